// The family welfare plan's year (docs/product.md, Business rules, Family): cover starts on the first of
// the month after enrolment and ends on 31 December of its plan year, so the year on sale is the one that
// cover starts in. A year whose cover would start after it ends (enrolling in its December) is not sold.
import type { SandboxState } from '../model';
import { addMonths, today } from '../format';

export interface PlanYear {
  year: string;
  /** Cover of an enrolment made today: from the first of next month to 31 December of the year. */
  startDate: string;
  endDate: string;
  /** The last day to enrol in the year: cover started on its 1 December is its last month. */
  lastEnrolmentDate: string;
}

/** The plan year on sale on `day`. */
export function planYearOnSale(day = today()): PlanYear {
  const startDate = addMonths(`${day.slice(0, 7)}-01`, 1);
  const year = startDate.slice(0, 4);
  return { year, startDate, endDate: `${year}-12-31`, lastEnrolmentDate: `${year}-11-30` };
}

/** The plan year's enrolment of the customer that names the member, if any. */
export const enrolmentOf = (state: SandboxState, customerId: string, year: string, memberId: string) =>
  state.welfareOrders.find((order) => order.customerId === customerId && order.year === year && order.memberIds.includes(memberId));

// A policy's status is not stored: it follows from its dates and what has been paid, in this one function, so
// the home page, the policy list and detail, claims, VIP, the risk report and the to-dos can never disagree.
import type { Policy, SandboxState } from '../model';
import { addDays, addMonths, monthsBetween, nextYear, today } from '../format';
import { onWorkingDay } from '../working-days';
import type { Lifecycle } from './lifecycle';

export type PolicyStatus = 'pending' | 'valid' | 'paidUp' | 'renewalDue' | 'expired' | 'lapsed' | 'terminated';

/**
 * How the status of a policy moves as days pass and money comes in: what a customer may see of one policy from
 * one answer to the next. A renewable short-term policy is continued (renewalDue or expired → valid), a lapsed
 * one reinstated (lapsed → valid). A continued term is issued before its predecessor ends, and waits (pending).
 */
export const policyLifecycle: Lifecycle<PolicyStatus> = {
  what: '保单',
  names: { pending: '待生效', valid: '有效', paidUp: '缴费期满', renewalDue: '待续保', expired: '已满期', lapsed: '效力中止', terminated: '已终止' },
  next: {
    pending: ['valid'],
    valid: ['renewalDue', 'expired', 'lapsed', 'paidUp', 'terminated'],
    renewalDue: ['valid', 'expired'],
    expired: ['valid', 'terminated'],
    lapsed: ['valid', 'terminated'],
    paidUp: ['terminated'],
    terminated: [],
  },
};

/** The grace period after a premium's due date during which the policy stays in force (保险法 第三十六条: 60 days). */
export const GRACE_DAYS = 60;
/** A lapsed policy can be reinstated within two years of its lapse (保险法 第三十七条); after that it ends. */
export const REINSTATEMENT_YEARS = 2;
/** A renewable one-year policy can be continued from this many days before its expiry… */
export const CONTINUATION_AHEAD_DAYS = 60;
/** …and up to this many days after it, while it reads 已满期. */
export const CONTINUATION_LATE_DAYS = 60;
/** Yearly interest on a reinstatement's arrears, counted in whole months from each premium's due date. */
export const REINSTATEMENT_INTEREST_RATE = 0.048;

/** Months from one premium to the next: 月交 1, every other frequency of the world 12 (趸交 has no next one). */
export const periodMonths = (policy: Policy) => (policy.payFrequencyName === '月交' ? 1 : 12);

/** A renewable short-term policy: a term of a year at most, continued by a new term rather than by premiums. */
export const isShortTerm = (policy: Policy) => policy.expiryDate !== '终身' && monthsBetween(policy.effectiveDate, addDays(policy.expiryDate, 1)) <= 12;

/** The next term a continuation of a one-year policy issues: from the day after it ends, for a year. */
export function nextTermOf(policy: Policy): { effectiveDate: string; expiryDate: string } {
  const effectiveDate = addDays(policy.expiryDate, 1);
  return { effectiveDate, expiryDate: addDays(nextYear(effectiveDate), -1) };
}

/** Whole months from `from` to `to`: 2026-08-15 → 2026-11-24 is 3. */
const wholeMonths = (from: string, to: string) => monthsBetween(from, to) - (to.slice(8) < from.slice(8) ? 1 : 0);

/** The premiums due and unpaid on `day`: their due dates, oldest first. */
export function unpaidDueDates(policy: Policy, day = today()): string[] {
  const due: string[] = [];
  for (let next = policy.nextPayDate; next !== null && next <= day; next = addMonths(next, periodMonths(policy))) due.push(next);
  return due;
}

// The last days a customer must meet fall on working days: a period ending on a weekend or a holiday runs to
// the next working day (民法典 第二百零三条).

/** The last day of the grace period of the premium due on `dueDate`: the day to pay it by. */
export const graceEndOf = (dueDate: string): string => onWorkingDay(addDays(dueDate, GRACE_DAYS));

/** The last day a policy that lapsed on `lapseDate` can be reinstated. */
export const reinstatementEndOf = (lapseDate: string): string => onWorkingDay(addDays(addMonths(lapseDate, REINSTATEMENT_YEARS * 12), -1));

/** The last day a short-term policy can be continued after its expiry. */
export const continuationEndOf = (policy: Policy): string => onWorkingDay(addDays(policy.expiryDate, CONTINUATION_LATE_DAYS));

/** Whether a premium went unpaid past its grace period: the day the policy lapsed (the day after the grace period), or null. */
export function lapseDateOf(policy: Policy, day = today()): string | null {
  if (policy.nextPayDate === null || isShortTerm(policy)) return null;
  const lapseDate = addDays(graceEndOf(policy.nextPayDate), 1);
  return lapseDate <= day ? lapseDate : null;
}

/** What a lapsed policy owes to be reinstated on `day`: every unpaid premium, and the interest on each. */
export function arrearsOf(policy: Policy, day = today()): { arrears: number; interest: number; total: number } {
  const dueDates = unpaidDueDates(policy, day);
  const arrears = dueDates.length * policy.premium;
  const interest = Math.round(dueDates.reduce((sum, due) => sum + (policy.premium * REINSTATEMENT_INTEREST_RATE * wholeMonths(due, day)) / 12, 0) * 100) / 100;
  return { arrears, interest, total: Math.round((arrears + interest) * 100) / 100 };
}

/** Whether a later term already continues this short-term policy. */
const continued = (state: SandboxState, policy: Policy) => state.continuations.some((c) => c.policyNo === policy.policyNo && c.status === 'completed');
const pendingContinuation = (state: SandboxState, policy: Policy) => state.continuations.some((c) => c.policyNo === policy.policyNo && c.status === 'pending');

/** The policy's status on `day`, from its dates, its premiums and its continuation. */
export function policyStatus(state: SandboxState, policy: Policy, day = today()): PolicyStatus {
  if (day < policy.effectiveDate) return 'pending';
  if (policy.expiryDate !== '终身' && day > policy.expiryDate) {
    const continuable = isShortTerm(policy) && !continued(state, policy) && day <= continuationEndOf(policy);
    return continuable ? 'expired' : 'terminated';
  }
  const lapseDate = lapseDateOf(policy, day);
  if (lapseDate !== null) return day > reinstatementEndOf(lapseDate) ? 'terminated' : 'lapsed';
  if (isShortTerm(policy)) {
    const soon = addDays(policy.expiryDate, -CONTINUATION_AHEAD_DAYS) <= day;
    return soon && pendingContinuation(state, policy) ? 'renewalDue' : 'valid';
  }
  return policy.nextPayDate === null && policy.payPeriod !== '一次交清' ? 'paidUp' : 'valid';
}

/** The statuses that cover the insured: what every count of "保障中" counts. */
export const IN_FORCE: ReadonlySet<PolicyStatus> = new Set(['valid', 'paidUp', 'renewalDue']);
/** The statuses a policy can be continued in (去续保): a short-term policy near or just past its expiry, not yet continued. */
export const CONTINUABLE: ReadonlySet<PolicyStatus> = new Set(['renewalDue', 'expired']);

/** Whether the policy covers its insured on `day`. */
export const inForce = (state: SandboxState, policy: Policy, day = today()) => IN_FORCE.has(policyStatus(state, policy, day));

/** Whether the customer can continue the policy now. */
export const continuable = (state: SandboxState, policy: Policy, day = today()) => CONTINUABLE.has(policyStatus(state, policy, day));

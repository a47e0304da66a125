import type { Endorsement, Policy } from '../model';
import { yuan } from '../format';

/** What a lapsed policy owes to be reinstated: the arrears, the interest on them, and the two together; null when it is not lapsed. */
export function owed(policy: Policy): { arrears: number; interest: number; total: number } | null {
  if (policy.state !== 'lapsed' || !policy.lapse) return null;
  const { arrears, interest } = policy.lapse;
  return { arrears, interest, total: Math.round((arrears + interest) * 100) / 100 };
}

/** What a reinstatement application changes: the policy's state, and what is owed as one amount with its interest. */
export const reinstatementItems = (due: NonNullable<ReturnType<typeof owed>>): Endorsement['items'] => [
  { label: '保单状态', before: '效力中止', after: '有效' },
  { label: '应补缴金额', before: '-', after: `${yuan(due.total)}（含利息 ${yuan(due.interest)}）` },
];

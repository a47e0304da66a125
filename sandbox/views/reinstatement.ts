import type { Endorsement, Policy, SandboxState } from '../model';
import { yuan } from '../format';
import { arrearsOf, policyStatus } from '../rules/policy-status';

/** What a lapsed policy owes to be reinstated: the arrears, the interest on them, and the two together; null when it is not lapsed. */
export const owed = (state: SandboxState, policy: Policy): ReturnType<typeof arrearsOf> | null => (policyStatus(state, policy) === 'lapsed' ? arrearsOf(policy) : null);

/** What a reinstatement application changes: the policy's state, and what is owed as one amount with its interest. */
export const reinstatementItems = (due: ReturnType<typeof arrearsOf>): Endorsement['items'] => [
  { label: '保单状态', before: '效力中止', after: '有效' },
  { label: '应补缴金额', before: '-', after: `${yuan(due.total)}（含利息 ${yuan(due.interest)}）` },
];

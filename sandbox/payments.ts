// The sandbox's payment orders and its stand-in cashier. An order pays a renewal premium or a reinstatement's
// arrears and interest; it is made once per thing paid (its idempotency key) and waits at the cashier (unpaid)
// until the payer chooses: paying hands it to the bank (processing, settled at the second result read, see the
// payResult handler), failing or cancelling closes it. A closed order refuses any further choice, so a second
// tap, a reload or the back button never charges twice.
import type { PayOrder, Policy, SandboxState } from './model';
import { addDays, addMonths, nextId, now, today } from './format';
import { bankBrief } from './views/policy';
import { move } from './rules/lifecycle';
import { applicationLifecycle, closedOrderMessage, OPEN_APPLICATION, payOrderLifecycle } from './rules/lifecycles';
import { nextTermOf, periodMonths, unpaidDueDates } from './rules/policy-status';
import { applicationProductName, issue, newPolicyNo } from './issue';

/** A bank answers a payment within this many days; one that has not by then took no money, and the order fails. */
export const BANK_ANSWER_DAYS = 3;

/** How the order is paid, as the payer chose it: 招商银行 **** **** **** 1234, or 微信支付. */
export function payMethodName(state: SandboxState, order: PayOrder): string {
  if (order.method.kind === 'wechat') return '微信支付';
  const card = bankBrief(state, order.method.bankAccountId);
  return card ? `${card.bankName} ${card.cardNoShield}` : '银行卡';
}

/** The order a payment of the policy's money is still waiting on the bank for, if any: nothing more is collected for it meanwhile. */
export const processingOrderOf = (state: SandboxState, policyNo: string) => state.payOrders.find((o) => o.policyNo === policyNo && o.status === 'processing');

/** Closes the orders a silent bank never confirmed within BANK_ANSWER_DAYS: no money was taken, and the premium can be paid again. */
export function closeUnansweredOrders(state: SandboxState): void {
  for (const order of state.payOrders) {
    if (order.status === 'processing' && addDays(order.createdAt.slice(0, 10), BANK_ANSWER_DAYS) <= today()) move(payOrderLifecycle, order, 'failed');
  }
}

/**
 * The bank's answer: the order is paid and what it paid for takes effect, so every view of the policy agrees
 * (home to-dos, policy list and detail, the preservation records).
 */
export function settle(state: SandboxState, order: PayOrder): void {
  move(payOrderLifecycle, order, 'success', { paidAt: now() });
  delete order.bank;
  if (order.pays.kind === 'firstPremium') return issue(state, order.pays.orderNo, order.method);
  const policy = state.policies.find((p) => p.policyNo === order.policyNo);
  if (!policy) return;
  const { pays } = order;
  if (pays.kind === 'continuation') return continueTerm(state, policy, pays.continuationId);
  if (!policy.nextPayDate) return;
  order.periods = pays.kind === 'reinstatement' ? unpaidDueDates(policy) : [policy.nextPayDate];
  if (pays.kind === 'reinstatement') reinstate(state, policy, pays.businessNo);
  else policy.nextPayDate = addMonths(policy.nextPayDate, periodMonths(policy));
}

/**
 * A continuation (续保): a one-year policy's next term is a new policy with a number of its own, from the day after
 * the term paid for ends, for a year; the continuation is completed with that number, and the new term has its own
 * continuation for the year after. The old policy ends on its expiry date as it always would.
 */
function continueTerm(state: SandboxState, policy: Policy, continuationId: string): void {
  const continuation = state.continuations.find((c) => c.id === continuationId && c.status === 'pending');
  if (!continuation) return;
  const term = nextTermOf(policy);
  const next: Policy = { ...structuredClone(policy), ...term, policyNo: newPolicyNo(state, term.effectiveDate), nextPayDate: null, cashValue: 0 };
  state.policies.push(next);
  Object.assign(continuation, { status: 'completed', newPolicyNo: next.policyNo });
  state.continuations.push({ ...continuation, id: nextId(state, 'RI'), policyNo: next.policyNo, expiryDate: next.expiryDate, premium: next.premium, status: 'pending', newPolicyNo: null });
}

/**
 * A reinstatement's arrears and interest: every premium owed is paid, so the policy is in force again with its next
 * premium due after them; the application is done, and the policy's other open reinstatement applications are withdrawn.
 */
function reinstate(state: SandboxState, policy: Policy, businessNo: string): void {
  const owed = unpaidDueDates(policy).length;
  policy.nextPayDate = addMonths(policy.nextPayDate!, owed * periodMonths(policy));
  for (const application of state.endorsements.filter((e) => e.type === 're' && e.policyNos.includes(policy.policyNo))) {
    if (application.businessNo === businessNo) {
      move(applicationLifecycle, application, 'success', { result: '0', effectiveDate: today() });
      application.progress.push({ time: now(), description: '保费及利息已补缴，保单已恢复效力' });
    } else if (OPEN_APPLICATION.has(application.status)) {
      // Another open application of the policy asked for what is now done: it is closed, never paid.
      move(applicationLifecycle, application, 'withdrawn');
      application.progress.push({ time: now(), description: `保单已通过受理号 ${businessNo} 的申请恢复效力，本申请无需继续办理` });
    }
  }
}

/** What the order pays for, as the cashier names it. */
const subjectNames: Record<PayOrder['pays']['kind'], string> = { renewal: '续期保费', reinstatement: '复效补缴保费及利息', continuation: '续保保费', firstPremium: '首期保费' };

/** What the cashier shows of an order. */
export function cashierView(state: SandboxState, order: PayOrder) {
  const policy = state.policies.find((p) => p.policyNo === order.policyNo);
  return {
    orderId: order.orderId, amount: order.amount, policyNo: order.policyNo, productName: policy?.productName ?? (order.pays.kind === 'firstPremium' ? applicationProductName(state, order.pays.orderNo) : ''), subject: subjectNames[order.pays.kind], methodName: payMethodName(state, order),
    status: order.status, statusName: payOrderLifecycle.names[order.status], closedMessage: order.status === 'unpaid' ? null : closedOrderMessage(order.status),
    returnUrl: `${order.returnUrl}?orderId=${order.orderId}`,
  };
}

export type CashierOutcome = 'success' | 'failed' | 'cancelled';
export const CASHIER_OUTCOMES: readonly CashierOutcome[] = ['success', 'failed', 'cancelled'];

/** The payer's choice at the cashier; a closed order refuses it with the reason. */
export function choose(order: PayOrder, outcome: CashierOutcome): { ok: true } | { ok: false; message: string } {
  if (order.status !== 'unpaid') return { ok: false, message: closedOrderMessage(order.status) };
  if (outcome === 'success') move(payOrderLifecycle, order, 'processing', { bank: 'unasked' });
  else move(payOrderLifecycle, order, outcome);
  return { ok: true };
}

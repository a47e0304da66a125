import type { BankAccount, Customer, PayOrder, Policy, SandboxState } from '../model';
import { addDays, addMonths, maskCard, monthsBetween, today } from '../format';
import { bankByCode } from '../seed/family';
import { CONTINUABLE, IN_FORCE, inForce, periodMonths, policyLifecycle, policyStatus } from '../rules/policy-status';


export const policiesOf = (state: SandboxState, customer: Customer) => state.policies.filter((policy) => policy.customerId === customer.id);

/**
 * The customer's in-force policies insuring one person: what every "保障中 N 份" of a family member counts
 * (the policies the customer holds in force, as the policy list shows them, is `inForcePoliciesOf`).
 */
export const policiesInsuring = (state: SandboxState, customer: Customer, custNo: string | null) =>
  custNo === null ? [] : policiesOf(state, customer).filter((p) => inForce(state, p) && p.insuredCustomerNo === custNo);

/** When the person's cover began: the earliest effective date of the customer's active policies insuring them, or null. */
export function coveredSince(state: SandboxState, customer: Customer, custNo: string | null): string | null {
  const dates = policiesInsuring(state, customer, custNo).map((p) => p.effectiveDate);
  return dates.length ? dates.sort()[0] : null;
}

/** The policy's duties with their amounts: an annuity duty pays what the annuity terms say, so a change of terms shows in both. */
export const coveragesOf = (policy: Policy) =>
  policy.coverages.map((c) => ({ name: c.name, period: c.period, category: c.category, amount: c.category === 'annuity' ? policy.annuity?.amount ?? 0 : c.amount }));

/**
 * The death beneficiaries (身故受益人) the policy names. None named means 法定继承人 (the statutory heirs), and
 * so does a record naming the insured, who cannot inherit on their own death.
 */
export const deathBeneficiaries = (policy: Policy) =>
  policy.beneficiaries.filter((b) => b.relationName !== '本人' && b.name !== policy.insuredName);

export function bankBrief(state: SandboxState, id: string | null) {
  const account = id ? state.bankAccounts.find((a) => a.id === id) : undefined;
  return account ? { bankName: bankName(account), cardNoShield: maskCard(account.cardNo) } : null;
}

export const bankName = (account: BankAccount) => bankByCode(account.bankCode)?.bankName ?? account.bankCode;

/** The customer's policies in force today: what every "保障中 N 份" of the customer counts. */
export const inForcePoliciesOf = (state: SandboxState, customer: Customer) => policiesOf(state, customer).filter((p) => inForce(state, p));

/** A renewal premium can be paid online from this many days before its due date; its reminder shows from then. */
export const PAY_AHEAD_DAYS = 60;

/** Whether a renewal premium of the policy in force is payable now (续期缴费): due within PAY_AHEAD_DAYS. */
export const premiumDue = (state: SandboxState, policy: Policy) =>
  policy.nextPayDate !== null && inForce(state, policy) && policy.nextPayDate <= addDays(today(), PAY_AHEAD_DAYS);

/**
 * A policy's status as every answer shows it: the code, its name, whether it covers now, whether it can be continued
 * (去续保) and whether a renewal premium is payable (续期缴费).
 */
export function statusOf(state: SandboxState, policy: Policy) {
  const status = policyStatus(state, policy);
  return { state: status, stateName: policyLifecycle.names[status], inForce: IN_FORCE.has(status), continuable: CONTINUABLE.has(status), premiumDue: premiumDue(state, policy) };
}

export function policySummary(state: SandboxState, policy: Policy) {
  return {
    policyNo: policy.policyNo, productCode: policy.productCode, productName: policy.productName, ...statusOf(state, policy),
    applicantName: policy.applicantName, insuredName: policy.insuredName, insuredCustomerNo: policy.insuredCustomerNo,
    effectiveDate: policy.effectiveDate, expiryDate: policy.expiryDate, premium: policy.premium, payFrequencyName: policy.payFrequencyName,
    nextPayDate: policy.nextPayDate, sumInsured: policy.sumInsured, isAnnuity: policy.annuity !== null,
  };
}

/** What the policy's premiums come to in a year: what VIP levels are rated on. */
export const yearlyPremium = (policy: Policy) => (policy.premium * 12) / periodMonths(policy);

/** The policy number a paid continuation issued, or null while it is pending. */
export const continuedBy = (state: SandboxState, continuationId: string) => state.continuations.find((c) => c.id === continuationId)?.newPolicyNo ?? null;

/** The settled order that paid the premium due on `dueDate`: a renewal or reinstatement paid online, or the continuation that issued the policy. */
function orderPaying(state: SandboxState, policy: Policy, dueDate: string): PayOrder | undefined {
  const issuedBy = (order: PayOrder) => order.pays.kind === 'continuation' && dueDate === policy.effectiveDate && continuedBy(state, order.pays.continuationId) === policy.policyNo;
  return state.payOrders.find((o) => o.status === 'success' && ((o.policyNo === policy.policyNo && o.periods?.includes(dueDate)) || issuedBy(o)));
}

/** How an order was paid, as a payment record names it: 招商银行在线支付, 微信支付. */
const onlineChannel = (state: SandboxState, order: PayOrder) => (order.method.kind === 'wechat' ? '微信支付' : `${bankBrief(state, order.method.bankAccountId)?.bankName ?? '银行卡'}在线支付`);

/**
 * The premiums paid so far, newest first: one a period from the effective date, up to the next one due, or
 * as many as the pay period has for a policy paid up (5 年交 → 5; a single premium → 1). A premium paid online
 * is recorded on the day and by the way it was paid; the others were collected from the policy's card on their
 * due date (or at the counter).
 */
export function payments(state: SandboxState, policy: Policy) {
  const every = periodMonths(policy);
  const years = Number(policy.payPeriod.match(/\d+/)?.[0] ?? 0);
  const count = policy.nextPayDate ? monthsBetween(policy.effectiveDate, policy.nextPayDate) / every : years ? (years * 12) / every : 1;
  const collected = policy.bankAccountId ? `${bankBrief(state, policy.bankAccountId)!.bankName}代扣` : '柜面缴费';
  return Array.from({ length: Math.max(count, 0) }, (_, period) => {
    const dueDate = addMonths(policy.effectiveDate, period * every);
    const order = orderPaying(state, policy, dueDate);
    return { dueDate, paidDate: order?.paidAt?.slice(0, 10) ?? dueDate, amount: policy.premium, channelName: order ? onlineChannel(state, order) : collected };
  }).reverse();
}

export function policyDetail(state: SandboxState, policy: Policy) {
  return {
    ...policySummary(state, policy),
    payPeriod: policy.payPeriod,
    coverages: coveragesOf(policy).map(({ name, amount, period }) => ({ name, amount, period })),
    beneficiaries: deathBeneficiaries(policy),
    bankAccount: bankBrief(state, policy.bankAccountId),
    cashValue: policy.cashValue,
    payments: payments(state, policy),
    annuity: policy.annuity && { startAge: policy.annuity.startAge, amount: policy.annuity.amount, frequencyName: policy.annuity.frequencyName },
  };
}

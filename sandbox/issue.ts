// Issuing a policy once an application's first premium is paid (payments.ts settle): the application is issued and a
// new policy, effective the next day, joins the customer's policies, so 我的保单 lists it with everything else.
import type { Coverage, InsuranceOrder, PayOrder, Policy, SandboxState } from './model';
import { addDays, addMonths, today } from './format';
import { move } from './rules/lifecycle';
import { insuranceOrderLifecycle } from './rules/lifecycles';
import { termsOf } from './seed/products';
import { isOccupationRated, occupationLoadingOf } from './seed/occupations';
import { productOfOrder } from './views/insurance-order';

/** A policy number as the insurer's core system gives them: 86 + the day it is issued for + a serial. */
export const newPolicyNo = (state: SandboxState, day = today()): string => {
  state.sequence += 1;
  return `86${day.replaceAll('-', '')}${String(state.sequence).padStart(6, '0')}`;
};

/** The last day of a cover starting on `start`: so many years on, to an age of the insured, or for life. */
function expiryOf(order: InsuranceOrder, start: string): string {
  const cover = termsOf(order.productId).coverPeriods.find((c) => c.name === order.plan.coverPeriod)!;
  if (cover.years !== undefined) return addDays(addMonths(start, cover.years * 12), -1);
  if (cover.toAge !== undefined) return addDays(`${Number(order.insured.birthday.slice(0, 4)) + cover.toAge}${order.insured.birthday.slice(4)}`, -1);
  return '终身';
}

/** The product's duties at the plan's cover: a share of 基本保额, a stated amount, or the annuity. */
function coveragesOf(order: InsuranceOrder, period: string): Coverage[] {
  const product = productOfOrder(order);
  return product.covers.flatMap(({ name, amount }): Coverage[] => {
    if (product.category === 'annuity') return [name === '养老年金' ? { name, period, category: 'annuity' } : { name, amount: order.plan.sumInsured, period, category: 'life' }];
    const share = /^(\d+)% 基本保额$/.exec(amount);
    const stated = Number(amount.replace(/[¥,]/g, ''));
    const category = product.category as 'illness' | 'medical' | 'accident' | 'life';
    return [{ name, amount: share ? (order.plan.sumInsured * Number(share[1])) / 100 : Number.isFinite(stated) ? stated : order.plan.sumInsured, period, category }];
  });
}

/** The paid application becomes a policy under its reserved number, effective the next day. */
export function issue(state: SandboxState, orderNo: string, paidBy: PayOrder['method']): void {
  const application = state.insuranceOrders.find((o) => o.orderNo === orderNo)!;
  move(insuranceOrderLifecycle, application, 'issued');
  const customer = state.customers.find((c) => c.id === application.customerId)!;
  const member = state.familyMembers.find((m) => m.memberId === application.insured.personId);
  const effectiveDate = addDays(today(), 1);
  const expiryDate = expiryOf(application, effectiveDate);
  const payYears = termsOf(application.productId).payPeriods.find((p) => p.name === application.plan.payPeriod)!.years;
  const monthly = application.plan.payMode === '月交';
  const period = expiryDate === '终身' ? '终身' : `至 ${expiryDate}`;
  const loading = isOccupationRated(productOfOrder(application).category) ? occupationLoadingOf(application.insured.occupationCode) : 0;
  const policy: Policy = {
    policyNo: application.policyNo!, customerId: customer.id, productCode: application.productId, productName: productOfOrder(application).productName,
    applicantName: customer.realName, insuredName: application.insured.name, insuredCustomerNo: member ? (member.custNo ?? member.memberId) : customer.id,
    effectiveDate, expiryDate, premium: application.premium, payFrequencyName: application.plan.payMode, payPeriod: application.plan.payPeriod,
    nextPayDate: payYears > 1 ? addMonths(effectiveDate, monthly ? 1 : 12) : null, sumInsured: application.plan.sumInsured,
    standPrem: Math.round((application.premium / (1 + loading)) * 100) / 100, cashValue: 0, coverages: coveragesOf(application, period), beneficiaries: [],
    bankAccountId: paidBy.kind === 'card' ? paidBy.bankAccountId : null,
    annuity: productOfOrder(application).category === 'annuity'
      ? { startAge: 60, amount: application.plan.sumInsured, frequencyName: '年领', allowedStartAges: [55, 60, 65], maxAmount: application.plan.sumInsured * 1.5 } : null,
    contact: { phone: customer.contactPhone ?? customer.phone, email: customer.email, address: customer.address },
  };
  state.policies.push(policy);
}

/** What an application's first premium buys, as the cashier names it before the policy exists. */
export const applicationProductName = (state: SandboxState, orderNo: string): string => {
  const application = state.insuranceOrders.find((o) => o.orderNo === orderNo);
  return application ? productOfOrder(application).productName : '';
};

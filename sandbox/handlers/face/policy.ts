import { randomBytes } from 'node:crypto';
import type { Continuation, PayOrder, Policy } from '../../model';
import { addDays, nextId, now, today } from '../../format';
import { banks } from '../../seed/family';
import { stateNames } from '../../seed/policies';
import { bankBrief, isActive, policiesOf, policyDetail, policySummary } from '../../views/policy';
import { STAND_IN_PREFIX } from '../../stand-ins';
import { me, owned, type HandlerContext, type Handlers } from '../context';

export const myPolicy = (ctx: HandlerContext, policyNo: string): Policy =>
  owned(ctx, policiesOf(ctx.state, me(ctx)).find((p) => p.policyNo === policyNo), '保单');

const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/** A renewal premium can be paid online from this many days before its due date. */
const PAY_AHEAD_DAYS = 60;
/** Fails A0409 unless the policy has a premium to pay now: active, and its due date at most PAY_AHEAD_DAYS away. */
function assertDue(ctx: HandlerContext, policy: Policy): string {
  if (!policy.nextPayDate || !isActive(policy)) ctx.fail('A0409', '该保单当前无需缴纳续期保费');
  if (policy.nextPayDate! > addDays(today(), PAY_AHEAD_DAYS)) ctx.fail('A0409', `该保单当前无需缴纳续期保费，下期保费应缴日为 ${policy.nextPayDate}`);
  return policy.nextPayDate!;
}

/** The bank's answer: the order is paid and the policy's cover and next due date move on a year. */
function settle(ctx: HandlerContext, order: PayOrder): void {
  Object.assign(order, { status: 'success', paidAt: now() });
  delete order.bank;
  const policy = ctx.state.policies.find((p) => p.policyNo === order.policyNo);
  if (!policy?.nextPayDate) return;
  if (policy.state === 'renewalDue') Object.assign(policy, { state: 'valid', expiryDate: nextYear(policy.expiryDate) });
  policy.nextPayDate = nextYear(policy.nextPayDate);
}

const continuationsOf = (ctx: HandlerContext, status: Continuation['status']) =>
  ctx.state.continuations.filter((c) => c.customerId === me(ctx).id && c.status === status)
    .map(({ customerId: _owner, ...c }) => ({ ...c, statusName: c.status === 'pending' ? '待续保' : '已续保' }));

const continuation = (ctx: HandlerContext) => owned(ctx, continuationsOf(ctx, 'pending').concat(continuationsOf(ctx, 'completed')).find((c) => c.id === ctx.query.id), '续保记录');

export const policyHandlers: Handlers = {
  policyList: (ctx) => policiesOf(ctx.state, me(ctx))
    .filter((p) => !ctx.query.state || ctx.query.state === 'all' || (ctx.query.state === 'active') === isActive(p))
    .map(policySummary),
  policyDetail: (ctx) => policyDetail(ctx.state, myPolicy(ctx, ctx.query.policyNo)),
  policyState: (ctx) => {
    const policy = myPolicy(ctx, ctx.query.policyNo);
    return { policyNo: policy.policyNo, state: policy.state, stateName: stateNames[policy.state] };
  },
  ePolicyUrl: (ctx) => {
    const policy = myPolicy(ctx, ctx.query.policyNo);
    // A link only the customer it was issued to can open: the document service's ticket.
    const ticket = randomBytes(12).toString('hex');
    ctx.state.documentTickets[ticket] = { customerId: me(ctx).id, policyNo: policy.policyNo };
    return { url: `${STAND_IN_PREFIX}e-policy-${ticket}.pdf`, fileName: `${policy.productName}-${policy.policyNo}.pdf` };
  },
  renewDetail: (ctx) => {
    const policy = myPolicy(ctx, ctx.query.policyNo);
    const due = assertDue(ctx, policy);
    return {
      policyNo: policy.policyNo, productName: policy.productName, insuredName: policy.insuredName, premium: policy.premium, dueDate: due, graceEndDate: addDays(due, 60),
      payStatus: 'unpaid', payStatusName: '待缴费', bankAccount: bankBrief(ctx.state, policy.bankAccountId), canPayOnline: true,
    };
  },
  renewPayUrl: (ctx) => {
    const customer = me(ctx);
    const policy = myPolicy(ctx, ctx.body.policyNo);
    assertDue(ctx, policy);
    // The sandbox's cashier takes the payment at once and hands it to the bank: the order is processing
    // until the bank answers (see payResult), and the cashier returns to returnUrl (an in-app path) with it.
    const orderId = nextId(ctx.state, 'PAY');
    ctx.state.payOrders.push({ orderId, customerId: customer.id, policyNo: policy.policyNo, amount: policy.premium, status: 'processing', paidAt: null, bank: 'unasked' });
    const returnUrl = typeof ctx.body.returnUrl === 'string' && /^\/official\/[\w\-/]*$/.test(ctx.body.returnUrl) ? ctx.body.returnUrl : '/official/policy-business/renewal/pay-result';
    return { orderId, payUrl: `${returnUrl}?orderId=${orderId}` };
  },
  payResult: (ctx) => {
    const order = owned(ctx, ctx.state.payOrders.find((o) => o.orderId === ctx.params.orderId && o.customerId === me(ctx).id), '支付订单');
    // The bank is asked at the first read of a new order and has settled it by the next; a silent bank never answers.
    if (order.status === 'processing' && order.bank === 'asked') settle(ctx, order);
    else if (order.status === 'processing' && order.bank === 'unasked') order.bank = 'asked';
    const policy = ctx.state.policies.find((p) => p.policyNo === order.policyNo);
    const statusName = { success: '支付成功', processing: '支付处理中', failed: '支付失败' }[order.status];
    return { orderId: order.orderId, status: order.status, statusName, amount: order.amount, policyNo: order.policyNo, productName: policy?.productName ?? '', paidAt: order.paidAt };
  },
  payVersion: () => ({ version: 'v2', channels: ['wechat', 'alipay', 'bank'] }),
  reinsurancePendingList: (ctx) => continuationsOf(ctx, 'pending'),
  reinsuranceCompletedList: (ctx) => continuationsOf(ctx, 'completed'),
  reinsuranceDetail: (ctx) => {
    const item = continuation(ctx);
    // The cover after renewal: the new policy's once renewed, until then the cover being renewed.
    const policy = ctx.state.policies.find((p) => p.policyNo === (item.newPolicyNo ?? item.policyNo));
    return {
      item, coverages: (policy?.coverages ?? []).map(({ name, amount }) => ({ name, amount })),
      notice: '续保须在原保单满期前完成，续保时无需重新健康告知；续保保费按被保险人续保时的年龄计算。',
    };
  },
  reinsuranceLink: (ctx) => ({ url: `/official/continuation-detail?id=${continuation(ctx).id}` }),
  bankList: () => banks.map(({ bankCode, bankName, logo }) => ({ bankCode, bankName, logo })),
};

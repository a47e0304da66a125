import type { Continuation, Policy } from '../../model';
import { addDays, nextId, now } from '../../format';
import { banks } from '../../seed/family';
import { stateNames } from '../../seed/policies';
import { bankBrief, isActive, policiesOf, policyDetail, policySummary } from '../../views/policy';
import { me, owned, type HandlerContext, type Handlers } from '../context';

export const myPolicy = (ctx: HandlerContext, policyNo: string): Policy =>
  owned(ctx, policiesOf(ctx.state, me(ctx)).find((p) => p.policyNo === policyNo), '保单');

const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

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
    return { url: `https://epolicy.hongtai-life.example/download/${policy.policyNo}.pdf`, fileName: `${policy.productName}-${policy.policyNo}.pdf` };
  },
  renewDetail: (ctx) => {
    const policy = myPolicy(ctx, ctx.query.policyNo);
    if (!policy.nextPayDate || !isActive(policy)) ctx.fail('A0409', '该保单当前无需缴纳续期保费');
    const due = policy.nextPayDate!;
    return {
      policyNo: policy.policyNo, productName: policy.productName, insuredName: policy.insuredName, premium: policy.premium, dueDate: due, graceEndDate: addDays(due, 60),
      payStatus: 'unpaid', payStatusName: '待缴费', bankAccount: bankBrief(ctx.state, policy.bankAccountId), canPayOnline: true,
    };
  },
  renewPayUrl: (ctx) => {
    const customer = me(ctx);
    const policy = myPolicy(ctx, ctx.body.policyNo);
    if (!policy.nextPayDate || !isActive(policy)) ctx.fail('A0409', '该保单当前无需缴纳续期保费');
    // The sandbox's cashier pays at once: the order is settled and the next due date moves on a year.
    const orderId = nextId(ctx.state, 'PAY');
    ctx.state.payOrders.push({ orderId, customerId: customer.id, policyNo: policy.policyNo, amount: policy.premium, status: 'success', paidAt: now() });
    if (policy.state === 'renewalDue') Object.assign(policy, { state: 'valid', expiryDate: nextYear(policy.expiryDate) });
    policy.nextPayDate = nextYear(policy.nextPayDate!);
    return { orderId, payUrl: `/official/policy-business/renewal/pay-result?orderId=${orderId}` };
  },
  payResult: (ctx) => {
    const order = owned(ctx, ctx.state.payOrders.find((o) => o.orderId === ctx.params.orderId && o.customerId === me(ctx).id), '支付订单');
    const policy = ctx.state.policies.find((p) => p.policyNo === order.policyNo);
    const statusName = { success: '支付成功', processing: '支付处理中', failed: '支付失败' }[order.status];
    return { orderId: order.orderId, status: order.status, statusName, amount: order.amount, policyNo: order.policyNo, productName: policy?.productName ?? '', paidAt: order.paidAt };
  },
  payVersion: () => ({ version: 'v2', channels: ['wechat', 'alipay', 'bank'] }),
  reinsurancePendingList: (ctx) => continuationsOf(ctx, 'pending'),
  reinsuranceCompletedList: (ctx) => continuationsOf(ctx, 'completed'),
  reinsuranceDetail: (ctx) => {
    const item = continuation(ctx);
    const policy = ctx.state.policies.find((p) => p.policyNo === item.policyNo);
    return {
      item, coverages: (policy?.coverages ?? []).map(({ name, amount }) => ({ name, amount })),
      notice: '续保须在原保单满期前完成，续保时无需重新健康告知；续保保费按被保险人续保时的年龄计算。',
    };
  },
  reinsuranceLink: (ctx) => ({ url: `/official/continuation-detail?id=${continuation(ctx).id}` }),
  bankList: () => banks.map(({ bankCode, bankName, logo }) => ({ bankCode, bankName, logo })),
};

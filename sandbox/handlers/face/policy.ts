import { randomBytes } from 'node:crypto';
import type { Continuation, Policy } from '../../model';
import { addDays, addMonths, today } from '../../format';
import { payMethodName, settle } from '../../payments';
import { payOrderLifecycle } from '../../rules/lifecycles';
import { banks } from '../../seed/family';
import { continuable, inForce, periodMonths } from '../../rules/policy-status';
import { bankBrief, coveragesOf, PAY_AHEAD_DAYS, payments, policiesOf, policyDetail, policySummary, statusOf } from '../../views/policy';
import { STAND_IN_PREFIX } from '../../stand-ins';
import { me, owned, pageOf, type HandlerContext, type Handlers } from '../context';
import { payUrl } from './pay-orders';
import { portalUrl } from '../../../runtime/platform/base-path';

export const myPolicy = (ctx: HandlerContext, policyNo: string): Policy =>
  owned(ctx, policiesOf(ctx.state, me(ctx)).find((p) => p.policyNo === policyNo), '保单');

/**
 * Fails A0409 unless the policy has a premium to pay now: in force (or a one-year policy that can still be
 * continued), and its due date at most PAY_AHEAD_DAYS away.
 */
function assertDue(ctx: HandlerContext, policy: Policy): string {
  if (!policy.nextPayDate || !(inForce(ctx.state, policy) || continuable(ctx.state, policy))) ctx.fail('A0409', '该保单当前无需缴纳续期保费');
  if (policy.nextPayDate! > addDays(today(), PAY_AHEAD_DAYS)) ctx.fail('A0409', `该保单当前无需缴纳续期保费，下期保费应缴日为 ${policy.nextPayDate}`);
  return policy.nextPayDate!;
}

/** A pending continuation costs what the policy's renewal premium is now (an occupation change may have moved it). */
const premiumOf = (ctx: HandlerContext, c: Continuation) =>
  (c.status === 'pending' ? ctx.state.policies.find((p) => p.policyNo === c.policyNo)?.premium : undefined) ?? c.premium;

const continuationsOf = (ctx: HandlerContext, status: Continuation['status']) =>
  ctx.state.continuations.filter((c) => c.customerId === me(ctx).id && c.status === status)
    .map((c) => {
      const { customerId: _owner, ...shown } = c;
      return { ...shown, premium: premiumOf(ctx, c), statusName: c.status === 'pending' ? '待续保' : '已续保' };
    });

const continuation = (ctx: HandlerContext) => owned(ctx, continuationsOf(ctx, 'pending').concat(continuationsOf(ctx, 'completed')).find((c) => c.id === ctx.query.id), '续保记录');

export const policyHandlers: Handlers = {
  policyList: (ctx) => policiesOf(ctx.state, me(ctx))
    .filter((p) => !ctx.query.state || ctx.query.state === 'all' || (ctx.query.state === 'active') === inForce(ctx.state, p))
    .map((p) => policySummary(ctx.state, p)),
  policyDetail: (ctx) => policyDetail(ctx.state, myPolicy(ctx, ctx.query.policyNo)),
  policyPaymentList: (ctx) => {
    const policies = ctx.query.policyNo ? [myPolicy(ctx, ctx.query.policyNo)] : policiesOf(ctx.state, me(ctx));
    // The premiums each policy's detail lists, newest due first across the policies.
    const all = policies.flatMap((p) => payments(ctx.state, p).map((payment) => ({ policyNo: p.policyNo, productName: p.productName, ...payment })))
      .sort((a, b) => b.dueDate.localeCompare(a.dueDate) || b.policyNo.localeCompare(a.policyNo));
    return { total: all.length, list: pageOf(all, ctx.query) };
  },
  policyState: (ctx) => {
    const policy = myPolicy(ctx, ctx.query.policyNo);
    return { policyNo: policy.policyNo, ...statusOf(ctx.state, policy) };
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
      periodStart: due, periodEnd: addDays(addMonths(due, periodMonths(policy)), -1), payStatus: 'unpaid', payStatusName: '待缴费', bankAccount: bankBrief(ctx.state, policy.bankAccountId), canPayOnline: true,
    };
  },
  renewPayUrl: (ctx) => payUrl(ctx, portalUrl('/policy-business/renewal/pay-result'), () => {
    const policy = myPolicy(ctx, ctx.body.policyNo);
    assertDue(ctx, policy);
    return { policyNo: policy.policyNo, amount: policy.premium, pays: { kind: 'renewal' } };
  }),
  payResult: (ctx) => {
    const order = owned(ctx, ctx.state.payOrders.find((o) => o.orderId === ctx.params.orderId && o.customerId === me(ctx).id), '支付订单');
    // The bank is asked at the first read of a paid order and has settled it by the next; a silent bank never answers.
    if (order.status === 'processing' && order.bank === 'asked') settle(ctx.state, order);
    else if (order.status === 'processing' && order.bank === 'unasked') order.bank = 'asked';
    const policy = ctx.state.policies.find((p) => p.policyNo === order.policyNo);
    return {
      orderId: order.orderId, status: order.status, statusName: payOrderLifecycle.names[order.status], amount: order.amount, policyNo: order.policyNo,
      productName: policy?.productName ?? '', methodName: payMethodName(ctx.state, order), paidAt: order.paidAt,
      businessNo: order.pays.kind === 'reinstatement' ? order.pays.businessNo : null,
    };
  },
  payVersion: () => ({ version: 'v2', channels: ['wechat', 'alipay', 'bank'] }),
  reinsurancePendingList: (ctx) => continuationsOf(ctx, 'pending'),
  reinsuranceCompletedList: (ctx) => continuationsOf(ctx, 'completed'),
  reinsuranceDetail: (ctx) => {
    const item = continuation(ctx);
    // The cover after renewal: the new policy's once renewed, until then the cover being renewed.
    const policy = ctx.state.policies.find((p) => p.policyNo === (item.newPolicyNo ?? item.policyNo));
    return {
      item, coverages: (policy ? coveragesOf(policy) : []).map(({ name, amount }) => ({ name, amount })),
      notice: '续保须在原保单满期前完成，续保时无需重新健康告知；续保保费按被保险人续保时的年龄计算。',
    };
  },
  // A continuation is made by paying the policy's next premium: the renewal payment of that policy.
  reinsuranceLink: (ctx) => {
    const item = continuation(ctx);
    if (item.status === 'completed') ctx.fail('A0409', '该保单已续保，无需重复办理');
    return { url: portalUrl(`/policy-business/renewal/info?policyNo=${item.policyNo}`) };
  },
  bankList: () => banks.map(({ bankCode, bankName, logo }) => ({ bankCode, bankName, logo })),
};

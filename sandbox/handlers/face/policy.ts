import { randomBytes } from 'node:crypto';
import type { Policy } from '../../model';
import { addDays, addMonths } from '../../format';
import { payMethodName, processingOrderOf, settle } from '../../payments';
import { payOrderLifecycle } from '../../rules/lifecycles';
import { banks } from '../../seed/family';
import { graceEndOf, inForce, periodMonths } from '../../rules/policy-status';
import { bankBrief, continuedBy, payments, policiesOf, policyDetail, policySummary, premiumDue, statusOf } from '../../views/policy';
import { STAND_IN_PREFIX } from '../../stand-ins';
import { me, owned, pageOf, type HandlerContext, type Handlers } from '../context';
import { payUrl } from './pay-orders';
import { portalUrl } from '../../../runtime/platform/base-path';

export const myPolicy = (ctx: HandlerContext, policyNo: string): Policy =>
  owned(ctx, policiesOf(ctx.state, me(ctx)).find((p) => p.policyNo === policyNo), '保单');

/** The due date of the renewal premium payable now, or A0409 saying why there is none (docs/product.md, Renewal). */
function assertDue(ctx: HandlerContext, policy: Policy): string {
  if (premiumDue(ctx.state, policy)) return policy.nextPayDate!;
  if (policy.nextPayDate && inForce(ctx.state, policy)) ctx.fail('A0409', `该保单当前无需缴纳续期保费，下期保费应缴日为 ${policy.nextPayDate}`);
  return ctx.fail('A0409', '该保单当前无需缴纳续期保费');
}

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
    // Paid and waiting on the bank: the page says so and offers the result instead of a second payment.
    const waiting = processingOrderOf(ctx.state, policy.policyNo);
    return {
      policyNo: policy.policyNo, productName: policy.productName, insuredName: policy.insuredName, premium: policy.premium, dueDate: due, graceEndDate: graceEndOf(due),
      periodStart: due, periodEnd: addDays(addMonths(due, periodMonths(policy)), -1), payStatus: waiting ? 'paying' : 'unpaid', payStatusName: waiting ? '支付确认中' : '待缴费',
      bankAccount: bankBrief(ctx.state, policy.bankAccountId), canPayOnline: !waiting, waitingOrderId: waiting?.orderId ?? null,
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
      newPolicyNo: order.pays.kind === 'continuation' ? continuedBy(ctx.state, order.pays.continuationId) : null,
    };
  },
  payVersion: () => ({ version: 'v2', channels: ['wechat', 'alipay', 'bank'] }),
  bankList: () => banks.map(({ bankCode, bankName, logo }) => ({ bankCode, bankName, logo })),
};

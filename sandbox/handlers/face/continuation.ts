// Continuation (续保): a renewable one-year policy goes on by a new term, a new policy with a number of its own,
// paid for through the same cashier as every premium; from 60 days before its expiry until 60 days after it
// (rules/policy-status), and never while a payment for it waits on the bank.
import type { Continuation } from '../../model';
import { processingOrderOf } from '../../payments';
import { continuable, nextTermOf } from '../../rules/policy-status';
import { bankBrief, coveragesOf } from '../../views/policy';
import { me, owned, type HandlerContext, type Handlers } from '../context';
import { payUrl } from './pay-orders';
import { portalUrl } from '../../../runtime/platform/base-path';

const policyOf = (ctx: HandlerContext, c: Pick<Continuation, 'policyNo'>) => ctx.state.policies.find((p) => p.policyNo === c.policyNo)!;

/** A pending continuation costs what the policy's premium is now (an occupation change may have moved it). */
const premiumOf = (ctx: HandlerContext, c: Continuation) => (c.status === 'pending' ? policyOf(ctx, c).premium : c.premium);

/** The customer's continuations of a status; a pending one only once its policy can be continued (not next year's). */
function continuationsOf(ctx: HandlerContext, status: Continuation['status']) {
  return ctx.state.continuations
    .filter((c) => c.customerId === me(ctx).id && c.status === status && (status === 'completed' || continuable(ctx.state, policyOf(ctx, c))))
    .map((c) => {
      const { customerId: _owner, ...shown } = c;
      return { ...shown, premium: premiumOf(ctx, c), statusName: c.status === 'pending' ? '待续保' : '已续保' };
    });
}

const continuation = (ctx: HandlerContext, id: string) => owned(ctx, continuationsOf(ctx, 'pending').concat(continuationsOf(ctx, 'completed')).find((c) => c.id === id), '续保记录');

/** A pending continuation that can be paid now, or the reason it cannot. */
function payable(ctx: HandlerContext, id: string) {
  const item = continuation(ctx, id);
  if (item.status === 'completed') ctx.fail('A0409', `该保单已续保，新保单号 ${item.newPolicyNo}`);
  return item;
}

export const continuationHandlers: Handlers = {
  reinsurancePendingList: (ctx) => continuationsOf(ctx, 'pending'),
  reinsuranceCompletedList: (ctx) => continuationsOf(ctx, 'completed'),
  reinsuranceDetail: (ctx) => {
    const item = continuation(ctx, ctx.query.id);
    // The cover after renewal: the new policy's once renewed, until then the cover being renewed.
    const policy = ctx.state.policies.find((p) => p.policyNo === (item.newPolicyNo ?? item.policyNo));
    return {
      item, coverages: (policy ? coveragesOf(policy) : []).map(({ name, amount }) => ({ name, amount })),
      notice: '续保须在原保单满期前完成，满期后 60 天内仍可续保，期间发生的保险事故不予赔付；续保时无需重新健康告知，续保后将生成新的保单号。',
    };
  },
  reinsuranceLink: (ctx) => ({ url: portalUrl(`/continuation/pay?id=${payable(ctx, ctx.query.id).id}`) }),
  reinsurancePayDetail: (ctx) => {
    const item = continuation(ctx, ctx.query.id);
    const policy = policyOf(ctx, item);
    const { effectiveDate: periodStart, expiryDate: periodEnd } = nextTermOf(policy);
    const waiting = item.status === 'pending' ? processingOrderOf(ctx.state, policy.policyNo) : undefined;
    return {
      id: item.id, status: item.status, policyNo: policy.policyNo, newPolicyNo: item.newPolicyNo, productName: item.productName, insuredName: item.insuredName,
      expiryDate: policy.expiryDate, periodStart, periodEnd, premium: item.premium, bankAccount: bankBrief(ctx.state, policy.bankAccountId),
      waitingOrderId: waiting?.orderId ?? null,
    };
  },
  reinsurancePayUrl: (ctx) => payUrl(ctx, portalUrl('/continuation/pay-result'), () => {
    const item = payable(ctx, ctx.body.id);
    return { policyNo: item.policyNo, amount: item.premium, pays: { kind: 'continuation', continuationId: item.id } };
  }),
};

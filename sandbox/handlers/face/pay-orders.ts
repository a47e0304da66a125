// What every pay-url call shares: the payer's chosen way to pay, the page the cashier returns to, and one
// payable order per idempotency key.
import type { PayOrder } from '../../model';
import { nextId, now, yuan } from '../../format';
import { processingOrderOf } from '../../payments';
import { closedOrderMessage } from '../../rules/lifecycles';
import { me, owned, type HandlerContext } from '../context';
import { isPortalUrl, portalUrl } from '../../../runtime/platform/base-path';

/** The way the payer chose: a card bound to the customer, or WeChat Pay. */
function payMethod(ctx: HandlerContext): PayOrder['method'] {
  if (ctx.body.payMethod === 'wechat') return { kind: 'wechat' };
  const card = ctx.state.bankAccounts.find((a) => a.id === ctx.body.bankAccountId && a.customerId === me(ctx).id);
  return { kind: 'card', bankAccountId: owned(ctx, card, '银行卡').id };
}

/** The in-app page the cashier returns to; anything else falls back to the payment's own result page. */
const returnUrlOf = (value: unknown, fallback: string) => (typeof value === 'string' && isPortalUrl(value) && /^[\w\-/]*$/.test(value) ? value : fallback);

/** What a pay-url call pays: its policy, amount and purpose, once `payable` has checked that it is owed now. */
type Payable = Pick<PayOrder, 'policyNo' | 'amount' | 'pays'>;

/**
 * Answers a pay-url call with the cashier's address. One payable order per key: the open one is answered again
 * (with the way to pay chosen this time); a paid one is refused, never charged twice; otherwise a new order.
 * Nothing more is collected for a policy while a payment of it waits on the bank: the premiums it pays would be
 * collected twice.
 */
export function payUrl(ctx: HandlerContext, resultPage: string, payable: () => Payable): { orderId: string; payUrl: string } {
  const customer = me(ctx);
  const idempotencyKey = String(ctx.body.idempotencyKey);
  const earlier = ctx.state.payOrders.find((o) => o.customerId === customer.id && o.idempotencyKey === idempotencyKey && o.status !== 'failed' && o.status !== 'cancelled');
  if (earlier && earlier.status !== 'unpaid') ctx.fail('A0409', closedOrderMessage(earlier.status));
  const owed = payable();
  const waiting = processingOrderOf(ctx.state, owed.policyNo);
  if (waiting) ctx.fail('A0409', `该保单有一笔 ${yuan(waiting.amount)} 的付款正在等待银行确认，请在支付结果确认后再缴费`);
  const order: PayOrder = earlier ?? {
    orderId: nextId(ctx.state, 'PAY'), customerId: customer.id, ...owed, status: 'unpaid', createdAt: now(), paidAt: null, idempotencyKey, method: { kind: 'wechat' }, returnUrl: '',
  };
  Object.assign(order, { method: payMethod(ctx), returnUrl: returnUrlOf(ctx.body.returnUrl, resultPage) });
  if (!earlier) ctx.state.payOrders.push(order);
  // The sandbox's cashier is a stand-in page of local builds (runtime/dev/cashier), on this origin.
  return { orderId: order.orderId, payUrl: portalUrl(`/dev/cashier?orderId=${order.orderId}`) };
}

// The lifecycles of what a customer starts: a payment order, a policy-change application, a claim. Each table
// says which status may follow which; every handler moves a record through `move` (rules/lifecycle), and the
// model-based tests check every status they observe against these tables.
import type { Claim, Endorsement, PayOrder } from '../model';
import type { Lifecycle } from './lifecycle';

/** Why a closed order takes no further payment (A0409, worded like the refusals of docs/product.md, Errors). */
export const closedOrderMessage = (status: PayOrder['status']): string =>
  status === 'success' || status === 'processing' ? '该订单已支付，请勿重复支付' : '该订单已关闭，请返回重新发起支付';

/** unpaid: at the cashier; processing: paid there, the bank has not confirmed; success, failed, cancelled: closed. */
export const payOrderLifecycle: Lifecycle<PayOrder['status']> = {
  what: '支付订单',
  names: { unpaid: '待支付', processing: '支付处理中', success: '支付成功', failed: '支付失败', cancelled: '已取消支付' },
  next: { unpaid: ['processing', 'failed', 'cancelled'], processing: ['success', 'failed'], success: [], failed: [], cancelled: [] },
  refusal: (from) => (from === 'unpaid' ? undefined : closedOrderMessage(from)),
};

/**
 * A policy-change application: a draft is confirmed into a result (done at once, accepted for a later day, under
 * review, refused, or waiting for its payment); an open one is withdrawn by the customer or when another
 * application of the same policy has done what it asked.
 */
export const applicationLifecycle: Lifecycle<Endorsement['status']> = {
  what: '申请',
  names: { draft: '待确认', processing: '审核中', awaitingPayment: '待缴费', accepted: '已受理，待生效', success: '办理成功', failed: '办理失败', withdrawn: '已撤销' },
  next: {
    draft: ['processing', 'awaitingPayment', 'accepted', 'success', 'failed', 'withdrawn'],
    processing: ['success', 'failed', 'awaitingPayment', 'withdrawn'],
    awaitingPayment: ['success', 'withdrawn'],
    accepted: ['success'],
    success: [],
    failed: [],
    withdrawn: [],
  },
  refusal: (from, to) => {
    if (from === 'draft' || to === 'success') return undefined;
    return from === 'success' || from === 'failed' || from === 'withdrawn' ? '该申请已办结，不能再次办理' : '该申请已提交，请勿重复确认';
  },
};

/** Open: the application still asks something of the customer or the insurer; at most one per policy and kind. */
export const OPEN_APPLICATION: ReadonlySet<Endorsement['status']> = new Set(['draft', 'processing', 'awaitingPayment', 'accepted']);

/** A claim: reviewed, perhaps asked for more materials, and closed paid, rejected or withdrawn by the customer. */
export const claimLifecycle: Lifecycle<Claim['status']> = {
  what: '理赔案件',
  names: { reviewing: '审核中', supplement: '待补充材料', paid: '已赔付', rejected: '不予赔付', cancelled: '已撤销' },
  next: { reviewing: ['supplement', 'paid', 'rejected', 'cancelled'], supplement: ['reviewing', 'cancelled'], paid: [], rejected: [], cancelled: [] },
  refusal: (_from, to) => (to === 'cancelled' ? '该案件已结案，不能撤销' : to === 'reviewing' ? '该问题件已处理，无需重复补充' : undefined),
};

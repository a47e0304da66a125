// The lifecycles of what a customer starts: a payment order, a policy-change application, a claim. Each table
// says which status may follow which; every handler moves a record through `move` (rules/lifecycle), and the
// model-based tests check every status they observe against these tables.
import type { Claim, Endorsement, InsuranceOrder, PayOrder } from '../model';
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

/**
 * An application (投保单): opened (draft), its plan quoted, confirmed and signed with its documents read, then
 * underwritten on submission: accepted, it awaits its first premium and is issued once paid; or declined or
 * postponed. The customer may cancel it until it is issued.
 */
export const insuranceOrderLifecycle: Lifecycle<InsuranceOrder['status']> = {
  what: '投保单',
  names: { draft: '待选择方案', quoted: '待确认投保', confirmed: '待提交核保', awaitingPayment: '待支付首期保费', issued: '已承保', declined: '拒保', postponed: '延期承保', cancelled: '已撤销' },
  next: {
    draft: ['quoted', 'cancelled'],
    quoted: ['quoted', 'confirmed', 'cancelled'],
    confirmed: ['awaitingPayment', 'declined', 'postponed', 'cancelled'],
    awaitingPayment: ['issued', 'cancelled'],
    issued: [],
    declined: [],
    postponed: [],
    cancelled: [],
  },
  refusal: (from, to) => {
    if (from === 'issued') return to === 'cancelled' ? '该投保单已承保，如需解除合同，请在犹豫期内申请退保' : '该投保单已承保，无需重复办理';
    if (from === 'declined' || from === 'postponed' || from === 'cancelled') return '该投保单已办结，如需投保请重新发起';
    if (to === 'quoted') return from === 'draft' ? undefined : '投保信息已确认，不能再修改保障方案';
    if (to === 'confirmed') return from === 'draft' ? '请先完成保费试算，选择保障方案' : '投保信息已确认，请勿重复确认';
    if (to === 'awaitingPayment' || to === 'declined' || to === 'postponed') return from === 'awaitingPayment' ? '投保资料已提交核保，请勿重复提交' : '请先确认投保信息并签名';
    return to === 'issued' ? '请先支付首期保费' : undefined;
  },
};

/** Open: the application still asks something of the customer; one per customer, product and insured. */
export const OPEN_INSURANCE_ORDER: ReadonlySet<InsuranceOrder['status']> = new Set(['draft', 'quoted', 'confirmed', 'awaitingPayment']);

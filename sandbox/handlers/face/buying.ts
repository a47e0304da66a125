// Buying a policy (docs/product.md, Buying): an application names its insured (the assessed person when it comes from
// a pre-underwriting report), is refused outside the product's limits, is quoted from the plan the customer chooses,
// confirmed once its documents were read, underwritten on submission, and issued when its first premium is paid at
// the cashier. Every status moves through insuranceOrderLifecycle.
import type { Customer, InsuranceOrder, Insured, Plan, PreUnderwriting } from '../../model';
import { nextId, now, today } from '../../format';
import { conclusionNames } from '../../seed/business';
import { products, termsOf } from '../../seed/products';
import { decisionOf, eligibilityRefusal, quoteOf } from '../../rules/buying';
import { move } from '../../rules/lifecycle';
import { insuranceOrderLifecycle, OPEN_INSURANCE_ORDER, payOrderLifecycle } from '../../rules/lifecycles';
import { documentsOf, orderDecision, orderSummary, orderView, productOfOrder } from '../../views/insurance-order';
import { newPolicyNo } from '../../issue';
import { creditedChannel } from '../../seed/platform';
import { found, me, owned, type HandlerContext, type Handlers } from '../context';
import { payUrl } from './pay-orders';
import { portalUrl } from '../../../runtime/platform/base-path';

export const application = (ctx: HandlerContext, orderNo: string) =>
  owned(ctx, ctx.state.insuranceOrders.find((o) => o.orderNo === orderNo && o.customerId === me(ctx).id), '投保单');

/** The customer ('SELF') or a member of the customer's family, as an insured. */
export function insuredOf(ctx: HandlerContext, customer: Customer, personId: string): Insured {
  if (personId === 'SELF') {
    const { realName: name, sex, birthday, occupationCode } = customer;
    return { personId, name, relation: '00', sex, birthday, occupationCode };
  }
  const member = owned(ctx, ctx.state.familyMembers.find((m) => m.memberId === personId && m.customerId === customer.id), '家庭成员');
  return { personId, name: member.name, relation: member.relation, sex: member.sex, birthday: member.birthday, occupationCode: member.occupationCode };
}

/** The person's newest concluded assessment: what underwriting reads when the application names none, and on submission. */
const newestRecord = (ctx: HandlerContext, personId: string): PreUnderwriting | undefined =>
  ctx.state.preUnderwriting.filter((r) => r.customerId === me(ctx).id && r.personId === personId && r.conclusion).sort((a, b) => b.createTime.localeCompare(a.createTime))[0];

/** A conclusion that stops the application: its name, reason and what to do. */
const stopMessage = (record: PreUnderwriting) => {
  const decision = decisionOf(record);
  return `${record.insuredName}的预核保结论为${conclusionNames[decision.conclusion].split('：')[0]}：${decision.reason}，暂不能在线投保。${decision.advice}`;
};

/** The plan from a request, numbers as numbers. */
const planOf = (source: Record<string, unknown>): Plan => ({
  sumInsured: Number(source.sumInsured), coverPeriod: String(source.coverPeriod), payPeriod: String(source.payPeriod), payMode: source.payMode as Plan['payMode'],
});

function quote(ctx: HandlerContext, target: InsuranceOrder, plan: Plan) {
  const result = quoteOf(termsOf(target.productId), productOfOrder(target).category, plan, target.insured, orderDecision(ctx.state, target), today());
  if ('refusal' in result) return ctx.fail('A0400', result.refusal);
  return result;
}

/** Only a customer whose identity is verified applies: the application names them as applicant. */
function authenticated(ctx: HandlerContext): Customer {
  const customer = me(ctx);
  if (!customer.authenticatedAt) ctx.fail('A0403', '请先完成实名认证，再为您或家人投保');
  return customer;
}

export const buyingHandlers: Handlers = {
  insuranceInit: (ctx) => {
    const customer = authenticated(ctx);
    const product = found(ctx, products.find((p) => p.productId === ctx.body.productId), '产品');
    const given = ctx.body.recordId ? owned(ctx, ctx.state.preUnderwriting.find((r) => r.recordId === ctx.body.recordId && r.customerId === customer.id), '预核保记录') : undefined;
    if (given && !given.conclusion) ctx.fail('A0409', '该预核保评估尚未提交，请先完成评估');
    if (given && ctx.body.insuredId && ctx.body.insuredId !== given.personId) ctx.fail('A0400', `预核保评估的被评估人为${given.insuredName}，被保险人须为同一人`);
    const insured = insuredOf(ctx, customer, given?.personId ?? ctx.body.insuredId ?? 'SELF');
    const refusal = eligibilityRefusal(termsOf(product.productId), insured, today());
    if (refusal) ctx.fail('A0400', refusal);
    const record = given ?? (product.preUnderwriting ? newestRecord(ctx, insured.personId) : undefined);
    if (product.preUnderwriting && !record) ctx.fail('A0400', `投保「${product.productName}」前，请先为${insured.name}完成健康告知（健康预核保）`);
    if (record && ['postpone', 'decline'].includes(record.conclusion!)) ctx.fail('A0409', stopMessage(record));
    // An open application for the same product and insured is taken up again, not doubled.
    const open = ctx.state.insuranceOrders.find((o) => o.customerId === customer.id && o.productId === product.productId && o.insured.personId === insured.personId && ['draft', 'quoted'].includes(o.status));
    // A channel is credited once: an application taken up again keeps the one it has.
    const cpsCode = creditedChannel(ctx.body.cpsCode);
    if (open) {
      if (record) open.recordId = record.recordId;
      open.cpsCode ??= cpsCode;
      return { orderNo: open.orderNo, productId: open.productId, status: open.status };
    }
    const terms = termsOf(product.productId);
    const plan: Plan = { sumInsured: terms.sumInsured.default, coverPeriod: terms.coverPeriods[0].name, payPeriod: terms.payPeriods[0].name, payMode: terms.payModes[0] };
    const target: InsuranceOrder = {
      orderNo: nextId(ctx.state, 'O'), customerId: customer.id, productId: product.productId, status: 'draft', insured, recordId: record?.recordId ?? null, plan, premium: 0,
      createdAt: now(), documentsReadAt: {}, confirmedAt: null, fileIds: [], submittedAt: null, policyNo: null, reason: null, cpsCode,
    };
    target.premium = quote(ctx, target, plan).premium;
    ctx.state.insuranceOrders.push(target);
    return { orderNo: target.orderNo, productId: target.productId, status: target.status };
  },
  insuranceQuote: (ctx) => {
    const target = application(ctx, ctx.query.orderNo);
    const plan = planOf(ctx.query);
    const decision = orderDecision(ctx.state, target);
    return { orderNo: target.orderNo, plan, ...quote(ctx, target, plan), conclusion: decision.conclusion, conclusionName: conclusionNames[decision.conclusion], exclusion: decision.exclusion };
  },
  insuranceQuoteSave: (ctx) => {
    const target = application(ctx, ctx.body.orderNo);
    const plan = planOf(ctx.body);
    const { premium } = quote(ctx, target, plan);
    move(insuranceOrderLifecycle, target, 'quoted', { plan, premium });
    return { orderNo: target.orderNo, status: target.status, premium };
  },
  insuranceInfo: (ctx) => {
    const target = application(ctx, ctx.query.orderNo);
    if ((ctx.query.productId ?? target.productId) !== target.productId) ctx.fail('A0400', '产品与投保单不一致');
    return orderView(ctx.state, target, me(ctx).realName);
  },
  insuranceDocumentRead: (ctx) => {
    const target = application(ctx, ctx.body.orderNo);
    const document = found(ctx, documentsOf(productOfOrder(target), null).find((d) => d.code === ctx.body.code), '投保文件');
    if (!OPEN_INSURANCE_ORDER.has(target.status) || target.confirmedAt) return { code: document.code, readAt: target.documentsReadAt[document.code] ?? null };
    target.documentsReadAt[document.code] ??= now();
    return { code: document.code, readAt: target.documentsReadAt[document.code] };
  },
  insuranceInfoConfirm: (ctx) => {
    authenticated(ctx);
    const target = application(ctx, ctx.body.orderNo);
    if ((ctx.body.productId ?? target.productId) !== target.productId) ctx.fail('A0400', '产品与投保单不一致');
    const unread = documentsOf(productOfOrder(target), null).filter((d) => !target.documentsReadAt[d.code]);
    if (target.status === 'quoted' && unread.length > 0) ctx.fail('A0400', `请先阅读${unread.map((d) => d.title).join('')}`);
    move(insuranceOrderLifecycle, target, 'confirmed', { confirmedAt: now() });
    return { orderNo: target.orderNo, confirmed: true };
  },
  insurancePayUrl: (ctx) => payUrl(ctx, portalUrl('/insurance/pay-result'), () => {
    const target = application(ctx, ctx.body.orderNo);
    if (target.status !== 'awaitingPayment') ctx.fail('A0409', target.status === 'issued' ? '该投保单已承保，请勿重复支付' : `该投保单当前为「${insuranceOrderLifecycle.names[target.status]}」，不能支付首期保费`);
    return { policyNo: target.policyNo!, amount: target.premium, pays: { kind: 'firstPremium', orderNo: target.orderNo } };
  }),
  insuranceOrderList: (ctx) => ctx.state.insuranceOrders.filter((o) => o.customerId === me(ctx).id).sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(orderSummary),
  insuranceCancel: (ctx) => {
    const target = application(ctx, ctx.body.orderNo);
    const orders = ctx.state.payOrders.filter((o) => o.pays.kind === 'firstPremium' && o.pays.orderNo === target.orderNo);
    if (orders.some((o) => o.status === 'processing')) ctx.fail('A0409', '首期保费正在等待银行确认，暂不能撤销投保单');
    move(insuranceOrderLifecycle, target, 'cancelled', { reason: '客户撤销' });
    // The first premium waiting at the cashier is closed with it: nothing can be paid for a cancelled application.
    for (const order of orders) if (order.status === 'unpaid') move(payOrderLifecycle, order, 'cancelled');
    return orderSummary(target);
  },
};

/**
 * Submission for underwriting, once the application is signed and the applicant's id card uploaded: the insured's
 * newest assessment postponing or declining stops it with the reason; otherwise it is accepted, its policy number
 * reserved, and it awaits its first premium.
 */
export function submit(ctx: HandlerContext, target: InsuranceOrder): void {
  if (target.status !== 'confirmed') return;
  const record = newestRecord(ctx, target.insured.personId);
  if (record && (record.conclusion === 'postpone' || record.conclusion === 'decline')) {
    move(insuranceOrderLifecycle, target, record.conclusion === 'postpone' ? 'postponed' : 'declined', { submittedAt: now(), reason: stopMessage(record) });
    return;
  }
  move(insuranceOrderLifecycle, target, 'awaitingPayment', { submittedAt: now(), policyNo: newPolicyNo(ctx.state) });
}

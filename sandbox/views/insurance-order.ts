// What an application (投保单) shows: its insured, plan, premium, the assessment's terms, the documents to read and
// where it stands; and the documents themselves (clauses, 投保须知, 责任免除), written from the product's data.
import type { InsuranceOrder, SandboxState } from '../model';
import { ageOn, today, yuan } from '../format';
import { conclusionNames } from '../seed/business';
import { relationNames } from '../seed/family';
import { agesText, products, termsOf, type Product } from '../seed/products';
import { decisionOf } from '../rules/buying';
import { insuranceOrderLifecycle } from '../rules/lifecycles';

/** Waiting periods of health cover, in days: illness and medical cover pays for what begins after them. */
const WAITING_DAYS: Record<string, number> = { illness: 90, medical: 30 };

/** The documents read before signing, in the order the page lists them. */
export function documentsOf(product: Product, exclusion: string | null) {
  const terms = termsOf(product.productId);
  const waiting = WAITING_DAYS[product.category];
  return [
    {
      code: 'clauses', title: `《${product.productName}条款》`,
      content: [
        `一、保险责任：${product.covers.map((c) => `${c.name}（${c.amount}）`).join('；')}。`,
        `二、投保范围：被保险人年龄${agesText(terms)}，职业类别 1-${terms.maxOccupationClass} 类。`,
        `三、保险期间：${terms.coverPeriods.map((c) => c.name).join('、')}，以保险单载明为准。`,
        `四、保险费：缴费期间 ${terms.payPeriods.map((p) => p.name).join('、')}，缴费方式 ${terms.payModes.join('、')}。`,
        '五、合同生效：首期保险费交付、本公司同意承保后，合同自次日零时起生效。',
      ].join('\n'),
    },
    {
      code: 'notice', title: '《投保须知》',
      content: [
        '1. 如实告知：投保人应如实告知被保险人的健康、职业等情况，未如实告知的，本公司有权解除合同，对合同解除前发生的保险事故不承担保险责任。',
        '2. 犹豫期：自您签收保险合同次日起 15 日内为犹豫期，犹豫期内解除合同的，本公司无息退还已交保费。',
        waiting ? `3. 等待期：合同生效（不含续保）之日起 ${waiting} 日内因疾病发生保险事故的，本公司不承担保险责任。` : '3. 等待期：本产品无等待期。',
        '4. 缴费：首期保费在线支付，续期保费到期从您授权的账户扣款，宽限期 60 日。',
      ].join('\n'),
    },
    {
      code: 'exclusions', title: '《责任免除》',
      content: [
        '因下列情形之一导致保险事故的，本公司不承担保险责任：',
        '（1）投保人对被保险人的故意杀害、故意伤害；（2）被保险人故意犯罪或抗拒依法采取的刑事强制措施；',
        '（3）被保险人主动吸食或注射毒品；（4）被保险人酒后驾驶、无合法有效驾驶证驾驶；',
        '（5）战争、军事冲突、暴乱或武装叛乱；（6）核爆炸、核辐射或核污染。',
        ...(exclusion ? [`本投保单的特别约定：根据核保结论，${exclusion}不在保障范围内。`] : []),
      ].join('\n'),
    },
  ];
}

export const productOfOrder = (order: Pick<InsuranceOrder, 'productId'>): Product => products.find((p) => p.productId === order.productId)!;
const recordOf = (state: SandboxState, order: InsuranceOrder) => state.preUnderwriting.find((r) => r.recordId === order.recordId) ?? null;
export const orderDecision = (state: SandboxState, order: InsuranceOrder) => decisionOf(recordOf(state, order));

/** Options as the quote page's pickers take them. */
const choices = (names: string[]) => names.map((name) => ({ label: name, value: name }));
/** Every 保额 the product sells, from its minimum to its maximum by its step, in 万元. */
function sumChoices({ sumInsured: { min, max, step } }: ReturnType<typeof termsOf>) {
  return Array.from({ length: (max - min) / step + 1 }, (_, index) => min + index * step).map((value) => ({ label: `${value / 10000} 万元`, value }));
}

/** One application as the list shows it. */
export function orderSummary(order: InsuranceOrder) {
  return {
    orderNo: order.orderNo, productId: order.productId, productName: productOfOrder(order).productName, insuredName: order.insured.name,
    premium: order.premium, payMode: order.plan.payMode, sumInsured: order.plan.sumInsured, status: order.status,
    statusName: insuranceOrderLifecycle.names[order.status], createdAt: order.createdAt, policyNo: order.status === 'issued' ? order.policyNo : null, reason: order.reason,
    cpsCode: order.cpsCode,
  };
}

/** The whole application, as the quote, confirmation, upload and payment pages read it. */
export function orderView(state: SandboxState, order: InsuranceOrder, applicantName: string) {
  const product = productOfOrder(order);
  const terms = termsOf(product.productId);
  const decision = orderDecision(state, order);
  const { insured } = order;
  return {
    ...orderSummary(order), applicantName,
    insured: { personId: insured.personId, name: insured.name, relationName: relationNames[insured.relation], age: ageOn(insured.birthday, today()) },
    recordId: order.recordId, conclusion: decision.conclusion, conclusionName: conclusionNames[decision.conclusion], loadingRate: decision.loadingRate, exclusion: decision.exclusion,
    plan: order.plan, payPeriod: order.plan.payPeriod,
    options: {
      sumInsured: sumChoices(terms), coverPeriods: choices(terms.coverPeriods.map((c) => c.name)), payPeriods: choices(terms.payPeriods.map((p) => p.name)), payModes: choices(terms.payModes),
    },
    documents: documentsOf(product, decision.exclusion).map((d) => ({ ...d, readAt: order.documentsReadAt[d.code] ?? null })),
    confirmed: order.confirmedAt !== null, confirmedAt: order.confirmedAt, certUploaded: order.fileIds.length > 0, submittedAt: order.submittedAt,
    reservedPolicyNo: order.policyNo, premiumText: `${yuan(order.premium)}/${order.plan.payMode === '月交' ? '月' : '年'}`,
  };
}

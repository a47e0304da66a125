// @vitest-environment node
// Buying as the insurer sells (docs/product.md, Buying): the assessed person is the insured, the product's limits are
// kept, the assessment decides the terms, the premium follows the plan, the documents are read before signing, and
// the first premium paid at the cashier issues a policy effective the next day.
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
beforeEach(() => live.sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at: '2026-11-24T10:00:00+08:00' } }));
const FACE = '/official-api/face/rest';
const get = async (path: string) => (await live.sandbox.request('GET', `${FACE}/${path}`, { headers: live.auth })).json;
const post = async (path: string, body: unknown) => (await live.sandbox.request('POST', `${FACE}/${path}`, { headers: live.auth, body })).json;
const ALL_NO = ['Q1', 'Q2', 'Q3', 'Q5'].map((code) => ({ code, value: 'N' }));

/** A concluded assessment of the person, "yes" to the questions named. */
async function assess(personId: string, yes: string[] = []): Promise<string> {
  const answers = [...ALL_NO.map((a) => ({ ...a, value: yes.includes(a.code) ? 'Y' : 'N' })), { code: 'Q4', value: '165/55' }];
  const { data } = await post('pre-underwriting/evaluation/save', { questionnaireCode: 'PRE_UW_HEALTH', personId, answers });
  await post('pre-underwriting/next', { recordId: data.recordId, answers });
  return data.recordId;
}

const PLAN = { sumInsured: 300000, coverPeriod: '终身', payPeriod: '20 年交', payMode: '年交' };
const quote = (orderNo: string, plan: Record<string, unknown> = PLAN) => get(`insurance/quote?${new URLSearchParams({ orderNo, ...plan } as Record<string, string>)}`);

/** An application for 王丽 from her assessment with one finding (加费 50%), quoted on PLAN. */
async function quotedForWangLi(): Promise<string> {
  const recordId = await assess('M001', ['Q1']);
  const { data } = await post('insurance/init', { productId: 'HT2601', recordId });
  await post('insurance/quote', { orderNo: data.orderNo, ...PLAN });
  return data.orderNo;
}

async function readAndConfirm(orderNo: string) {
  for (const code of ['clauses', 'notice', 'exclusions']) await post('insurance/document-read', { orderNo, code });
  return post('insurance/info-confirm', { orderNo });
}

describe('the insured', () => {
  it('is the person the assessment was for: 王丽 from her report, not the customer', async () => {
    const recordId = await assess('M001', ['Q1']);
    expect((await get(`pre-underwriting/record/info?recordId=${recordId}`)).data).toMatchObject({ personId: 'M001', insuredName: '王丽', conclusion: 'extra', loadingRate: 50 });
    const started = await post('insurance/init', { productId: 'HT2601', recordId });
    expect(started.data.status).toBe('draft');
    expect((await get(`insurance/info?orderNo=${started.data.orderNo}`)).data).toMatchObject({
      applicantName: '李明轩', insuredName: '王丽', insured: { personId: 'M001', name: '王丽', relationName: '配偶', age: 38 }, recordId, conclusion: 'extra', loadingRate: 50,
    });
    expect(await post('insurance/init', { productId: 'HT2601', recordId, insuredId: 'SELF' })).toMatchObject({ code: 'A0400', message: '预核保评估的被评估人为王丽，被保险人须为同一人' });
  });

  it('is refused outside the product\'s ages, naming the limit', async () => {
    const recordId = await assess('M002');
    expect(await post('insurance/init', { productId: 'HT2601', recordId })).toMatchObject({ code: 'A0400', message: '被保险人年龄须在出生满 28 天至 55 周岁之间，李建国现年 68 周岁，暂不能投保该产品' });
    expect(await post('insurance/init', { productId: 'HT2401', insuredId: 'M003' })).toMatchObject({ message: '被保险人年龄须在18 至 65 周岁之间，李小雨现年 10 周岁，暂不能投保该产品' });
    expect((await get('product/detail?productId=HT2601')).data.ages).toBe('出生满 28 天至 55 周岁');
  });

  it('of a product asking for health questions needs an assessment; a customer not yet authenticated is asked for it first', async () => {
    expect(await post('insurance/init', { productId: 'HT2601', insuredId: 'M003' })).toMatchObject({ code: 'A0400', message: '投保「鸿泰康宁重大疾病保险」前，请先为李小雨完成健康告知（健康预核保）' });
    const stranger = await live.sandbox.login('13912340000');
    const reply = await live.sandbox.request('POST', `${FACE}/insurance/init`, { headers: { Authorization: `Bearer ${stranger}` }, body: { productId: '10072' } });
    expect(reply.json).toMatchObject({ code: 'A0403', message: '请先完成实名认证，再为您或家人投保' });
  });
});

describe('the assessment decides', () => {
  it('a loading is in the premium: 300,000 at 38 is 300 × 13 = 3,900 a year, 5,850 with 50% 加费, 526.50 a month', async () => {
    const orderNo = await quotedForWangLi();
    expect((await quote(orderNo)).data).toMatchObject({ rate: 13, standardPremium: 3900, loadingRate: 50, annualPremium: 5850, premium: 5850, conclusion: 'extra' });
    expect((await quote(orderNo, { ...PLAN, payMode: '月交' })).data.premium).toBe(526.5);
    expect((await quote(orderNo, { ...PLAN, coverPeriod: '至 70 周岁', payPeriod: '10 年交' })).data.standardPremium).toBe(5265);
    expect((await get(`insurance/info?orderNo=${orderNo}`)).data).toMatchObject({ status: 'quoted', premium: 5850, plan: PLAN });
  });

  it('a plan outside the product\'s options is refused with the options', async () => {
    const orderNo = await quotedForWangLi();
    expect(await quote(orderNo, { ...PLAN, sumInsured: 600000 })).toMatchObject({ code: 'A0400', message: '保额须在 10 万元至 50 万元之间，按 5 万元递增' });
    expect(await quote(orderNo, { ...PLAN, sumInsured: 320000 })).toMatchObject({ message: '保额须在 10 万元至 50 万元之间，按 5 万元递增' });
    expect(await quote(orderNo, { ...PLAN, payPeriod: '5 年交' })).toMatchObject({ message: '请选择产品提供的缴费期间：20 年交、10 年交、30 年交' });
  });

  it('an exclusion is named on the quote and in 责任免除', async () => {
    const recordId = await assess('SELF', ['Q2', 'Q5']);
    const { data } = await post('insurance/init', { productId: 'HT2601', recordId });
    const exclusion = '高血压、糖尿病、心脏病及其并发症；因吸烟、饮酒导致的疾病';
    expect((await quote(data.orderNo)).data).toMatchObject({ conclusion: 'exclusion', exclusion, loadingRate: 0 });
    const documents = (await get(`insurance/info?orderNo=${data.orderNo}`)).data.documents;
    expect(documents.find((d: { code: string }) => d.code === 'exclusions').content).toContain(`根据核保结论，${exclusion}不在保障范围内`);
  });

  it('postponement and decline stop with the reason and what to do', async () => {
    const postponed = await assess('M001', ['Q1', 'Q2', 'Q3']);
    expect(await post('insurance/init', { productId: 'HT2601', recordId: postponed })).toMatchObject({
      code: 'A0409', message: '王丽的预核保结论为延期承保：健康告知中有多项异常，需观察一段时间后再评估，暂不能在线投保。建议 6 个月后携近期体检报告重新评估，或致电客服预约人工核保。',
    });
    const declined = await assess('M001', ['Q1', 'Q2', 'Q3', 'Q5']);
    expect((await post('insurance/init', { productId: 'HT2601', recordId: declined })).message).toMatch(/^王丽的预核保结论为拒保：健康告知的情况超出本产品的承保范围/);
  });
});

describe('the application\'s lifecycle', () => {
  it('is confirmed only once quoted and its documents read, recording when; then the plan is fixed', async () => {
    const recordId = await assess('M001', ['Q1']);
    const { data } = await post('insurance/init', { productId: 'HT2601', recordId });
    expect(await post('insurance/info-confirm', { orderNo: data.orderNo })).toMatchObject({ code: 'A0409', message: '请先完成保费试算，选择保障方案' });
    await post('insurance/quote', { orderNo: data.orderNo, ...PLAN });
    await post('insurance/document-read', { orderNo: data.orderNo, code: 'clauses' });
    expect(await post('insurance/info-confirm', { orderNo: data.orderNo })).toMatchObject({ code: 'A0400', message: '请先阅读《投保须知》《责任免除》' });
    expect((await readAndConfirm(data.orderNo)).data).toEqual({ orderNo: data.orderNo, confirmed: true });
    const info = (await get(`insurance/info?orderNo=${data.orderNo}`)).data;
    expect(info).toMatchObject({ status: 'confirmed', statusName: '待提交核保', confirmedAt: '2026-11-24 10:00:00' });
    expect(info.documents.map((d: { readAt: string }) => d.readAt)).toEqual(['2026-11-24 10:00:00', '2026-11-24 10:00:00', '2026-11-24 10:00:00']);
    expect(await post('insurance/quote', { orderNo: data.orderNo, ...PLAN, sumInsured: 500000 })).toMatchObject({ code: 'A0409', message: '投保信息已确认，不能再修改保障方案' });
    expect(await post('insurance/info-confirm', { orderNo: data.orderNo })).toMatchObject({ message: '投保信息已确认，请勿重复确认' });
  });

  it('submitted, awaits its first premium; paid at the cashier, it is a policy effective the next day in 我的保单', async () => {
    const orderNo = await quotedForWangLi();
    expect(await post('insurance/pay-url', { orderNo, idempotencyKey: orderNo, payMethod: 'card', bankAccountId: 'BA001' })).toMatchObject({ code: 'A0409', message: '该投保单当前为「待确认投保」，不能支付首期保费' });
    await readAndConfirm(orderNo);
    expect((await post('insurance/upload-confirm', { orderNo, fileIds: ['F-DEMO-ID'] })).data).toMatchObject({ status: 'awaitingPayment' });
    const { reservedPolicyNo } = (await get(`insurance/info?orderNo=${orderNo}`)).data;
    expect(reservedPolicyNo).toMatch(/^8620261124\d{6}$/);

    const paying = await post('insurance/pay-url', { orderNo, idempotencyKey: orderNo, payMethod: 'card', bankAccountId: 'BA001', returnUrl: '/official/insurance/pay-result' });
    const cashier = await live.sandbox.request('GET', `/official-api/__sandbox/cashier?orderId=${paying.data.orderId}`);
    expect(cashier.json.data ?? cashier.json).toMatchObject({ amount: 5850, policyNo: reservedPolicyNo, productName: '鸿泰康宁重大疾病保险', subject: '首期保费' });
    await live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId: paying.data.orderId, outcome: 'success' } });
    await get(`pay/result/${paying.data.orderId}`);
    expect((await get(`pay/result/${paying.data.orderId}`)).data).toMatchObject({ status: 'success', policyNo: reservedPolicyNo, productName: '鸿泰康宁重大疾病保险' });

    const listed = (await get('insurance/orders')).data.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(listed).toMatchObject({ status: 'issued', statusName: '已承保', policyNo: reservedPolicyNo, insuredName: '王丽', premium: 5850 });
    const policy = (await get('policy/list?state=all')).data.find((p: { policyNo: string }) => p.policyNo === reservedPolicyNo);
    expect(policy).toMatchObject({ productName: '鸿泰康宁重大疾病保险', insuredName: '王丽', effectiveDate: '2026-11-25', premium: 5850 });
    expect(await post('insurance/cancel', { orderNo })).toMatchObject({ code: 'A0409', message: '该投保单已承保，如需解除合同，请在犹豫期内申请退保' });
  });

  it('cancelled while awaiting payment, its order at the cashier is closed too', async () => {
    const orderNo = await quotedForWangLi();
    await readAndConfirm(orderNo);
    await post('insurance/upload-confirm', { orderNo, fileIds: ['F-DEMO-ID'] });
    const paying = await post('insurance/pay-url', { orderNo, idempotencyKey: orderNo, payMethod: 'card', bankAccountId: 'BA001' });
    expect((await post('insurance/cancel', { orderNo })).data).toMatchObject({ status: 'cancelled', statusName: '已撤销' });
    const choice = await live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId: paying.data.orderId, outcome: 'success' } });
    expect(choice.status).toBe(409);
  });

  it('a newer assessment postponing the insured stops the application on submission, with its reason', async () => {
    const orderNo = await quotedForWangLi();
    await readAndConfirm(orderNo);
    await assess('M001', ['Q1', 'Q2', 'Q3']);
    expect((await post('insurance/upload-confirm', { orderNo, fileIds: ['F-DEMO-ID'] })).data.status).toBe('postponed');
    expect((await get('insurance/orders')).data.find((o: { orderNo: string }) => o.orderNo === orderNo)).toMatchObject({ statusName: '延期承保', reason: expect.stringContaining('建议 6 个月后') });
  });
});

describe('the sales channel', () => {
  const orderOf = async (orderNo: string) => (await get('insurance/orders')).data.find((o: { orderNo: string }) => o.orderNo === orderNo);

  it('a known channel the customer came by is credited to the application, shown on it and in 我的投保单', async () => {
    const recordId = await assess('M001');
    const { data } = await post('insurance/init', { productId: 'HT2601', recordId, cpsCode: 'CPS-AGENT-88' });
    expect((await get(`insurance/info?orderNo=${data.orderNo}`)).data.cpsCode).toBe('CPS-AGENT-88');
    expect(await orderOf(data.orderNo)).toMatchObject({ cpsCode: 'CPS-AGENT-88' });
    // Taken up again, it keeps the channel it was credited to.
    await post('insurance/init', { productId: 'HT2601', recordId, cpsCode: 'CPS2026' });
    expect(await orderOf(data.orderNo)).toMatchObject({ cpsCode: 'CPS-AGENT-88' });
  });

  it('an unknown code is not credited, and the application goes on all the same; one without a channel takes the first it is given', async () => {
    const started = await post('insurance/init', { productId: 'HT2401', insuredId: 'SELF', cpsCode: 'BADCPS' });
    expect(started.success).toBe(true);
    expect(await orderOf(started.data.orderNo)).toMatchObject({ cpsCode: null });
    await post('insurance/init', { productId: 'HT2401', insuredId: 'SELF', cpsCode: 'CPS2026' });
    expect(await orderOf(started.data.orderNo)).toMatchObject({ cpsCode: 'CPS2026' });
  });
});

// @vitest-environment node
// A reinstatement in the sandbox: confirming the application (SMS code) never takes money; without health
// findings it awaits payment with the policy still lapsed, and only the settled payment of its one order
// (its key is the application) restores the policy, completes the application and clears the to-do.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue, confirmation, endpointUrl, signedInSandbox } from './harness';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00+08:00') });
});
afterAll(() => vi.useRealTimers());
const live = signedInSandbox();
const LAPSED_POLICY = '8620200815000321';
/** The seeded draft (the policy's one open application), and an earlier application the customer withdrew. */
const DRAFT = 'BQ20261120004';
const WITHDRAWN = 'BQ20261119001';

async function call(service: string, params: Record<string, unknown> = {}, body?: unknown) {
  const endpoint = catalogue.endpoints.get(service)!;
  const reply = await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth, body });
  return reply.json;
}
const cashier = (orderId: string, outcome: string) => live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId, outcome } });
const payResult = async (orderId: string) => (await call('face.payResult', { orderId })).data;
const policy = async () => (await call('face.policyDetail', { policyNo: LAPSED_POLICY })).data;
const record = async (businessNo: string) => (await call('face.preservationDetail', { businessNo })).data;
const payBody = (businessNo: string) => ({ businessNo, idempotencyKey: businessNo, payMethod: 'card', bankAccountId: 'BA001', returnUrl: '/official/policy-business/re/pay-result' });

/** The insured's face check (the demo customer is the lapsed policy's insured), recorded on the application. */
async function verifyInsured(businessNo: string) {
  const { bizToken } = (await call('face.livingBodyRecognition', {}, { businessType: 'ENDORSE_RE', redirectUrl: '/official/' })).data;
  await call('face.reinstatementInsuredVerify', { businessNo }, { insuredCustomerNo: 'C100001', bizToken });
}

/** Applies for the lapsed policy and confirms it with the given health answer; answers the confirm's reply. */
async function applyAndConfirm(answer: 'Y' | 'N') {
  const { businessNo } = (await call('face.reinstatementApply', {}, { policyNo: LAPSED_POLICY })).data;
  await verifyInsured(businessNo);
  await call('face.reinstatementHealthInform', { businessNo }, { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer }] });
  if (answer === 'Y') await call('face.reinstatementMedicalUpload', { businessNo }, { insuredCustomerNo: 'C100001', fileIds: ['F-DEMO-ID'] });
  return (await call('face.reinstatementConfirm', { businessNo }, await confirmation(call, 'ENDORSE_RE'))).data;
}

/** The seeded draft's insured face check and health notice without findings, then its confirmation: it then awaits payment. */
async function confirmDraft() {
  await verifyInsured(DRAFT);
  await call('face.reinstatementHealthInform', { businessNo: DRAFT }, { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer: 'N' }] });
  return call('face.reinstatementConfirm', { businessNo: DRAFT }, await confirmation(call, 'ENDORSE_RE'));
}

/** Pays an order at the cashier and reads its result until the bank has settled it. */
async function payAtCashier(orderId: string) {
  await cashier(orderId, 'success');
  await payResult(orderId);
  return payResult(orderId);
}

describe('reinstatement payment', () => {
  it('confirming awaits payment and takes nothing; the settled payment restores the policy and every view agrees', async () => {
    const confirmed = await applyAndConfirm('N');
    // A policy has one open application of a kind: applying again resumed the seeded draft.
    expect(confirmed).toMatchObject({ businessNo: DRAFT, result: '3', message: '申请已确认，补缴保费后生效' });
    expect(await record(confirmed.businessNo)).toMatchObject({ status: 'awaitingPayment', statusName: '待缴费' });
    expect(await policy()).toMatchObject({ state: 'lapsed', nextPayDate: '2026-08-15' });
    expect(await call('face.reinstatementPayDetail', { businessNo: confirmed.businessNo })).toMatchObject({
      data: { status: 'awaitingPayment', policyNo: LAPSED_POLICY, insuredName: '李明轩', lapseDate: '2026-10-15', owed: { arrears: 3600, interest: 43.2, total: 3643.2 } },
    });

    const pay = (await call('face.reinstatementPayUrl', {}, payBody(confirmed.businessNo))).data;
    expect(await payResult(pay.orderId)).toMatchObject({ status: 'unpaid', amount: 3643.2, businessNo: confirmed.businessNo });
    expect((await live.sandbox.request('GET', `/official-api/__sandbox/cashier?orderId=${pay.orderId}`)).json.data)
      .toMatchObject({ subject: '复效补缴保费及利息', returnUrl: `/official/policy-business/re/pay-result?orderId=${pay.orderId}` });
    expect(await payAtCashier(pay.orderId)).toMatchObject({ status: 'success', businessNo: confirmed.businessNo });

    expect(await policy()).toMatchObject({ state: 'valid', nextPayDate: '2027-08-15' });
    expect((await call('face.policyList', { state: 'active' })).data.map((p: { policyNo: string }) => p.policyNo)).toContain(LAPSED_POLICY);
    expect((await call('face.reinstatementList')).data).toEqual([]);
    expect(await record(confirmed.businessNo)).toMatchObject({ status: 'success', statusName: '办理成功', result: '0' });
    expect((await record(confirmed.businessNo)).progress.at(-1).description).toBe('保费及利息已补缴，保单已恢复效力');
    const todos = (await call('face.toDoList', {}, {})).data.toDoneList;
    expect(todos.map((todo: { businessType: string }) => todo.businessType)).not.toContain('REINSTATEMENT');
    // The earlier, withdrawn application stays closed: nothing can be paid for it.
    expect(await record(WITHDRAWN)).toMatchObject({ status: 'withdrawn', statusName: '已撤销' });
    expect(await call('face.reinstatementPayUrl', {}, payBody(WITHDRAWN))).toMatchObject({ success: false, code: 'A0409', message: '该复效申请当前无需缴费' });
  });

  it('resumes the open application instead of opening another, and refuses a new one while one waits for payment', async () => {
    const again = (await call('face.reinstatementApply', {}, { policyNo: LAPSED_POLICY })).data;
    expect(again.businessNo).toBe(DRAFT);
    await confirmDraft();
    expect(await call('face.reinstatementApply', {}, { policyNo: LAPSED_POLICY })).toMatchObject({
      success: false, code: 'A0409', message: `该保单已有一笔保单复效申请正在办理（受理号 ${DRAFT}，待缴费），请在办理记录中查看`,
    });
    // 办理记录 lists the one application and the earlier withdrawn one, nothing more.
    const { list } = (await call('face.preservationList', { pageNo: 1, pageSize: 20 })).data;
    expect(list.filter((r: { type: string }) => r.type === 're').map((r: { businessNo: string }) => r.businessNo)).toEqual([DRAFT, WITHDRAWN]);
  });

  it('answers the same unpaid order for the same application, and refuses to pay a paid one again', async () => {
    await confirmDraft();
    const first = (await call('face.reinstatementPayUrl', {}, payBody(DRAFT))).data;
    const again = (await call('face.reinstatementPayUrl', {}, { ...payBody(DRAFT), payMethod: 'wechat', bankAccountId: '' })).data;
    expect(again).toEqual(first);
    expect((await payResult(first.orderId)).methodName).toBe('微信支付');

    await payAtCashier(first.orderId);
    expect(await call('face.reinstatementPayUrl', {}, payBody(DRAFT))).toMatchObject({ success: false, code: 'A0409', message: '该订单已支付，请勿重复支付' });
    expect(await cashier(first.orderId, 'success')).toMatchObject({ status: 409, json: { message: '该订单已支付，请勿重复支付' } });
    expect((await policy()).nextPayDate).toBe('2027-08-15');
  });

  it('keeps the policy lapsed after a cancelled or failed payment, and a new order pays it', async () => {
    expect(await payResult('PAY20261119002')).toMatchObject({ status: 'cancelled', amount: 3643.2, businessNo: WITHDRAWN });
    await confirmDraft();
    const failed = (await call('face.reinstatementPayUrl', {}, payBody(DRAFT))).data;
    await cashier(failed.orderId, 'failed');
    expect(await policy()).toMatchObject({ state: 'lapsed' });
    expect(await record(DRAFT)).toMatchObject({ status: 'awaitingPayment' });
    const retry = (await call('face.reinstatementPayUrl', {}, payBody(DRAFT))).data;
    expect(await payAtCashier(retry.orderId)).toMatchObject({ status: 'success' });
    expect(await policy()).toMatchObject({ state: 'valid' });
  });

  it('sends health findings to review, where nothing can be paid until it is approved', async () => {
    const confirmed = await applyAndConfirm('Y');
    expect(confirmed).toMatchObject({ result: '1' });
    expect(await record(confirmed.businessNo)).toMatchObject({ status: 'processing', statusName: '审核中' });
    expect((await call('face.reinstatementPayDetail', { businessNo: confirmed.businessNo })).data.status).toBe('processing');
    expect(await call('face.reinstatementPayUrl', {}, payBody(confirmed.businessNo))).toMatchObject({ success: false, code: 'A0409', message: '该复效申请当前无需缴费' });
    expect(await policy()).toMatchObject({ state: 'lapsed' });
  });

  it('refuses to pay an application that is not confirmed yet', async () => {
    expect(await call('face.reinstatementPayUrl', {}, payBody(DRAFT))).toMatchObject({ success: false, code: 'A0409' });
  });
});

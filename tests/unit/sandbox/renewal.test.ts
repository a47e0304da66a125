// @vitest-environment node
// The sandbox cashier of a renewal payment: an order starts processing, the bank is asked at the first
// result read and has settled it by the next, and only then is the policy paid up for another year.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';

// The day the seeds are written for: the medical policy's premium (due 2026-12-01) is payable, the
// annuity's (2027-03-10) is not yet. Only Date is faked: timers and sockets run as usual.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00+08:00') });
});
afterAll(() => vi.useRealTimers());
const live = signedInSandbox();
const MEDICAL_POLICY = '8620251201000789';

async function call(service: string, params: Record<string, unknown> = {}, body?: unknown) {
  const endpoint = catalogue.endpoints.get(service)!;
  const reply = await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth, body });
  return reply.json;
}
const payResult = async (orderId: string) => (await call('face.payResult', { orderId })).data;

describe('renewal cashier', () => {
  it('settles a new order at the second result read; the policy is then no longer due', async () => {
    const due = await call('face.renewDetail', { policyNo: MEDICAL_POLICY });
    expect(due.data).toMatchObject({ premium: 1280, dueDate: '2026-12-01', payStatus: 'unpaid', bankAccount: { bankName: '中国建设银行' } });

    const pay = await call('face.renewPayUrl', {}, { policyNo: MEDICAL_POLICY, returnUrl: '/official/policy-business/renewal/pay-result' });
    expect(pay.data.payUrl).toBe(`/official/policy-business/renewal/pay-result?orderId=${pay.data.orderId}`);

    expect(await payResult(pay.data.orderId)).toMatchObject({ status: 'processing', statusName: '支付处理中', paidAt: null, amount: 1280 });
    // Still due while the bank has not answered.
    expect((await call('face.renewDetail', { policyNo: MEDICAL_POLICY })).success).toBe(true);

    const settled = await payResult(pay.data.orderId);
    expect(settled).toMatchObject({ status: 'success', statusName: '支付成功', policyNo: MEDICAL_POLICY, productName: '鸿泰安心百万医疗保险' });
    expect(settled.paidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await payResult(pay.data.orderId)).toEqual(settled);

    const after = await call('face.renewDetail', { policyNo: MEDICAL_POLICY });
    expect(after).toMatchObject({ success: false, code: 'A0409', message: '该保单当前无需缴纳续期保费，下期保费应缴日为 2027-12-01' });
    const policy = (await call('face.policyDetail', { policyNo: MEDICAL_POLICY })).data;
    expect(policy).toMatchObject({ state: 'valid', expiryDate: '2027-11-30', nextPayDate: '2027-12-01' });
  });

  it('keeps the seeded failed and unanswered orders as they are, and the policy due', async () => {
    expect(await payResult('PAY20261120001')).toMatchObject({ status: 'failed', statusName: '支付失败', paidAt: null });
    for (let read = 0; read < 3; read += 1) expect((await payResult('PAY20261122001')).status).toBe('processing');
    expect(await payResult('PAY20251128001')).toMatchObject({ status: 'success', paidAt: '2025-11-28 10:02:13' });
    expect((await call('face.renewDetail', { policyNo: MEDICAL_POLICY })).data.dueDate).toBe('2026-12-01');
  });

  it('returns to the default result page for a return address outside the app', async () => {
    const pay = await call('face.renewPayUrl', {}, { policyNo: MEDICAL_POLICY, returnUrl: 'https://evil.example/steal' });
    expect(pay.data.payUrl).toBe(`/official/policy-business/renewal/pay-result?orderId=${pay.data.orderId}`);
  });

  it('has nothing to pay on a paid-up policy, nor on one whose due date is over 60 days away', async () => {
    expect(await call('face.renewDetail', { policyNo: '8620190625000456' })).toMatchObject({ success: false, code: 'A0409', message: '该保单当前无需缴纳续期保费' });
    expect(await call('face.renewPayUrl', {}, { policyNo: '8620190625000456' })).toMatchObject({ success: false, code: 'A0409' });
    expect(await call('face.renewDetail', { policyNo: '8620210310000123' })).toMatchObject({ success: false, code: 'A0409', message: '该保单当前无需缴纳续期保费，下期保费应缴日为 2027-03-10' });
  });
});

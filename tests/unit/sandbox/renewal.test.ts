// @vitest-environment node
// A renewal payment in the sandbox: the pay-url makes one order per premium (its idempotency key), which waits
// at the stand-in cashier until the payer chooses; a paid order is processing until the bank has answered (asked
// at the first result read, settled by the next), and only then is the premium paid and the next one due.
import { describe, expect, it } from 'vitest';
import { moveClockTo, onTestDay, signedInSandbox } from './harness';

// The day the seeds are written for: the monthly annuity's premium (due 2026-12-10) is payable. Only Date is
// faked: timers and sockets run as usual.
onTestDay();
const live = signedInSandbox();
const ANNUITY = '8620210310000123';

const { call } = live;
const payResult = async (orderId: string) => (await call('face.payResult', { orderId })).data;

const cashier = async (orderId: string, outcome?: string) => (outcome
  ? live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId, outcome } })
  : live.sandbox.request('GET', `/official-api/__sandbox/cashier?orderId=${orderId}`));
const KEY = `${ANNUITY}-2026-12-10`;
const byCard = { policyNo: ANNUITY, idempotencyKey: KEY, payMethod: 'card', bankAccountId: 'BA002', returnUrl: '/official/policy-business/renewal/pay-result' };

describe('renewal payment', () => {
  it('waits at the cashier, settles a paid order at the second result read, and every view of the policy agrees', async () => {
    const due = await call('face.renewDetail', { policyNo: ANNUITY });
    expect(due.data).toMatchObject({ premium: 2000, dueDate: '2026-12-10', periodStart: '2026-12-10', periodEnd: '2027-01-09', payStatus: 'unpaid', bankAccount: { bankName: '招商银行' } });

    const pay = await call('face.renewPayUrl', {}, byCard);
    expect(pay.data.payUrl).toBe(`/official/dev/cashier?orderId=${pay.data.orderId}`);
    expect(await payResult(pay.data.orderId)).toMatchObject({ status: 'unpaid', statusName: '待支付', methodName: '中国建设银行 **** **** **** 5678' });
    expect((await cashier(pay.data.orderId)).json.data).toMatchObject({ amount: 2000, closedMessage: null, returnUrl: `/official/policy-business/renewal/pay-result?orderId=${pay.data.orderId}` });

    expect((await cashier(pay.data.orderId, 'success')).status).toBe(200);
    expect(await payResult(pay.data.orderId)).toMatchObject({ status: 'processing', statusName: '支付处理中', paidAt: null, amount: 2000 });
    // Still due while the bank has not answered, and not payable again meanwhile: the page offers the result.
    expect((await call('face.renewDetail', { policyNo: ANNUITY })).data).toMatchObject({
      dueDate: '2026-12-10', payStatus: 'paying', payStatusName: '支付确认中', canPayOnline: false, waitingOrderId: pay.data.orderId,
    });

    const settled = await payResult(pay.data.orderId);
    expect(settled).toMatchObject({ status: 'success', statusName: '支付成功', policyNo: ANNUITY, productName: '鸿泰金福年金保险', newPolicyNo: null });
    expect(settled.paidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await payResult(pay.data.orderId)).toEqual(settled);

    // Paid: the next premium, a month on, is the one due now; the payments list the paid one.
    expect((await call('face.renewDetail', { policyNo: ANNUITY })).data).toMatchObject({ dueDate: '2027-01-10' });
    // The record says how and when it was paid: online, today, not collected from the policy's card on its due date.
    expect((await call('face.policyDetail', { policyNo: ANNUITY })).data).toMatchObject({
      state: 'valid', nextPayDate: '2027-01-10',
      payments: expect.arrayContaining([{ dueDate: '2026-12-10', paidDate: '2026-11-24', amount: 2000, channelName: '中国建设银行在线支付' }, { dueDate: '2026-10-10', paidDate: '2026-10-10', amount: 2000, channelName: '招商银行代扣' }]),
    });
    expect((await call('face.policyPaymentList', { policyNo: ANNUITY, pageNo: 1, pageSize: 1 })).data).toMatchObject({ total: 70, list: [{ dueDate: '2026-12-10' }] });
  });

  it('answers the same order for the same key, and never charges a paid order twice', async () => {
    const first = (await call('face.renewPayUrl', {}, byCard)).data;
    const again = (await call('face.renewPayUrl', {}, { ...byCard, bankAccountId: 'BA001' })).data;
    expect(again).toEqual(first);
    expect((await payResult(first.orderId)).methodName).toBe('招商银行 **** **** **** 1234');

    await cashier(first.orderId, 'success');
    expect(await cashier(first.orderId, 'success')).toMatchObject({ status: 409, json: { code: 'A0409', message: '该订单已支付，请勿重复支付' } });
    expect((await cashier(first.orderId)).json.data.closedMessage).toBe('该订单已支付，请勿重复支付');
    expect(await call('face.renewPayUrl', {}, byCard)).toMatchObject({ success: false, code: 'A0409', message: '该订单已支付，请勿重复支付' });
    await payResult(first.orderId);
    await payResult(first.orderId);
    expect((await call('face.policyDetail', { policyNo: ANNUITY })).data.nextPayDate).toBe('2027-01-10');
  });

  it('closes a failed or cancelled order without charging; paying again makes a new order', async () => {
    const failed = (await call('face.renewPayUrl', {}, byCard)).data;
    await cashier(failed.orderId, 'failed');
    expect(await payResult(failed.orderId)).toMatchObject({ status: 'failed', statusName: '支付失败' });
    expect(await cashier(failed.orderId, 'success')).toMatchObject({ status: 409, json: { message: '该订单已关闭，请返回重新发起支付' } });

    const cancelled = (await call('face.renewPayUrl', {}, byCard)).data;
    expect(cancelled.orderId).not.toBe(failed.orderId);
    await cashier(cancelled.orderId, 'cancelled');
    expect(await payResult(cancelled.orderId)).toMatchObject({ status: 'cancelled', statusName: '已取消支付' });
    expect((await call('face.renewDetail', { policyNo: ANNUITY })).data.dueDate).toBe('2026-12-10');
  });

  it('pays with a card of the customer only, and refuses an unknown order at the cashier', async () => {
    expect(await call('face.renewPayUrl', {}, { ...byCard, bankAccountId: 'BA999' })).toMatchObject({ success: false });
    expect((await call('face.renewPayUrl', {}, { ...byCard, payMethod: 'wechat', bankAccountId: undefined })).data.orderId).toMatch(/^PAY/);
    expect((await cashier('PAY404')).status).toBe(404);
  });

  it('keeps the seeded paid order as it is', async () => {
    expect(await payResult('PAY20261108001')).toMatchObject({ status: 'success', paidAt: '2026-11-08 20:12:30', amount: 2000 });
  });

  it('returns to the default result page for a return address outside the app', async () => {
    const pay = await call('face.renewPayUrl', {}, { ...byCard, returnUrl: 'https://evil.example/steal' });
    expect((await cashier(pay.data.orderId)).json.data.returnUrl).toBe(`/official/policy-business/renewal/pay-result?orderId=${pay.data.orderId}`);
  });

  it('has nothing to pay on a paid-up policy, nor on one whose due date is over 60 days away', async () => {
    expect(await call('face.renewDetail', { policyNo: '8620190625000456' })).toMatchObject({ success: false, code: 'A0409', message: '该保单当前无需缴纳续期保费' });
    expect(await call('face.renewPayUrl', {}, { ...byCard, policyNo: '8620190625000456' })).toMatchObject({ success: false, code: 'A0409' });
    moveClockTo('2026-09-01');
    expect(await call('face.renewDetail', { policyNo: '8620210310000123' })).toMatchObject({ success: false, code: 'A0409', message: '该保单当前无需缴纳续期保费，下期保费应缴日为 2026-12-10' });
    moveClockTo('2026-11-24');
  });

  it('has nothing to pay on a one-year policy: it goes on by continuation, a new policy', async () => {
    expect(await call('face.renewDetail', { policyNo: '8620251201000789' })).toMatchObject({ success: false, code: 'A0409', message: '该保单当前无需缴纳续期保费' });
  });
});

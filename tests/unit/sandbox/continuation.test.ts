// @vitest-environment node
// A continuation (续保) in the sandbox: a one-year policy goes on by a new policy with a number of its own, paid
// for at the same cashier; never while a payment of it waits on the bank, and once only.
import { describe, expect, it } from 'vitest';
import { moveClockTo, onTestDay, signedInSandbox } from './harness';

// The seeded continuation's last attempt (PAY20261122001, 11-22) waits on a silent bank, which has until 11-25.
onTestDay();
const live = signedInSandbox();
const MEDICAL = '8620251201000789';

const { call } = live;
const payResult = async (orderId: string) => (await call('face.payResult', { orderId })).data;
const cashier = (orderId: string, outcome: string) => live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId, outcome } });
const payBody = { id: 'RI001', idempotencyKey: 'RI001', payMethod: 'card', bankAccountId: 'BA002', returnUrl: '/official/continuation/pay-result' };
const status = async (policyNo: string) => (await call('face.policyState', { policyNo })).data.state;

describe('continuation', () => {
  it('takes nothing while a payment of it waits on the bank, and says so on its pay page', async () => {
    expect((await call('face.reinsurancePayDetail', { id: 'RI001' })).data).toMatchObject({
      status: 'pending', policyNo: MEDICAL, premium: 1280, expiryDate: '2026-11-30', periodStart: '2026-12-01', periodEnd: '2027-11-30', waitingOrderId: 'PAY20261122001',
    });
    expect(await call('face.reinsurancePayUrl', {}, payBody)).toMatchObject({ success: false, code: 'A0409', message: '该订单已支付，请勿重复支付' });
    expect((await call('face.reinsuranceLink', { id: 'RI001' })).data.url).toBe('/official/continuation/pay?id=RI001');
  });

  it('issues a new policy with a number of its own once paid; the old one ends on its expiry and is never continued twice', async () => {
    moveClockTo('2026-11-26');
    expect(await payResult('PAY20261122001')).toMatchObject({ status: 'failed' });
    const pay = (await call('face.reinsurancePayUrl', {}, payBody)).data;
    await cashier(pay.orderId, 'success');
    await payResult(pay.orderId);
    const settled = await payResult(pay.orderId);
    expect(settled).toMatchObject({ status: 'success', policyNo: MEDICAL, amount: 1280 });
    const newPolicyNo: string = settled.newPolicyNo;
    expect(newPolicyNo).toMatch(/^8620261201\d{6}$/);

    const renewed = (await call('face.policyDetail', { policyNo: newPolicyNo })).data;
    expect(renewed).toMatchObject({ state: 'pending', stateName: '待生效', effectiveDate: '2026-12-01', expiryDate: '2027-11-30', insuredName: '王丽', inForce: false });
    expect((await call('face.policyDetail', { policyNo: MEDICAL })).data).toMatchObject({ state: 'valid', expiryDate: '2026-11-30' });
    expect((await call('face.reinsuranceCompletedList')).data).toContainEqual(expect.objectContaining({ id: 'RI001', newPolicyNo }));
    expect((await call('face.reinsurancePendingList')).data).toEqual([]);
    expect((await call('face.toDoList', {}, {})).data.toDoneList.map((t: { businessType: string }) => t.businessType)).not.toContain('RENEWAL');
    expect(await call('face.reinsurancePayUrl', {}, payBody)).toMatchObject({ success: false, code: 'A0409' });

    moveClockTo('2026-12-06');
    expect(await status(MEDICAL)).toBe('terminated');
    expect(await status(newPolicyNo)).toBe('valid');
    moveClockTo('2026-11-24');
  });

  it('leaves an expired policy continuable for 60 days after its expiry, then ends it', async () => {
    moveClockTo('2026-12-06');
    expect((await call('face.policyDetail', { policyNo: MEDICAL })).data).toMatchObject({ state: 'expired', stateName: '已满期', inForce: false, continuable: true });
    expect((await call('face.reinsurancePendingList')).data).toContainEqual(expect.objectContaining({ id: 'RI001' }));
    expect((await call('userCenter.guaranteeUserCheck')).data.policyCount).toBe(2);
    moveClockTo('2027-01-30');
    expect(await status(MEDICAL)).toBe('terminated');
    expect((await call('face.reinsurancePendingList')).data).toEqual([]);
    expect(await call('face.reinsurancePayUrl', {}, payBody)).toMatchObject({ success: false, code: 'A0404' });
    moveClockTo('2026-11-24');
  });
});

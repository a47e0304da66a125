// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const api = '/official-api/face/rest/survival-fund';
const get = (path: string) => live.sandbox.request('GET', `${api}/${path}`, { headers: live.auth });
const post = (path: string, body: Record<string, unknown>) => live.sandbox.request('POST', `${api}/${path}`, { headers: live.auth, body });

describe('survival funds', () => {
  afterEach(() => { delete process.env.SANDBOX_NOW; });

  it('refuses to deduct a fund from the premium of a paid-up policy, and says so in the fund beforehand', async () => {
    const fund = (await get('info/SF003')).json.data;
    expect(fund).toMatchObject({ status: 'toReceive', policyNo: '8620190625000456', premiumPaidUp: true, deductedPremium: null });

    const refused = await post('apply', { id: 'SF003', receiveMode: 'deduct' });
    expect(refused.json).toMatchObject({ success: false, code: 'A0409', message: '该保单已交清保费，无法抵交保费' });
    expect((await get('info/SF003')).json.data).toMatchObject({ status: 'toReceive', applyNo: null });
  });

  it('pays a fund to a bank card: apply, SMS check, confirm; then it is received and leads the record', async () => {
    const applied = await post('apply', { id: 'SF003', receiveMode: 'bank', bankAccountId: 'BA002' });
    expect(applied.json.data).toMatchObject({ status: 'applied', verified: false, statusName: '已申请，待验证', receiveModeName: '转账到银行卡', bankAccount: { bankName: '中国建设银行', cardNoShield: '**** **** **** 5678' } });
    expect(applied.json.data.applyNo).toMatch(/^SQ\d{11}$/);
    expect((await post('confirm', { id: 'SF003' })).json.message).toBe('请先完成领取申请和身份验证');
    expect((await post('id-verify', { id: 'SF003', verifyCode: '654321' })).json.message).toBe('验证码错误或已失效');
    expect((await post('id-verify', { id: 'SF003', verifyCode: '123456' })).json.data).toMatchObject({ verified: true, statusName: '已申请，待确认' });

    const received = (await post('confirm', { id: 'SF003' })).json.data;
    expect(received).toMatchObject({ status: 'received', statusName: '等待到账', arrived: false });
    expect((await get('list?status=history')).json.data[0]).toMatchObject({ id: 'SF003', statusName: '等待到账' });
    process.env.SANDBOX_NOW = `${received.receivedDate}T09:00:00+08:00`;
    expect((await get('info/SF003')).json.data).toMatchObject({ statusName: '已领取', arrived: true });
    delete process.env.SANDBOX_NOW;
    expect(received.receivedDate > received.applyDate).toBe(true);

    const history = (await get('list?status=history')).json.data;
    expect(history.map((f: { id: string }) => f.id)).toEqual(['SF003', 'SF002', 'SF001', 'SF000']);
    expect((await get('list?status=toReceive')).json.data).toEqual([]);
    // The transfer is on its way (three working days): 累计已领取 counts it once it has arrived.
    expect((await get('summary')).json.data).toMatchObject({ toReceiveAmount: 0, toReceiveCount: 0, receivedCount: 2, receivedAmount: 6000 });
  });

  it('accumulates a fund the same day, and refuses a second application', async () => {
    await post('apply', { id: 'SF003', receiveMode: 'accumulate' });
    expect((await post('apply', { id: 'SF003', receiveMode: 'bank', bankAccountId: 'BA001' })).json.message).toBe('该笔生存金已申请或已领取');
    await post('id-verify', { id: 'SF003', verifyCode: '123456' });
    const received = (await post('confirm', { id: 'SF003' })).json.data;
    expect(received).toMatchObject({ receiveMode: 'accumulate', bankAccount: null, arrived: true, receivedDate: received.applyDate });
  });

  it('promises a bank transfer confirmed on a Friday for the third working day, never for the weekend', async () => {
    process.env.SANDBOX_NOW = '2026-11-27T10:00:00+08:00';
    await post('apply', { id: 'SF003', receiveMode: 'bank', bankAccountId: 'BA001' });
    await post('id-verify', { id: 'SF003', verifyCode: '123456' });
    expect((await post('confirm', { id: 'SF003' })).json.data).toMatchObject({ applyDate: '2026-11-27', receivedDate: '2026-12-02', arrived: false });
  });

  it('tells which premium a fund received by deduction paid', async () => {
    expect((await get('info/SF000')).json.data).toMatchObject({
      status: 'received', receiveMode: 'deduct', receiveModeName: '抵交保费', receivedDate: '2023-06-25',
      deductedPremium: { dueDate: '2023-06-25', period: 5, premium: 10000 },
    });
  });
});

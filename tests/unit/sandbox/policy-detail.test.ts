// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const paymentsOf = async (policyNo: string) =>
  (await live.sandbox.request('GET', `/official-api/face/rest/policy/detail?policyNo=${policyNo}`, { headers: live.auth })).json.data.payments;

describe('a policy detail: its payment history', () => {
  it('lists one premium a period up to the next one due, newest first, with how it was paid', async () => {
    const monthly = await paymentsOf('8620210310000123');
    expect(monthly).toHaveLength(69);
    // November's was paid online two days early; October's collected from the policy's card on its due date.
    expect(monthly[0]).toEqual({ dueDate: '2026-11-10', paidDate: '2026-11-08', amount: 2000, channelName: '招商银行在线支付' });
    expect(monthly[1]).toEqual({ dueDate: '2026-10-10', paidDate: '2026-10-10', amount: 2000, channelName: '招商银行代扣' });
    expect(monthly.at(-1).dueDate).toBe('2021-03-10');
    expect((await paymentsOf('8620200815000321')).map((p: { dueDate: string }) => p.dueDate)).toEqual(['2025-08-15', '2024-08-15', '2023-08-15', '2022-08-15', '2021-08-15', '2020-08-15']);
  });

  it('lists as many premiums as the pay period for a policy paid up', async () => {
    expect(await paymentsOf('8620190625000456')).toHaveLength(5);
    expect(await paymentsOf('8620240101000654')).toEqual([{ dueDate: '2024-01-01', paidDate: '2024-01-01', amount: 298, channelName: '柜面缴费' }]);
  });
});

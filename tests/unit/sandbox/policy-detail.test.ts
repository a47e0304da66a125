// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const paymentsOf = async (policyNo: string) =>
  (await live.sandbox.request('GET', `/official-api/face/rest/policy/detail?policyNo=${policyNo}`, { headers: live.auth })).json.data.payments;

describe('a policy detail: its payment history', () => {
  it('lists one premium a year up to the next one due, newest first, with how it was paid', async () => {
    const payments = await paymentsOf('8620210310000123');
    expect(payments).toHaveLength(6);
    expect(payments[0]).toEqual({ dueDate: '2026-03-10', amount: 24000, channelName: '招商银行代扣' });
    expect(payments.at(-1).dueDate).toBe('2021-03-10');
  });

  it('lists as many premiums as the pay period for a policy paid up', async () => {
    expect(await paymentsOf('8620190625000456')).toHaveLength(5);
    expect(await paymentsOf('8620240101000654')).toEqual([{ dueDate: '2024-01-01', amount: 298, channelName: '柜面缴费' }]);
  });
});

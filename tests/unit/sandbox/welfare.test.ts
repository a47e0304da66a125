// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.request('POST', '/official-api/__sandbox/reset'));

describe('employee welfare family plans', () => {
  it('covers only the family members an order named', async () => {
    const login = await sandbox.request('POST', '/official-api/user-center/accounts/login', {
      body: { phone: '13800138000', countryCode: '86', loginType: 1, verifyCode: '123456', deviceId: 'vitest' },
    });
    const headers = { Authorization: `Bearer ${login.json.data.userToken}` };
    const order = await sandbox.request('POST', '/official-api/face/rest/agent-welfare/plan-order', { headers, body: { planCode: 'AW2026A', memberIds: ['M001'] } });
    expect(order.json.success).toBe(true);
    const risksOf = async (memberId: string) =>
      (await sandbox.request('GET', `/official-api/face/rest/agent-welfare/member-risk-info?memberId=${memberId}`, { headers })).json.data.risks;
    expect((await risksOf('M001')).length).toBeGreaterThan(0);
    expect(await risksOf('M002')).toEqual([]);
  });
});

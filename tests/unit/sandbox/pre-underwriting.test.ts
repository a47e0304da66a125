// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.request('POST', '/official-api/__sandbox/reset'));

describe('pre-underwriting drafts', () => {
  it('updates a saved draft when saved again, and refuses to change a submitted one', async () => {
    const login = await sandbox.request('POST', '/official-api/user-center/accounts/login', {
      body: { phone: '13800138000', countryCode: '86', loginType: 1, verifyCode: '123456', deviceId: 'vitest' },
    });
    const headers = { Authorization: `Bearer ${login.json.data.userToken}` };
    const save = (body: Record<string, unknown>) => sandbox.request('POST', '/official-api/face/rest/pre-underwriting/evaluation/save', {
      headers, body: { questionnaireCode: 'PRE_UW_HEALTH', personId: 'SELF', ...body },
    });
    const records = async () => (await sandbox.request('GET', '/official-api/face/rest/pre-underwriting/evaluation/list', { headers })).json.data;
    const before = (await records()).length;
    const first = (await save({ answers: [{ code: 'Q1', value: 'N' }] })).json.data.recordId;
    const again = await save({ recordId: first, answers: [{ code: 'Q1', value: 'N' }, { code: 'Q2', value: 'N' }] });
    expect(again.json.data.recordId).toBe(first);
    expect(await records()).toHaveLength(before + 1);
    expect((await save({ recordId: 'PU001', answers: [{ code: 'Q1', value: 'Y' }] })).json.message).toBe('该问卷已提交，不能再修改');
  });

  it('assesses the customer or one of the family, by id; the conclusion follows the findings', async () => {
    const headers = { Authorization: `Bearer ${await sandbox.login()}` };
    const call = (path: string, body: Record<string, unknown>) => sandbox.request('POST', `/official-api/face/rest/pre-underwriting/${path}`, { headers, body });
    const answers = (yes: number) => ['Q1', 'Q2', 'Q3', 'Q5'].map((code, index) => ({ code, value: index < yes ? 'Y' : 'N' }));
    const conclusions = [];
    for (const yes of [0, 1, 2, 3, 4]) {
      const saved = await call('evaluation/save', { questionnaireCode: 'PRE_UW_HEALTH', personId: 'M001', answers: answers(yes) });
      conclusions.push((await call('next', { recordId: saved.json.data.recordId, answers: answers(yes) })).json.data.conclusion);
    }
    expect(conclusions).toEqual(['standard', 'extra', 'exclusion', 'postpone', 'decline']);
    const list = (await sandbox.request('GET', '/official-api/face/rest/pre-underwriting/evaluation/list', { headers })).json.data;
    expect(list[0]).toMatchObject({ personId: 'M001', insuredName: '王丽', conclusion: 'decline', reason: '健康告知的情况超出本产品的承保范围' });
    expect((await call('evaluation/save', { questionnaireCode: 'PRE_UW_HEALTH', personId: 'M999', answers: answers(0) })).json.code).toBe('A0404');
  });
});

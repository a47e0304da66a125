// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let headers: Record<string, string>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.request('POST', '/official-api/__sandbox/reset');
  headers = { Authorization: `Bearer ${await sandbox.login()}` };
});

const answers = ['R1', 'R2', 'R3', 'R4'].map((code) => ({ code, value: 'Y' }));
const status = async (policyNo: string) =>
  (await sandbox.request('GET', `/official-api/face/rest/survey/status?surveyCode=REVISIT_NEW_POLICY&policyNo=${policyNo}`, { headers })).json;
const save = (policyNo: string) => sandbox.request('POST', '/official-api/face/rest/survey/save', { headers, body: { surveyCode: 'REVISIT_NEW_POLICY', policyNo, answers } });

describe('the call-back (回访) of a new policy', () => {
  it('is answered once per policy', async () => {
    expect((await status('8620251201000789')).data.completed).toBe(false);
    expect((await save('8620251201000789')).json.success).toBe(true);
    expect((await status('8620251201000789')).data.completed).toBe(true);
    expect((await status('8620210310000123')).data.completed).toBe(false);
    expect((await save('8620251201000789')).json.message).toBe('该保单已完成回访，感谢您的配合');
  });

  it('is refused for a policy of another customer', async () => {
    const reply = await save('8620000000000000');
    expect(reply.json.success).toBe(false);
  });
});

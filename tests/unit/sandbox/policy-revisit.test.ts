// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const answers = ['R1', 'R2', 'R3', 'R4'].map((code) => ({ code, value: 'Y' }));
const status = async (policyNo: string) =>
  (await live.sandbox.request('GET', `/official-api/face/rest/survey/status?surveyCode=REVISIT_NEW_POLICY&policyNo=${policyNo}`, { headers: live.auth })).json;
const save = (policyNo: string) => live.sandbox.request('POST', '/official-api/face/rest/survey/save', { headers: live.auth, body: { surveyCode: 'REVISIT_NEW_POLICY', policyNo, answers } });

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

// @vitest-environment node
// An occupation change says what it does before it is confirmed (the new class and the premium of each
// occupation-rated policy), and once confirmed the policy's premium is what the confirm page showed.
import { describe, expect, it } from 'vitest';
import { onTestDay, signedInSandbox } from './harness';

// The medical policy can be continued on this day: its next term costs the premium of the new class.
onTestDay();
const live = signedInSandbox();
const MEDICAL_POLICY = '8620251201000789';
const face = (method: string, path: string, body?: unknown) => live.sandbox.request(method, `/official-api/face/rest/${path}`, { headers: live.auth, body });
const apply = async (custNo: string, occupationCode: string) => (await face('POST', 'endorse/occupation/apply', { custNo, occupationCode })).json.data;

describe('occupation change', () => {
  it('shows the new class and the rated premium, and applies that premium once confirmed', async () => {
    // 王丽, a nurse (class 1), insured by the medical policy, becomes a lorry driver (class 4).
    const draft = await apply('C100002', '0401003');
    expect(draft.items).toEqual([
      { label: '被保险人职业', before: '一般职业/医疗卫生/护士', after: '交通运输业/道路运输/货车司机' },
      { label: '职业类别', before: '1 类', after: '4 类' },
      { label: '鸿泰安心百万医疗保险 每期保费', before: '¥1,280.00', after: '¥1,600.00（增加 ¥320.00）' },
    ]);
    expect((await face('POST', `endorse/occupation/confirm/${draft.businessNo}`, { verifyCode: '123456' })).json.data.result).toBe('0');
    expect((await face('GET', 'reinsurance/pending/list')).json.data[0]).toMatchObject({ policyNo: MEDICAL_POLICY, premium: 1600 });
  });

  it('says the premium does not change when no policy of the insured is priced by occupation', async () => {
    const draft = await apply('C100001', '0401003');
    expect(draft.items).toContainEqual({ label: '保费变化', before: '-', after: '保费不变（所涉保单的保费与职业类别无关）' });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const apply = (body: Record<string, unknown>) => live.sandbox.request('POST', '/official-api/face/rest/endorse/am/apply', { headers: live.auth, body: { policyNos: ['8620210310000123'], ...body } });

describe('contact change', () => {
  it('takes a new phone only with the SMS code sent to it', async () => {
    const sent = await live.sandbox.request('POST', '/official-api/face/rest/captcha', { headers: live.auth, body: { businessType: 'ENDORSE_AM', phone: '13912345678' } });
    expect(sent.json.data.phoneNoShield).toBe('*******5678');
    expect((await apply({ phone: '13912345678' })).json.message).toBe('验证码错误或已失效');
    expect((await apply({ phone: '13912345678', phoneVerifyCode: '654321' })).json.message).toBe('验证码错误或已失效');
    const accepted = await apply({ phone: '13912345678', phoneVerifyCode: '123456' });
    expect(accepted.json.data.items).toEqual([{ label: '手机号', before: expect.stringMatching(/\d{4}$/), after: '*******5678' }]);
  });

  it('needs no code for an email or address change', async () => {
    const accepted = await apply({ email: 'new@example.com' });
    expect(accepted.json.data.items[0]).toMatchObject({ label: '电子邮箱', after: 'new@example.com' });
  });

  it('refuses a "change" to what the policy already has, and lists only what does change', async () => {
    const same = await apply({ email: 'mingxuan.li@example.com' });
    expect(same.json.message).toBe('填写的联系方式与保单当前登记的一致，无需变更');
    const accepted = await apply({ email: 'mingxuan.li@example.com', address: '上海市徐汇区漕溪北路 88 号' });
    expect(accepted.json.data.items).toEqual([{ label: '联系地址', before: expect.stringContaining('张杨路'), after: '上海市徐汇区漕溪北路 88 号' }]);
  });
});

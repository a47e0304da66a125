// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.request('POST', '/official-api/__sandbox/reset'));

const LOGIN = '/official-api/user-center/accounts/login';
const IS_LOGIN = '/official-api/face/rest/user/isLogin';
const login = (body: Record<string, unknown>) => sandbox.request('POST', LOGIN, { body: { countryCode: '86', deviceId: 'vitest', ...body } });

describe('login and sessions', () => {
  it('login → token → isLogin true; an unknown token → success false', async () => {
    const reply = await login({ phone: '13800138000', loginType: 1, verifyCode: '123456' });
    expect(reply.json.data).toMatchObject({ id: 'C100001', phoneNoShield: '*******8000', accountInfoFlag: 'alreay' });
    const ok = await sandbox.request('GET', IS_LOGIN, { headers: { Authorization: `Bearer ${reply.json.data.userToken}` } });
    expect(ok.json).toEqual({ success: true, code: '200', message: '成功', data: true });
    const unknown = await sandbox.request('GET', IS_LOGIN, { headers: { Authorization: 'Bearer forged' } });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toMatchObject({ success: false, code: '401' });
  });

  it('checks the SMS code and the password', async () => {
    expect((await login({ phone: '13800138000', loginType: 1, verifyCode: '000000' })).json.code).toBe('A0201');
    expect((await login({ phone: '13800138000', loginType: 2, password: 'Demo@2026' })).json.code).toBe('000000');
    expect((await login({ phone: '13800138000', loginType: 2, password: 'wrong-1' })).json).toMatchObject({ code: 'A0210', message: '手机号或密码错误' });
  });

  it('registers an unknown phone on its first SMS login', async () => {
    const reply = await login({ phone: '13700001234', loginType: 1, verifyCode: '123456' });
    expect(reply.json.data).toMatchObject({ accountInfoFlag: 'new', phoneNoShield: '*******1234' });
  });

  it('plays the scenario accounts', async () => {
    const bound = await login({ phone: '13900000001', loginType: 1, verifyCode: '123456' });
    expect(bound.json.code).toBe('WX_BOUNDED');
    expect(JSON.parse(Buffer.from(bound.json.message, 'base64').toString('utf8'))).toEqual({ boundPhone: '*******6601', nowPhone: '*******0001' });
    for (const [phone, code] of [['13900000002', 'PHONE_HAS_BEEN_USED'], ['13900000003', 'WX_BOUNDED_AND_PHONE_HAS_BEEN_USED'], ['13900000004', 'WX_CODE_BEEN_USED'],
      ['13900000005', 'A0132'], ['13900000006', 'A0133'], ['13900000007', 'A0134'], ['13900000008', 'C0165']]) {
      expect((await login({ phone, loginType: 1, verifyCode: '123456' })).json.code).toBe(code);
    }
  });

  it('knows the phone without a password', async () => {
    const status = await sandbox.request('GET', '/official-api/user-center/accounts/phone/13900000009');
    expect(status.json.data).toEqual({ registered: true, hasPassword: false });
    expect((await login({ phone: '13900000009', loginType: 2, password: 'Demo@2026' })).json.code).toBe('A0211');
    const reset = await sandbox.request('PUT', '/official-api/user-center/accounts/credential-reset', { body: { phone: '13900000009', verifyCode: '123456', newPassword: 'Xiaoyan2026' } });
    expect(reset.json.code).toBe('000000');
    expect((await login({ phone: '13900000009', loginType: 2, password: 'Xiaoyan2026' })).json.code).toBe('000000');
  });

  it('validates cps codes', async () => {
    expect((await sandbox.request('GET', '/official-api/platform-center/check-cps?cpsCode=CPS2026')).json.data).toBe(true);
    expect((await sandbox.request('GET', '/official-api/platform-center/check-cps?cpsCode=BADCPS')).json.data).toBe(false);
  });
});

describe('controls', () => {
  it('records the last requests of a service with their headers', async () => {
    const token = await sandbox.login();
    await sandbox.request('GET', '/official-api/face/rest/user/userInfo', { headers: { Authorization: `Bearer ${token}`, 'X-Remote-Client': 'eyJhcHBJZCI6MzAxfQ==' } });
    const reply = await sandbox.request('GET', '/official-api/__sandbox/requests?service=face.userInfo&limit=1');
    expect(reply.json.data).toHaveLength(1);
    expect(reply.json.data[0].headers).toMatchObject({ authorization: `Bearer ${token}`, 'x-remote-client': 'eyJhcHBJZCI6MzAxfQ==' });
  });

  it('keeps the analytics events, newest last', async () => {
    for (const pageCode of ['HOME_SHARE', 'ME_INFO']) {
      await sandbox.request('POST', '/official-api/analytics/events', { body: { pageCode, platform_type: 2, platform_name: 16, path: '/official/share-home' } });
    }
    const reply = await sandbox.request('GET', '/official-api/__sandbox/analytics');
    expect(reply.json.data.map((e: { pageCode: string }) => e.pageCode)).toEqual(['HOME_SHARE', 'ME_INFO']);
    expect(reply.json.data[0]).toMatchObject({ platform_type: 2, platform_name: 16, event: 'pageview' });
  });

  it('reset restores the seed and ends every session', async () => {
    const headers = { Authorization: `Bearer ${await sandbox.login()}` };
    const cards = '/official-api/customer-center/family/member/bank-account';
    const defaultCard = async (auth: Record<string, string>) => (await sandbox.request('GET', cards, { headers: auth })).json.data.find((c: { isDefault: boolean }) => c.isDefault).id;
    await sandbox.request('PUT', cards, { headers, body: { id: 'BA002', isDefault: true } });
    expect(await defaultCard(headers)).toBe('BA002');
    await sandbox.request('POST', '/official-api/__sandbox/reset');
    expect((await sandbox.request('GET', cards, { headers })).status).toBe(401);
    const fresh = { Authorization: `Bearer ${await sandbox.login()}` };
    expect(await defaultCard(fresh)).toBe('BA001');
  });

  it('summarises the state', async () => {
    const reply = await sandbox.request('GET', '/official-api/__sandbox/state');
    expect(reply.json.data.counts).toMatchObject({ policies: 8, bankAccounts: 2, familyMembers: 3 });
  });
});

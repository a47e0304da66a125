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
  const login = await sandbox.request('POST', '/official-api/user-center/accounts/login', {
    body: { phone: '13800138000', countryCode: '86', loginType: 1, verifyCode: '123456', deviceId: 'vitest' },
  });
  headers = { Authorization: `Bearer ${login.json.data.userToken}` };
});

const get = async (path: string, extra: Record<string, string> = {}) => (await sandbox.request('GET', `/official-api/${path}`, { headers: { ...headers, ...extra } })).json;

describe('beans', () => {
  it('signs in once a day, adding to the balance and the history', async () => {
    const before = (await get('face/rest/hqbean/account')).data.balance;
    const signed = await sandbox.request('POST', '/official-api/face/rest/hqbean/sign-in', { headers, body: {} });
    expect(signed.json.data).toMatchObject({ balance: before + signed.json.data.gained });
    expect((await get('face/rest/hqbean/history?type=income&pageNo=1&pageSize=1')).data.list[0]).toMatchObject({ amount: signed.json.data.gained });
    const again = await sandbox.request('POST', '/official-api/face/rest/hqbean/sign-in', { headers, body: {} });
    expect(again.json).toMatchObject({ success: false, message: '今天已经签到过了，明天再来吧' });
  });

  it('hands the customer to a partner mall only with their consent for that partner', async () => {
    expect(await get('face/rest/hqbean/mall-url?mode=mobile')).toMatchObject({ success: false, code: 'A0403', message: expect.stringContaining('畅联通信科技有限公司提供李明轩的手机号、鸿泰豆余额') });
    await sandbox.request('POST', '/official-api/user-center/consents', { headers, body: { subject: 'TP_MOBILE_TOPUP', personId: 'SELF' } });
    expect((await get('face/rest/hqbean/mall-url?mode=mobile')).success).toBe(true);
  });

  it('hands the customer to the stand-in partner mall on the same origin, with the balance to spend', async () => {
    await sandbox.request('POST', '/official-api/user-center/consents', { headers, body: { subject: 'TP_MOBILE_TOPUP', personId: 'SELF' } });
    for (const mode of ['hqbean', 'mobile']) {
      const { data } = await get(`face/rest/hqbean/mall-url?mode=${mode}`);
      const url = new URL(data.url, 'http://portal.test');
      expect(url.pathname).toBe('/official-api/stand-in/bean-mall');
      expect(url.searchParams.get('mode')).toBe(mode);
      expect(url.searchParams.get('ticket')).toMatch(/^[0-9a-f]{16}$/);
      expect(data.balance).toBe(2680);
    }
  });
});

describe('health services', () => {
  it('opens a health service on its provider\'s same-origin stand-in page once consented, and refuses a service above the member level', async () => {
    const items = (await get('health-service/vas/uj/item')).data as Array<{ itemCode: string; available: boolean }>;
    expect(items.map((i) => i.itemCode)).toEqual(expect.arrayContaining(['VAS_CONSULT', 'VAS_DOCTOR', 'VAS_CHECKUP', 'VAS_GREEN', 'VAS_RECORD', 'VAS_CHRONIC', 'VAS_MEDICINE', 'VAS_MIND']));
    expect(await get('health-service/vas/uj/item/service-url?itemCode=VAS_MIND')).toMatchObject({ code: 'A0403', message: '需先同意向心晴健康咨询有限公司提供李明轩的健康信息、姓名、手机号' });
    await sandbox.request('POST', '/official-api/user-center/consents', { headers, body: { subject: 'TP_XINQING' } });
    const open = await get('health-service/vas/uj/item/service-url?itemCode=VAS_MIND');
    expect(open.data.url).toMatch(/^\/official-api\/stand-in\/health-service\?item=VAS_MIND&ticket=[0-9a-f]{16}$/);
    const locked = items.find((i) => !i.available)!;
    expect(await get(`health-service/vas/uj/item/service-url?itemCode=${locked.itemCode}`)).toMatchObject({ message: '您当前的会员等级暂不能使用该服务' });
  });
});

describe('a partner\'s sign-on', () => {
  const partnerPage = async (code: string) => (await fetch(`${sandbox.origin}/official-api/stand-in/fanke?code=${encodeURIComponent(code)}`)).text();

  it('hands the partner a one-time code, never a token, which signs the customer in once', async () => {
    const { data } = await get('face/rest/fk/partner-auth-code');
    expect(Object.keys(data).sort()).toEqual(['code', 'expiresIn', 'redirectUrl']);
    expect(data).toMatchObject({ expiresIn: 60, redirectUrl: '/official-api/stand-in/fanke' });
    const signedOn = await partnerPage(data.code);
    expect(signedOn).toContain('您已使用鸿泰人寿账户登录');
    // The partner learns of the sign-on, never who the customer is.
    expect(signedOn).not.toMatch(/李|13800138000/);
    expect(await partnerPage(data.code)).toContain('登录授权已失效或已使用过');
    expect(await partnerPage('fanke_forged')).toContain('登录授权已失效或已使用过');
  });

  it('lets a code lapse after a minute', async () => {
    const setTime = (at: string) => sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at } });
    await setTime('2026-11-24T10:00:00+08:00');
    const { data } = await get('face/rest/fk/partner-auth-code');
    await setTime('2026-11-24T10:01:01+08:00');
    expect(await partnerPage(data.code)).toContain('登录授权已失效或已使用过');
  });
});

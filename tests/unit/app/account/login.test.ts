import { beforeEach, describe, expect, it, vi } from 'vitest';
import { login, type AccountDeps } from '../../../../runtime/app/account/login';
import { loadPersonalInfo } from '../../../../runtime/app/account/personal';
import { memorySession } from '../../core/session/memory-session';

const base64 = (value: object) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));
const refused = (code: string, message: string) => Object.assign(new Error(message), { code });

const session = memorySession();

function deps(answer: (service: string, request: { body?: unknown }) => unknown): AccountDeps & { calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  return {
    session,
    calls,
    call: vi.fn(async (service: string, request: { body?: unknown }) => { calls.push([service, request]); return answer(service, request); }),
    confirm: vi.fn(async () => true),
    toast: vi.fn(),
    navigate: vi.fn(),
    load: vi.fn(),
    site: { origin: 'https://m.hongtai-life.example', basePath: '/official', allowlist: ['https://www.hongtai-life.example'] },
    newTraceId: () => 'trace-1',
  };
}

const loginData = { umUserId: 'U1', userToken: 'tok-123', bindingNo1: 'open-1', bindingNo: 'union-1', phoneNoShield: '*******8000', id: 'C100' };

describe('login', () => {
  beforeEach(() => session.clear());

  it('logs in with an SMS code, stores the session and returns to the redirect', async () => {
    const d = deps((service) => (service === 'userCenter.login' ? loginData : { realName: '张三', hqBean: 120 }));
    await expect(login({ mode: 'sms', phone: '13800138000', verifyCode: '123456', redirect: '/policy-list?tab=valid' }, d)).resolves.toBe(true);
    expect(d.calls[0]).toEqual(['userCenter.login', { body: expect.objectContaining({ phone: '13800138000', countryCode: '86', loginType: 1, verifyCode: '123456', traceRequest: 'trace-1', deviceId: session.store.user.visitorId }), feedback: 'inline' }]);
    expect(session.store.user.accessToken).toBe('tok-123');
    expect(session.store.customerId).toBe('C100');
    expect(session.store.accountInfoFlag).toBe('alreay');
    expect(session.store.personal.realName).toBe('张三');
    expect(d.navigate).toHaveBeenCalledWith('/policy-list?tab=valid', true);
  });

  it('sends a phone without a password to set one', async () => {
    const d = deps(() => ({ registered: true, hasPassword: false }));
    await expect(login({ mode: 'password', phone: '13900000001', password: 'x' }, d)).resolves.toBe(false);
    expect(d.navigate).toHaveBeenCalledWith('/me/settings-password', false, { phone: '13900000001', countryCode: '86' });
    expect(d.calls.map(([s]) => s)).toEqual(['userCenter.phonePasswordStatus']);
  });

  it.each([
    ['WX_BOUNDED', '当前微信已绑定尾号为6601的账号，如需使用尾号为8000的账号，请切换账号'],
    ['PHONE_HAS_BEEN_USED', '尾号为8000的账号已在其他微信登录，如需在当前微信使用该账号，请切换账号'],
    ['WX_BOUNDED_AND_PHONE_HAS_BEEN_USED', '当前微信已绑定尾号为6601的账号，且尾号为8000的账号已在其他微信登录，如需在当前微信使用尾号为8000的账号，请切换账号'],
  ])('%s asks to switch account and opens the change-account page by a full load', async (code, text) => {
    const d = deps(() => { throw refused(code, base64({ boundPhone: '*******6601', nowPhone: '*******8000' })); });
    await expect(login({ mode: 'sms', phone: '13800138000', verifyCode: '123456' }, d)).resolves.toBe(false);
    expect(d.confirm).toHaveBeenCalledWith({ title: '提示', message: text, confirmText: '切换账号', cancelText: '取消' });
    const url = new URL((d.load as ReturnType<typeof vi.fn>).mock.calls[0][0], 'https://x');
    expect(url.pathname).toBe('/official/change-account');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ failCode: code, boundPhone: '*******6601', nowPhone: '*******8000', countryCode: '86' });
  });

  it('never prompts a switch for loginType 14', async () => {
    const d = deps(() => { throw refused('WX_BOUNDED', 'eyJ9'); });
    await login({ mode: 'sms', phone: '13800138000', verifyCode: '123456', loginType: 14 }, d);
    expect(d.confirm).not.toHaveBeenCalled();
    expect(d.toast).toHaveBeenCalled();
  });

  it('raises WX_CODE_BEEN_USED with its code', async () => {
    const d = deps(() => { throw refused('WX_CODE_BEEN_USED', '授权码已使用'); });
    await expect(login({ mode: 'sms', phone: '1', verifyCode: '123456' }, d)).rejects.toMatchObject({ code: 'WX_CODE_BEEN_USED' });
  });

  it.each([
    ['A0132', '该微信已绑定其他账号，请使用已绑定的手机号登录'],
    ['A0133', '该手机号已被其他微信绑定，请更换手机号或联系客服'],
    ['A0134', '该微信与手机号均已被其他账号绑定，请联系在线客服或拨打客服热线'],
    ['C0165', '微信授权码已被使用，请重新进入页面'],
    ['E9999', '验证码错误或已过期'],
  ])('%s is told as a toast', async (code, text) => {
    const d = deps(() => { throw refused(code, '验证码错误或已过期'); });
    await login({ mode: 'sms', phone: '1', verifyCode: '123456' }, d);
    expect(d.toast).toHaveBeenCalledWith({ message: text, kind: 'info' });
  });

  it('loading personal info without a token fails with 请先登录', async () => {
    await expect(loadPersonalInfo(session, async () => ({}))).rejects.toThrow('请先登录');
  });
});

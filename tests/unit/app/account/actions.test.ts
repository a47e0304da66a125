import { describe, expect, it, vi } from 'vitest';
import { runAction, type ActionHost } from '../../../../runtime/core/actions';
import { portalExtensions } from '../../../../runtime/app/extensions';
import { applyLogin } from '../../../../runtime/app/account/account-session';
import { memorySession } from '../../core/session/memory-session';

function fakeHost(): ActionHost {
  return {
    session: memorySession(),
    site: { origin: 'https://portal.example', basePath: '/official', allowlist: [] },
    navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn(), toast: vi.fn(),
    inMessagingApp: false, openDocument: vi.fn(), copyText: vi.fn(async () => true),
    alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true),
    setState: vi.fn(), reload: vi.fn(async () => undefined),
    callService: vi.fn(async () => null), share: vi.fn(async () => ({ shared: true, link: 'https://portal.example/official/' })), track: vi.fn(),
  };
}

const extensions = portalExtensions();
const run = (step: { action: string; [arg: string]: unknown }, host: ActionHost) => runAction(step, {}, { extensions, host });

describe('account actions reach the session through their host', () => {
  it('logout ends the host\'s session and opens the login page', async () => {
    const host = fakeHost();
    applyLogin(host.session, { userToken: 'tok-1', umUserId: 'U1' });
    await run({ action: 'logout' }, host);
    expect(host.session.store.loggedIn).toBe(false);
    expect(host.navigate).toHaveBeenCalledWith('/login', { replace: true, query: undefined });
  });

  it('agent mode and elderly mode change the host\'s session', async () => {
    const host = fakeHost();
    applyLogin(host.session, { userToken: 'tok-1', umUserId: 'U1' });
    await run({ action: 'enterAgentMode', token: 'agent-1', agentCode: 'A1', agentName: '张伟' }, host);
    await run({ action: 'setElderlyMode', on: true }, host);
    expect(host.session.store.user.agent).toEqual({ code: 'A1', name: '张伟' });
    expect(host.session.store.elderlyMode).toBe(true);
    await run({ action: 'exitAgentMode' }, host);
    expect(host.session.store.user.agentToken).toBeUndefined();
  });

  it('login loads its flow at the tap, and offline tells the customer so instead of failing the page', async () => {
    const host = fakeHost();
    vi.mocked(host.callService).mockResolvedValueOnce({ userToken: 'tok-1', umUserId: 'U1' });
    expect(await run({ action: 'login', mode: 'sms', phone: '13800138000', verifyCode: '123456' }, host)).toBe(true);
    expect(host.session.store.loggedIn).toBe(true);

    vi.resetModules();
    vi.doMock('../../../../runtime/app/account/login', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const offline = fakeHost();
    const { portalExtensions: fresh } = await import('../../../../runtime/app/extensions');
    expect(await runAction({ action: 'login', mode: 'sms', phone: '13800138000', verifyCode: '123456' }, {}, { extensions: fresh(), host: offline })).toBe(false);
    expect(offline.toast).toHaveBeenCalledWith({ message: '网络连接失败，请检查网络后重试', kind: 'info' });
    expect(offline.callService).not.toHaveBeenCalled();
    vi.doUnmock('../../../../runtime/app/account/login');
  });
});

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
});

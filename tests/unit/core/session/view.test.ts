import { describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { sessionView } from '../../../../runtime/core/session/view';
import { memorySession } from './memory-session';

describe('the session view pages read', () => {
  it('shows a signed-in customer helped by an agent without any token, id or stored value', () => {
    const session = memorySession();
    session.setAccessToken('customer-token-7f3a');
    session.store.user.userId = 'U2026000101';
    session.store.personal = { ...session.store.personal, realName: '李明轩', certificateNoShield: '3205**********3029' };
    session.enterAgentMode('agent-token-91c2', { code: 'A1024', name: '王芳' });
    const view = sessionView(snapshot(session.store));
    expect(view).toEqual({ loggedIn: true, elderlyMode: false, agentMode: true, name: '李明轩', agent: { code: 'A1024', name: '王芳' } });
    const text = JSON.stringify(view);
    for (const secret of ['customer-token-7f3a', 'agent-token-91c2', 'U2026000101', session.store.user.visitorId, '3205']) expect(text).not.toContain(secret);
  });

  it('shows a visitor as signed out, with no agent and no name, and cannot be written to', () => {
    const session = memorySession();
    session.setElderlyMode(true);
    const view = sessionView(snapshot(session.store));
    expect(view).toEqual({ loggedIn: false, elderlyMode: true, agentMode: false, name: '', agent: { code: '', name: '' } });
    expect(() => Object.assign(view, { loggedIn: true })).toThrow(TypeError);
  });

  it('ends agent mode with the session: after a 401 the agent is no longer shown', () => {
    const session = memorySession();
    session.setAccessToken('customer-token-7f3a');
    session.enterAgentMode('agent-token-91c2', { code: 'A1024' });
    expect(sessionView(snapshot(session.store)).agent).toEqual({ code: 'A1024', name: '' });
    session.clear();
    expect(sessionView(snapshot(session.store))).toMatchObject({ loggedIn: false, agentMode: false, agent: { code: '', name: '' } });
  });
});

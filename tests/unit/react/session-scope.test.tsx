import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import type { ReactWidgetSpec, WidgetProps } from '../../../runtime/react/types';
import { memorySession } from '../core/session/memory-session';
import { renderPage } from './render-page';

const Label = ({ props, emit }: WidgetProps<{ text: string }>) => <p onClick={() => void emit('click')}>{props.text}</p>;
const widgets: ReactWidgetSpec[] = [{ type: 'label', schema: async () => ({ default: {} }), events: ['click'], load: async () => ({ default: Label as never }) }];

/** A customer signed in with a handed-over token, helped by an agent: the portal's session, read as the portal reads it. */
function agentSession() {
  const session = memorySession();
  session.setAccessToken('customer-token-7f3a');
  session.enterAgentMode('agent-token-91c2', { code: 'A1024', name: '王芳' });
  return { session, useSession: () => useSnapshot(session.store) };
}

afterEach(cleanup);

describe('the session in a page\'s expressions', () => {
  it('shows what the view holds and follows it: the agent card goes when agent mode ends', async () => {
    const { session, useSession } = agentSession();
    await renderPage({ body: [
      { type: 'label', props: { text: '{{ session.loggedIn ? \'已登录\' : \'未登录\' }}' } },
      { type: 'label', visibleWhen: '{{ session.agentMode }}', props: { text: '顾问{{ session.agent.name }}（工号 {{ session.agent.code }}）正在协助您' } },
    ] }, widgets, { session, useSession, dev: false });
    expect(screen.getByText('已登录')).toBeTruthy();
    expect(screen.getByText('顾问王芳（工号 A1024）正在协助您')).toBeTruthy();
    act(() => session.exitAgentMode());
    await waitFor(() => expect(screen.queryByText(/正在协助您/)).toBeNull());
  });

  it('gives a tracking parameter written to read a token nothing of it, nor a text shown on the page', async () => {
    const { session, useSession } = agentSession();
    const track = vi.fn();
    const reads = '{{ session.user.accessToken }}{{ session.user.agentToken }}{{ session.accessToken }}{{ session.agent.token }}';
    await renderPage({ body: [
      { type: 'label', props: { text: '统计' }, onClick: { action: 'track', event: 'share_tap', params: { who: reads } } },
      { type: 'label', props: { text: `凭证：${reads}` } },
    ] }, widgets, { session, useSession, track, dev: false });
    fireEvent.click(screen.getByText('统计'));
    await waitFor(() => expect(track).toHaveBeenCalledWith('share_tap', expect.objectContaining({ who: '' })));
    expect(screen.getByText('凭证：')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { handOverToken } from '../../../runtime/app/token-handoff';
import { memorySession } from '../core/session/memory-session';

async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const session = memorySession();
  const entries = window.history.length;
  handOverToken(session);
  return { token: session.accessToken(), entries, after: window.history.length };
}

describe('hand-over token', () => {
  it('takes ?t= out of the address the app opened at, keeping the rest and the fragment, without a history entry', async () => {
    const { token, entries, after } = await openAt('/official/share-home?from=wx&t=tok%2B1#notice');
    expect(token).toBe('tok+1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/official/share-home?from=wx#notice');
    expect(after).toBe(entries);
  });

  it('leaves an address without t as it is', async () => {
    const { token } = await openAt('/official/about-us?tab=1#top');
    expect(token).toBeUndefined();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/official/about-us?tab=1#top');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.resetModules();
});

async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const { handOverToken } = await import('../../../runtime/app/token-handoff');
  const { getAccessToken } = await import('../../../runtime/core/session');
  const entries = window.history.length;
  handOverToken();
  return { token: getAccessToken(), entries, after: window.history.length };
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

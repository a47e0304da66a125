// The console's calls: JSON out as JSON, a file (a picture) out as it is with its own type, the session's
// CSRF token on both.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, setClientHooks } from '../../../../../studio/console/api-client/client';

afterEach(() => vi.unstubAllGlobals());

describe('a write to the publishing service', () => {
  const sent = () => {
    const fetch = vi.fn(async (..._: unknown[]) => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    setClientHooks({ csrfToken: () => 'token-1', onSessionEnded: () => undefined });
    return () => fetch.mock.calls[0][1] as RequestInit & { headers: Record<string, string> };
  };

  it('sends an object as JSON', async () => {
    const request = sent();
    await post('pages', { kind: 'info' });
    expect(request().body).toBe('{"kind":"info"}');
    expect(request().headers).toMatchObject({ 'Content-Type': 'application/json', 'X-CSRF-Token': 'token-1' });
  });

  it('sends a file as it is, with its type', async () => {
    const request = sent();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });
    await post('assets/images', file);
    expect(request().body).toBe(file);
    expect(request().headers).toMatchObject({ 'Content-Type': 'image/png', 'X-CSRF-Token': 'token-1' });
  });
});

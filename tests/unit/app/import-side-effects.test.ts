import { afterEach, describe, expect, it, vi } from 'vitest';

// The runtime's modules only declare: the session, the service client and the router are made by the
// composition root when the entry point calls it. Importing them must not so much as look storage up.
const MODULES = [
  () => import('../../../runtime/core/session'),
  () => import('../../../runtime/core/state/storage'),
  () => import('../../../runtime/core/state/drafts'),
  () => import('../../../runtime/core/actions'),
  () => import('../../../runtime/core/guard'),
  () => import('../../../runtime/http/client'),
  () => import('../../../runtime/app/account/actions'),
  () => import('../../../runtime/app/account/account-session'),
  () => import('../../../runtime/app/extensions'),
  () => import('../../../runtime/app/token-handoff'),
  () => import('../../../runtime/app/services'),
  () => import('../../../runtime/app/router'),
  () => import('../../../runtime/app/portal'),
  () => import('../../../runtime/app/App'),
];

afterEach(() => vi.restoreAllMocks());

describe('importing the runtime', () => {
  it('reads and writes no storage: the session is made, not imported', async () => {
    vi.resetModules();
    const lookups = [vi.spyOn(globalThis, 'localStorage', 'get'), vi.spyOn(globalThis, 'sessionStorage', 'get')];
    const calls = (['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const).map((method) => vi.spyOn(Storage.prototype, method));
    for (const load of MODULES) await load();
    expect([...lookups, ...calls].map((spy) => spy.mock.calls.length)).toEqual(Array(lookups.length + calls.length).fill(0));
  });

  it('sees storage looked up once a session is made (the spies above would notice)', async () => {
    vi.resetModules();
    const lookup = vi.spyOn(globalThis, 'localStorage', 'get');
    const { createSession } = await import('../../../runtime/core/session');
    const { browserStorage } = await import('../../../runtime/core/state/storage');
    const { blankAccount } = await import('../../../runtime/app/account/account-session');
    createSession(browserStorage, blankAccount);
    expect(lookup).toHaveBeenCalled();
  });
});

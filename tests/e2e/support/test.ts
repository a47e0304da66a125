// `test` with a sandbox world of its own per test (sandbox/README.md, Clients): the browser context carries
// the client cookie, so the app's own requests reach that world, and the `request` fixture carries the
// client header, so loginToken, injectFault, analyticsEvents… act on the same world. Tests may then run
// in parallel without seeing each other's faults, sessions or data; the world is dropped afterwards.
import { randomUUID } from 'node:crypto';
import { test as base, type BrowserContext } from '@playwright/test';
import { CLIENT_COOKIE, CLIENT_HEADER } from '../../../sandbox/client-id';

export { expect } from '@playwright/test';

/** Puts a browser context in a sandbox client's world (for contexts a test opens itself). */
export function joinSandboxClient(context: BrowserContext, client: string, baseURL: string): Promise<void> {
  return context.addCookies([{ name: CLIENT_COOKIE, value: client, url: baseURL }]);
}

export const test = base.extend<{ sandboxClient: string }>({
  sandboxClient: async ({ baseURL }, use, testInfo) => {
    const client = `e2e-${testInfo.workerIndex}-${randomUUID()}`;
    await use(client);
    // Frees the world now; one that cannot be dropped (the server is gone) goes once idle anyway.
    await fetch(new URL('/official-api/__sandbox/client', baseURL), { method: 'DELETE', headers: { [CLIENT_HEADER]: client } }).catch(() => undefined);
  },
  context: async ({ context, sandboxClient, baseURL }, use) => {
    await joinSandboxClient(context, sandboxClient, baseURL!);
    await use(context);
  },
  request: async ({ playwright, baseURL, extraHTTPHeaders, sandboxClient }, use) => {
    // Connection: close — a harness call often comes long after the last (a test walks pages in between),
    // when the server may just be closing the idle keep-alive socket, and reusing it reads ECONNRESET.
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...extraHTTPHeaders, [CLIENT_HEADER]: sandboxClient, Connection: 'close' } });
    await use(request);
    await request.dispose();
  },
});

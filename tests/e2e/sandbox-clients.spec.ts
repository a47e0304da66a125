// Two sandbox clients side by side, as two Playwright workers are: each a browser context with the client
// cookie and a request context with the client header. Neither sees the other's faults, data or analytics,
// and the default client (no cookie: a developer's browser) sees neither.
import { randomUUID } from 'node:crypto';
import type { APIRequest, Browser } from '@playwright/test';
import { CLIENT_HEADER } from '../../sandbox/client-id';
import { analyticsEvents, injectFault, loginToken } from './support/sandbox';
import { expect, joinSandboxClient, test } from './support/test';

const COMPANY_NEWS = '鸿泰人寿荣获“年度最佳客户服务保险公司”';
const CARDS = '/official-api/customer-center/family/member/bank-account';
const MEMBERS = '/official-api/customer-center/family/member/extend';

/** A client of its own, or the default client when `named` is false. */
async function openClient(browser: Browser, apis: APIRequest, baseURL: string, named = true) {
  const id = `isolation-${randomUUID()}`;
  const context = await browser.newContext();
  if (named) await joinSandboxClient(context, id, baseURL);
  const request = await apis.newContext({ baseURL, extraHTTPHeaders: named ? { [CLIENT_HEADER]: id } : {} });
  const close = async () => {
    if (named) await request.delete('/official-api/__sandbox/client');
    await Promise.all([context.close(), request.dispose()]);
  };
  return { page: await context.newPage(), request, close };
}

test('two clients injecting different faults on one service each see their own, and report it to their own analytics', async ({ browser, playwright, baseURL }) => {
  const [a, b, visitor] = await Promise.all([true, true, false].map((named) => openClient(browser, playwright.request, baseURL!, named)));
  await injectFault(a.request, { service: 'face.newsList', status: 503, message: '甲的故障' });
  await injectFault(b.request, { service: 'face.newsList', envelopeCode: 'E1001', message: '乙的故障' });

  await Promise.all([a, b, visitor].map(({ page }) => page.goto('/official/news-center')));
  await expect(a.page.getByText('甲的故障').first()).toBeVisible();
  await expect(b.page.getByText('乙的故障').first()).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: COMPANY_NEWS })).toBeVisible();
  await expect(a.page.getByText('乙的故障')).toHaveCount(0);
  await expect(b.page.getByText('甲的故障')).toHaveCount(0);

  // The app's analytics calls carry the cookie too: each problem report lands in its own client's log.
  const problems = async (request: typeof a.request) => (await analyticsEvents(request)).filter((event) => event.event === 'problem').map((event) => event.message);
  await expect.poll(() => problems(a.request)).toContain('甲的故障');
  await expect.poll(() => problems(b.request)).toContain('乙的故障');
  expect(await problems(a.request)).not.toContain('乙的故障');
  expect(await problems(b.request)).not.toContain('甲的故障');
  expect(await problems(visitor.request)).not.toContain('甲的故障');
  await Promise.all([a, b, visitor].map((client) => client.close()));
});

test('a family member one client removes is still there for another client and for the default client', async ({ browser, playwright, baseURL }) => {
  const [a, b, visitor] = await Promise.all([true, true, false].map((named) => openClient(browser, playwright.request, baseURL!, named)));
  const tokenA = await loginToken(a.request);
  const removed = await a.request.delete(`${MEMBERS}?memberId=M002`, { headers: { Authorization: `Bearer ${tokenA}` } });
  expect((await removed.json()).code).toBe('000000');

  await a.page.goto(`/official/family-member-list?t=${tokenA}`);
  await expect(a.page.getByRole('heading', { name: '王丽' })).toBeVisible();
  await expect(a.page.getByRole('heading', { name: '李建国' })).toHaveCount(0);
  await b.page.goto(`/official/family-member-list?t=${await loginToken(b.request)}`);
  await expect(b.page.getByRole('heading', { name: '李建国' })).toBeVisible();
  // A session belongs to the client that logged in.
  expect((await b.request.get(CARDS, { headers: { Authorization: `Bearer ${tokenA}` } })).status()).toBe(401);

  const cards = await visitor.request.get(CARDS, { headers: { Authorization: `Bearer ${await loginToken(visitor.request)}` } });
  expect((await cards.json()).data.map((card: { id: string }) => card.id)).toEqual(['BA001', 'BA002']);
  await Promise.all([a, b, visitor].map((client) => client.close()));
});

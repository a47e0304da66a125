import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { watchProblems } from './support/page-problems';
import { watchActivity } from '../../scripts/lib/settle';
import { snapshotCases } from '../../scripts/lib/snapshot-cases';

interface Route { path: string; login?: boolean; params?: Record<string, { values?: string[] }> }

const PAGES = join(import.meta.dirname, '../../pages-config/pages');
const ALLOWED_SITES: string[] = JSON.parse(readFileSync(join(import.meta.dirname, '../../pages-config/app.json'), 'utf8')).redirectAllowlist;

/** Query values a page needs to show real content (a detail page opened without its id shows little). */
const SAMPLE_QUERIES: Record<string, string> = {
  '/news-center-details': '?id=N005',
  '/public-information-details': '?id=P001',
  '/public-information-article-list': '?category=basic',
  '/change-account': '?failCode=WX_BOUNDED&boundPhone=13900001234&nowPhone=13800138000&countryCode=86',
};

/** Every concrete address of every route: each allowed value of a typed param, optional params left out too. */
function addresses(route: Route): string[] {
  let paths = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) { paths = paths.map((path) => `${path}/${segment}`); continue; }
    const name = segment.replace(/^:|\?$/g, '');
    const values = route.params?.[name]?.values ?? ['CRAWL1'];
    const optional = segment.endsWith('?');
    paths = paths.flatMap((path) => [...values.map((value) => `${path}/${value}`), ...(optional ? [path] : [])]);
  }
  return paths.map((path) => `/official${path || '/'}${SAMPLE_QUERIES[route.path] ?? ''}`);
}

const files = readdirSync(PAGES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).sort();
const read = (file: string) => ({ file: `pages-config/pages/${file}`, text: readFileSync(join(PAGES, file), 'utf8') });
const pages = files.filter((file) => !file.endsWith('.cases.json')).map(read).map(({ file, text }) => ({ file, page: JSON.parse(text) as { route: Route } }));
const routes = pages.map(({ page }) => page.route);

/**
 * Who opens which path in a state of the snapshot run (npm test runs it first): every state is opened
 * there and fails on an uncaught error, a console error or a CSP violation, so the crawl opens the rest.
 */
const snapshotted = new Set(snapshotCases(pages, files.filter((file) => file.endsWith('.cases.json')).map(read), new Set()).cases
  .filter((state) => state.faults.length === 0 && state.steps.length === 0)
  .map((state) => `${state.login === false ? 'visitor' : 'customer'} ${new URL(state.address, 'http://portal').pathname}`));
const unopened = (who: 'visitor' | 'customer') => (address: string) => !snapshotted.has(`${who} ${new URL(address, 'http://portal').pathname}`);

const everyAddress = routes.flatMap(addresses).sort();
// A visitor asking for a login-only page gets the login page before any of the page's code runs
// (guard.spec.ts): the visitor's crawl opens the pages a visitor may see.
const visitorAddresses = routes.filter((route) => !route.login).flatMap(addresses).sort();
const customerCrawl = everyAddress.filter(unopened('customer'));
const visitorCrawl = visitorAddresses.filter(unopened('visitor'));

/** Where the sandbox's partners stand in, on the portal's own origin (.env VITE_STAND_INS). */
const STAND_INS = readFileSync(join(import.meta.dirname, '../../.env'), 'utf8').match(/^VITE_STAND_INS=(.*)$/m)?.[1] ?? '';

/** Marks the page on screen before an in-app navigation: the page shown after it must be another one. */
const LEFT = 'data-crawl-left';

/**
 * Moves the running app to `address` as its router follows the browser's back and forward buttons: a
 * history entry with a key of its own, as the router's own navigations make (without one, a page at the
 * same route stays on screen, its view reused), then a popstate, which the router navigates on.
 */
async function navigateInApp(page: Page, address: string): Promise<void> {
  await page.evaluate(({ to, left }) => {
    document.querySelectorAll('main.page, .status-page').forEach((shown) => shown.setAttribute(left, ''));
    const { idx } = (history.state ?? {}) as { idx?: number };
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2), idx: (idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, { to: address, left: LEFT });
}

/**
 * Opens every address: the first with a page load, each next one inside the running app, as a customer
 * goes from page to page; a page load for each would fetch, compile and boot the app again (about a
 * second an address on a busy runner), and what it adds, the route's own document and build-time markup,
 * the snapshot run loads for every route. Each address's problems are its own: it opens once the one
 * before has settled. A hand-off page (the medical-insurance authorisation) leaves the portal for a
 * partner: in the sandbox its same-origin stand-in, which must show its page; a partner site answers
 * with an empty page here, and the site must be an allowed one. The address after it is loaded anew.
 */
async function crawl(page: Page, problems: string[], addresses: readonly string[]): Promise<string[]> {
  await page.route((url) => url.protocol === 'https:', (route) => route.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }));
  const found: string[] = [];
  let inPortal = false;
  for (const address of addresses) {
    problems.length = 0;
    const loading = watchActivity(page);
    const before = page.url();
    if (inPortal) await navigateInApp(page, address);
    else await page.goto(address);
    await loading.settled();
    const left = new URL(page.url());
    const handedOff = left.protocol === 'https:' || Boolean(STAND_INS && left.pathname.startsWith(STAND_INS));
    if (left.protocol === 'https:') expect(ALLOWED_SITES, `${address} handed off to ${left.origin}`).toContain(left.origin);
    else if (handedOff) await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
    else {
      expect(page.url(), `${address} is not the address before it`).not.toBe(before);
      await expect(page.locator(`main.page:not([${LEFT}]), .status-page:not([${LEFT}])`).first(), address).toBeVisible();
    }
    inPortal = !handedOff;
    found.push(...problems.map((problem) => `${address}  ${problem}`));
  }
  return found;
}

/** The addresses in slices, so that both workers take a share instead of one crawling them all. */
const SLICES = 2;
const sliced = (all: readonly string[]) => Array.from({ length: SLICES }, (_, index) => all.filter((_, n) => n % SLICES === index));
const slices = sliced(customerCrawl);
const visitorSlices = sliced(visitorCrawl);

test('the crawl covers more addresses than there are routes, leaving out only those a snapshot state opens', () => {
  expect(everyAddress.length).toBeGreaterThan(routes.length);
  expect(visitorAddresses).toContain('/official/about-us');
  expect(visitorAddresses).not.toContain('/official/me/info');
  // About us is a snapshot state for a visitor, not for a customer; the policy list for a customer only.
  expect(visitorCrawl).not.toContain('/official/about-us');
  expect(customerCrawl).toContain('/official/about-us');
  expect(customerCrawl).not.toContain('/official/policy-list');
});

for (const [index, addresses] of slices.entries()) {
  test.describe(`every route, slice ${index + 1} of ${SLICES}`, () => {
    // Addresses one after another, on a loaded two-core runner.
    test.describe.configure({ timeout: Math.max(120_000, addresses.length * 3_000) });

    test('opens without an uncaught error, a console error or a CSP violation, as a visitor', async ({ page }) => {
      const problems = await watchProblems(page);
      expect(await crawl(page, problems, visitorSlices[index])).toEqual([]);
    });

    test('opens without an uncaught error, a console error or a CSP violation, logged in', async ({ page, request }) => {
      const problems = await watchProblems(page);
      const loggingIn = watchActivity(page);
      await page.goto(`/official/share-home?t=${await loginToken(request)}`);
      await loggingIn.settled();
      expect(await crawl(page, problems, addresses)).toEqual([]);
    });
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { auditPage, expectNoSeriousViolations, type Violation } from './support/axe';

interface Route { path: string; login?: boolean; params?: Record<string, { values?: string[] }> }
interface PageFile { file: string; route: Route; pattern: RegExp }

const ROOT = join(import.meta.dirname, '../..');
const PAGES = join(ROOT, 'pages-config/pages');

/** Query values a page needs to show real content (as in crawl.spec.ts). */
const SAMPLE_QUERIES: Record<string, string> = {
  '/news-center-details': '?id=N005',
  '/public-information-details': '?id=P001',
  '/public-information-article-list': '?category=basic',
  '/change-account': '?failCode=WX_BOUNDED&boundPhone=13900001234&nowPhone=13800138000&countryCode=86',
};

/** Every concrete address of a route: each allowed value of a typed param, optional params left out too. */
function addresses(route: Route): string[] {
  let paths = [''];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) { paths = paths.map((path) => `${path}/${segment}`); continue; }
    const name = segment.replace(/^:|\?$/g, '');
    const values = route.params?.[name]?.values ?? ['CRAWL1'];
    paths = paths.flatMap((path) => [...values.map((value) => `${path}/${value}`), ...(segment.endsWith('?') ? [path] : [])]);
  }
  return paths.map((path) => `/official${path || '/'}${SAMPLE_QUERIES[route.path] ?? ''}`);
}

const pages: PageFile[] = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
  // QA's case files (*.cases.json) sit beside the page definitions.
  .filter((file) => file.endsWith('.json') && !file.endsWith('.cases.json'))
  .map((file) => {
    const { route } = JSON.parse(readFileSync(join(PAGES, file), 'utf8')) as { route: Route };
    const source = route.path.replace(/\/:[^/]+?(\?)?(?=\/|$)/g, (_segment, optional) => (optional ? '(?:/[^/]+)?' : '/[^/]+'));
    const pattern = new RegExp(`^/official${source}/?$`);
    return { file: relative(ROOT, join(PAGES, file)), route, pattern };
  });

/** The definition shown at the page's address now (a guard may have sent the visitor to /login). */
function shownFile(page: Page): string {
  const { pathname } = new URL(page.url());
  return pages.find((entry) => entry.pattern.test(pathname))?.file ?? `(no page definition for ${pathname})`;
}

/** Opens each address of the page (every typed param value) and audits what it shows. */
async function auditAddresses(page: Page, route: Route): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const address of addresses(route)) {
    await page.goto(address, { waitUntil: 'networkidle' });
    await expect(page.locator('main.page, .status-page').first(), address).toBeVisible();
    found.push(...await auditPage(page, { file: shownFile(page) }));
  }
  return found;
}

// Each page logged out where it allows visitors (a page needing login would only show the login page)
// and logged in; the report of a failure lists every violation of the page, not only the first.
test.describe('no serious or critical accessibility violation at phone size', () => {
  for (const entry of pages) {
    test(entry.file, async ({ page, request }, testInfo) => {
      const violations = entry.route.login === true ? [] : await auditAddresses(page, entry.route);
      await page.goto(`/official/share-home?t=${await loginToken(request)}`, { waitUntil: 'networkidle' });
      violations.push(...await auditAddresses(page, entry.route));
      await testInfo.attach('violations.json', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
      expectNoSeriousViolations(violations);
    });
  }
});

test.describe('accessibility of what opens over a page', () => {
  const gallery = 'pages-config/pages/dev/widget-gallery.json';

  test('a popup and an action sheet are named dialogs that take focus and give it back', async ({ page }) => {
    await page.goto('/official/dev/widgets', { waitUntil: 'networkidle' });
    const found: Violation[] = [];
    for (const [opener, name, closer] of [['查看保障说明', '保障说明', '关闭'], ['选择支付方式', '选择支付方式', '取消']]) {
      const button = page.getByRole('button', { name: opener });
      await button.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeFocused();
      await page.waitForTimeout(400); // the sheet's slide-in, so axe sees it in place
      found.push(...await auditPage(page, { file: gallery }));
      await dialog.getByRole('button', { name: closer, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
    expectNoSeriousViolations(found);
  });

  test('a confirm is an alert dialog of buttons that takes focus and gives it back', async ({ page, request }) => {
    await page.goto(`/official/me/info?t=${await loginToken(request)}`, { waitUntil: 'networkidle' });
    const logout = page.getByRole('button', { name: '退出登录' });
    await logout.click();
    const dialog = page.getByRole('alertdialog', { name: '退出登录' });
    await expect(dialog).toHaveAccessibleDescription('确定退出当前账号吗？');
    await expect(dialog.getByRole('button', { name: '取消' })).toBeFocused();
    expectNoSeriousViolations(await auditPage(page, { file: 'pages-config/pages/me/info.json' }));
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
  });

  test('a picker opens a named listbox that the keyboard can work', async ({ page }) => {
    await page.goto('/official/forget-password', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /国家\/地区/ }).click();
    const options = page.getByRole('listbox', { name: '国家/地区' });
    await expect(options).toBeVisible();
    await page.waitForTimeout(400);
    expectNoSeriousViolations(await auditPage(page, { file: 'pages-config/pages/account/forget-password.json' }));
    await options.getByRole('option', { selected: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(options).toBeHidden();
    await expect(page.getByRole('button', { name: /国家\/地区/ })).toContainText('中国香港');
  });
});

test.describe('focus and zoom', () => {
  test('a navigation moves focus to the new page\'s h1, without a ring after a tap; the first page keeps the browser\'s focus', async ({ page }) => {
    await page.goto('/official/about-us', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await page.getByRole('button', { name: /发展历程/ }).click();
    const heading = page.getByRole('heading', { level: 1, name: '发展历程' });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => element.matches(':focus-visible'))).toBe(false);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeFocused();
  });

  test('a page without a nav-bar has one h1, hidden, with the route\'s title; the tab bar moves focus to it', async ({ page }) => {
    await page.goto('/official/share-home', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('button', { name: '守护' }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('家庭守护');
    await expect(heading).toBeFocused();
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('fields are 16px or larger, so iOS does not zoom into them: the page itself may be zoomed', async ({ page }) => {
    for (const address of ['/official/login', '/official/forget-password']) {
      await page.goto(address, { waitUntil: 'networkidle' });
      const sizes = await page.locator('input:not([type=hidden]), textarea').evaluateAll((fields) => fields.map((field) => parseFloat(getComputedStyle(field).fontSize)));
      expect(sizes.length, address).toBeGreaterThan(0);
      expect(Math.min(...sizes), address).toBeGreaterThanOrEqual(16);
    }
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute('content', /user-scalable=no|maximum-scale/);
  });

  test('zooming in enlarges the page: the SPEC §9 root size does not shrink back', async ({ page, context }) => {
    await page.goto('/official/about-us', { waitUntil: 'networkidle' });
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const before = await rootSize();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
    await expect.poll(() => page.evaluate(() => visualViewport?.scale)).toBe(2);
    expect(await rootSize()).toBe(before);
  });
});

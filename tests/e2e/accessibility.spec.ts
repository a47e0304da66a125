import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { auditPage, expectNoSeriousViolations, type Violation } from '../../scripts/lib/accessibility-audit';

// Every state of every page is audited by the snapshot run (tests/snapshots, npm run snapshot); these tests
// audit what opens over a page, and check focus and zoom, which a still capture does not show.

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
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '守护' }).click();
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

  test("zooming in enlarges the page: the layout profile's root size does not shrink back", async ({ page, context }) => {
    await page.goto('/official/about-us', { waitUntil: 'networkidle' });
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const before = await rootSize();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
    await expect.poll(() => page.evaluate(() => visualViewport?.scale)).toBe(2);
    expect(await rootSize()).toBe(before);
  });
});

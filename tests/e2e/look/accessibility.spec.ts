import { expect, test } from '../support/test';
import { openSignedIn } from '../support/customer';
import { auditPage, formatViolations, seriousViolations } from '../../../scripts/lib/accessibility-audit';

/** The size a paragraph's text is drawn at, in device pixels: what the customer's eye sees. */
const drawnTextSize = (page: import('@playwright/test').Page) => page.evaluate(() =>
  parseFloat(getComputedStyle(document.querySelector('main p')!).fontSize) * devicePixelRatio);

test.describe('browser zoom (WCAG 1.4.4)', () => {
  test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false });

  test('zooming to 200 % draws the text twice as large', async ({ page, context }) => {
    await page.goto('/official/about-us');
    await expect(page.locator('main p').first()).toBeVisible();
    const before = await drawnTextSize(page);
    // What browser zoom does: half the CSS width, twice the pixel ratio.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setDeviceMetricsOverride', { width: 720, height: 450, deviceScaleFactor: 2, mobile: false });
    await expect.poll(() => page.evaluate(() => innerWidth)).toBe(720);
    await expect.poll(() => drawnTextSize(page)).toBeCloseTo(before * 2, 1);
  });
});

test.describe('a page opened already zoomed', () => {
  test.use({ viewport: { width: 187, height: 333 }, deviceScaleFactor: 4, isMobile: true });
  test('keeps at least the root size of the narrowest phone', async ({ page }) => {
    await page.goto('/official/about-us');
    await expect(page.locator('main p').first()).toBeVisible();
    const root = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(root).toBeCloseTo((320 * 32) / 750, 1);
  });
});

test.describe('focus', () => {
  test('every control reached by the keyboard shows a ring in the brand colour', async ({ page }) => {
    await page.goto('/official/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        const card = element.closest('.w-card--clickable');
        const shown = style.outlineStyle !== 'none' ? style : card ? getComputedStyle(card) : style;
        return { tag: element.tagName, outline: `${shown.outlineStyle} ${shown.outlineColor}` };
      });
      if (ring.tag === 'BODY') break;
      expect(ring.outline, `focused ${ring.tag}`).toBe('solid rgb(22, 93, 255)');
    }
  });

  test('after 获取验证码 the code field has focus', async ({ page }) => {
    await page.goto('/official/login');
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('textbox', { name: '图形验证码' }).fill('8888');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '验证码', exact: true })).toBeFocused();
  });
});

test.describe('elderly mode', () => {
  test('chosen once, it enlarges every page and survives a reload until switched off', async ({ page, request }) => {
    test.slow(); // five page loads
    await openSignedIn(page, request, '/policy-list');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const standard = (await title.boundingBox())!.height;

    await page.goto('/official/suitable-elderly');
    await page.getByRole('button', { name: '所有页面开启长辈模式' }).click();
    await expect(page.getByRole('button', { name: '关闭长辈模式' })).toBeVisible();
    expect(formatViolations(seriousViolations(await auditPage(page, { file: 'pages-config/pages/me/suitable-elderly.json' })))).toBe('');

    await page.goto('/official/policy-list');
    await page.reload();
    await expect(title).toBeVisible();
    expect((await title.boundingBox())!.height).toBeCloseTo(standard * 1.25, 0);

    await page.goto('/official/suitable-elderly');
    await page.getByRole('button', { name: '关闭长辈模式' }).click();
    await page.goto('/official/policy-list');
    await expect(title).toBeVisible();
    expect((await title.boundingBox())!.height).toBeCloseTo(standard, 0);
  });
});

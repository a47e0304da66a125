import { expect, joinSandboxClient, test } from './support/test';

// docs/product.md, Layout: root font size = width × root value ÷ base width, and a dpr-N class on <html>.
const cases = [
  { width: 375, height: 667, dpr: 2, fontSize: '16px', profile: 'phone' },
  { width: 768, height: 1024, dpr: 2, fontSize: '24px', profile: 'small tablet' },
  { width: 1024, height: 768, dpr: 1, fontSize: `${(1024 * 32) / 1920}px`, profile: 'large tablet (landscape)' },
  { width: 2560, height: 1440, dpr: 1, fontSize: '64px', profile: 'desktop' },
];

for (const { width, height, dpr, fontSize, profile } of cases) {
  test(`${profile} ${width}×${height} sets the root font size and dpr class`, async ({ browser, baseURL, sandboxClient }) => {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr, isMobile: false });
    await joinSandboxClient(context, sandboxClient, baseURL!);
    const page = await context.newPage();
    await page.goto('/official/about-us');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\bdpr-${dpr}\\b`));
    const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(parseFloat(size)).toBeCloseTo(parseFloat(fontSize), 2);
    await context.close();
  });
}

test('the root font size follows a resize', async ({ page }) => {
  await page.goto('/official/about-us');
  await page.setViewportSize({ width: 600, height: 900 });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('25.6px');
});

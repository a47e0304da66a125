import { expect, test } from '../support/test';
import { openSignedIn } from '../support/customer';

test.describe('desktop 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

  test('the login page is a centred column with a 登录 button of a sensible width', async ({ page }) => {
    await page.goto('/official/login');
    const login = page.getByRole('button', { name: '登录', exact: true });
    await expect(login).toBeVisible();
    expect((await login.boundingBox())!.width).toBeLessThanOrEqual(480);
    const column = (await page.getByRole('main').boundingBox())!;
    expect(column.width).toBeLessThanOrEqual(960);
    expect(Math.abs(column.x + column.width / 2 - 720)).toBeLessThanOrEqual(8);
  });

  test('the home tabs are a side navigation beside the content, not a bar across the screen', async ({ page, request }) => {
    await openSignedIn(page, request, '/share-home');
    const tabs = page.getByRole('navigation', { name: '主导航' }).getByRole('button');
    await expect(tabs).toHaveCount(4);
    const first = (await tabs.nth(0).boundingBox())!;
    const last = (await tabs.nth(3).boundingBox())!;
    expect(Math.abs(last.x - first.x)).toBeLessThan(2);
    expect(last.y).toBeGreaterThan(first.y);
    const greeting = (await page.getByText(/^您好/).first().boundingBox())!;
    expect(greeting.x).toBeGreaterThan(first.x + first.width);
  });

  test('policies are cards side by side', async ({ page, request }) => {
    await openSignedIn(page, request, '/policy-list');
    const titles = page.getByRole('heading', { name: /^鸿泰/ });
    await expect(titles.nth(1)).toBeVisible();
    const [one, two] = [(await titles.nth(0).boundingBox())!, (await titles.nth(1).boundingBox())!];
    expect(Math.abs(one.y - two.y)).toBeLessThan(2);
    expect(two.x).toBeGreaterThan(one.x + one.width);
  });
});

test.describe('tablet 834×1112', () => {
  test.use({ viewport: { width: 834, height: 1112 }, isMobile: false, hasTouch: true });

  test('pages sit in a centred 720px column, the tab bar and nav-bar span it', async ({ page, request }) => {
    await openSignedIn(page, request, '/policy-list');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const column = (await page.getByRole('main').boundingBox())!;
    expect(column.width).toBeLessThanOrEqual(720);
    expect(Math.abs(column.x + column.width / 2 - 417)).toBeLessThanOrEqual(8);
    const bar = (await page.locator('.arco-nav-bar-wrapper-fixed').boundingBox())!;
    expect(bar.width).toBeLessThanOrEqual(720);
    await openSignedIn(page, request, '/share-home');
    const tabBar = (await page.getByRole('navigation', { name: '主导航' }).getByRole('button').first().boundingBox())!;
    expect(tabBar.x).toBeGreaterThanOrEqual(column.x - 1);
  });
});

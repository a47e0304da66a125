import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';

const tabBar = (page: Page) => page.getByRole('navigation', { name: '主导航' });

// Visitor mode (docs/product.md, Route guard, step 7) is on unless switched off: the home tabs open without logging in.
test.describe('logged out', () => {
  test('/ lands on /share-home with banners, notices and service entries', async ({ page }) => {
    await page.goto('/official/');
    await expect(page).toHaveURL(/\/official\/share-home$/);
    await expect(page.getByRole('heading', { name: '欢迎来到鸿泰人寿' })).toBeVisible();
    await expect(page.getByRole('img', { name: '鸿泰金福年金保险' })).toBeVisible();
    for (const entry of ['我的保单', '保全服务', '理赔服务', '生存金', '鸿泰豆', '会员权益', '家庭医生', '在线客服']) {
      await expect(page.getByRole('button', { name: entry })).toBeVisible();
    }
    await expect(page.getByText('关于客服热线系统升级的公告')).toBeVisible();
    await expect(page.getByRole('heading', { name: '公司动态' })).toBeVisible();
    await expect(page.getByRole('link', { name: '400-820-9555' })).toHaveAttribute('href', 'tel:400-820-9555');
  });

  test('a visitor sees /share-home before any script has run; a signed-in customer never sees the visitor\'s page', async ({ page }) => {
    // The app's scripts never arrive: what shows is the document alone, with its one inline check.
    await page.route('**/official/assets/*.js', (route) => route.abort());
    const welcome = page.getByRole('heading', { name: '欢迎来到鸿泰人寿' });
    await page.goto('/official/share-home');
    await expect(welcome).toBeVisible();
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    await expect(page.getByRole('button', { name: '我的保单' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('official:user', JSON.stringify({ accessToken: 'stored-token' })));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/signed-in/);
    await expect(welcome).toBeHidden();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/official/share-home?t=handed-over-token');
    await expect(welcome).toBeHidden();
  });

  test('/home redirects to /share-home too', async ({ page }) => {
    await page.goto('/official/home');
    await expect(page).toHaveURL(/\/official\/share-home$/);
  });

  test('shows a login button that leads to login, coming back here after', async ({ page }) => {
    await page.goto('/official/share-home');
    await expect(page.getByRole('heading', { name: '我的保障' })).toHaveCount(0);
    await page.getByRole('button', { name: '登录/注册' }).click();
    await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fshare-home$/);
  });

  test('the tab bar switches between the three homes', async ({ page }) => {
    await page.goto('/official/share-home');
    await expect(tabBar(page).getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'page');

    await tabBar(page).getByRole('button', { name: '专属' }).click();
    await expect(page).toHaveURL(/\/official\/exclusive-home$/);
    await expect(page.getByRole('heading', { name: '会员权益' })).toBeVisible();
    await expect(tabBar(page).getByRole('button', { name: '专属' })).toHaveAttribute('aria-current', 'page');

    await tabBar(page).getByRole('button', { name: '守护' }).click();
    await expect(page).toHaveURL(/\/official\/guard-home$/);
    await expect(page.getByRole('heading', { name: '家庭风险测评' })).toBeVisible();

    await tabBar(page).getByRole('button', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/official\/share-home$/);
    await expect(page.getByRole('heading', { name: '欢迎来到鸿泰人寿' })).toBeVisible();
  });

  test('我的 asks for login first', async ({ page }) => {
    await page.goto('/official/share-home');
    await tabBar(page).getByRole('button', { name: '我的' }).click();
    await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo$/);
  });
});

test('with visitor mode switched off the home asks for login', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('official:visitorMode', 'false'));
  await page.goto('/official/');
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fshare-home$/);
});

test('/me/info without a token goes to login, coming back there after', async ({ page }) => {
  await page.goto('/official/me/info');
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo$/);
});

test.describe('logged in with ?t=', () => {
  test('the home greets the customer and sums up the policies and to-dos', async ({ page, request }) => {
    const token = await loginToken(request);
    await page.goto(`/official/share-home?t=${token}`);
    await expect(page).toHaveURL(/\/official\/share-home$/);
    await expect(page.getByRole('heading', { name: '您好，李明轩' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录/注册' })).toHaveCount(0);

    await expect(page.getByRole('heading', { name: '我的保障' })).toBeVisible();
    await expect(page.getByText(/^保障中 \d+ 份$/)).toBeVisible();
    await expect(page.getByText(/^¥[\d,]+\.\d{2}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '鸿泰金福年金保险' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^待办事项（\d+）$/ })).toBeVisible();
  });

  test('the personal centre shows the profile and logs out after confirming', async ({ page, request }) => {
    const token = await loginToken(request);
    await page.goto(`/official/me?t=${token}`);
    await expect(page).toHaveURL(/\/official\/me\/info$/);
    await expect(page).toHaveTitle('个人中心');
    await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
    await expect(page.getByText('手机号 *******8000')).toBeVisible();
    await expect(page.getByText('已实名')).toBeVisible();
    // The level shows in the profile and beside 会员权益.
    await expect(page.getByText('铂金会员')).toHaveCount(2);
    await expect(tabBar(page).getByRole('button', { name: '我的' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByText('确定退出当前账号吗？')).toBeVisible();
    await page.getByText('退出', { exact: true }).click();
    await expect(page).toHaveURL(/\/official\/login$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('official:user') ?? '{}').accessToken)).toBeUndefined();
  });
});

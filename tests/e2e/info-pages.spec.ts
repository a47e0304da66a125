import { expect, test } from '@playwright/test';

test('about-us renders from config at a phone viewport', async ({ page }) => {
  await page.goto('/official/about-us');
  await expect(page).toHaveTitle('关于我们');
  await expect(page.getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/official/no-such-page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
});

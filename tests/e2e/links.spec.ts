import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The home's notice position answers with one notice whose link is the given one. */
async function noticeLinkingTo(page: Page, link: string) {
  await page.route('**/official-api/platform-center/positions-no-login?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('positionCodes') !== 'HOME_NOTICE') return route.fallback();
    await route.fulfill({ json: { code: '000000', message: 'OK', data: [{ positionCode: 'HOME_NOTICE', positionName: '首页公告', items: [{ id: 'N9', title: '关于线上服务升级的公告', subTitle: '', image: '', link, sort: 1 }] }] } });
  });
  await page.goto('/official/share-home');
}

test('a notice linking outside the allowlist is refused with a word, and the customer stays', async ({ page }) => {
  await noticeLinkingTo(page, 'https://evil.example/official/share-home');
  await page.getByText('关于线上服务升级的公告').click();
  await expect(page.getByText('暂不支持打开该链接')).toBeVisible();
  await expect(page).toHaveURL(/\/official\/share-home$/);
});

test('a notice linking to an allowlisted site opens it', async ({ page }) => {
  await page.route('https://www.hongtai-life.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>鸿泰人寿官网</title><h1>鸿泰人寿官网</h1>' }));
  await noticeLinkingTo(page, 'https://www.hongtai-life.example/news/2026');
  await page.getByText('关于线上服务升级的公告').click();
  await expect(page).toHaveURL('https://www.hongtai-life.example/news/2026');
});

test('a notice linking to a page of the portal opens it in the app', async ({ page }) => {
  await noticeLinkingTo(page, '/official/about-us');
  await page.getByText('关于线上服务升级的公告').click();
  await expect(page).toHaveURL(/\/official\/about-us$/);
});

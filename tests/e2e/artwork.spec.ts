import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openSignedIn } from './support/customer';

// Products, home banners and campaigns show their own illustration, described to screen readers, in a
// box sized before the file arrives: holding the artwork back must not move anything when it lands.

async function holdArtwork(page: Page): Promise<() => void> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/official/artwork/*.svg', async (route) => { await arrived; await route.continue(); });
  return release;
}

async function expectNoShiftWhenLoaded(picture: Locator, release: () => void, file: string) {
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', `/official/artwork/${file}.svg`);
  const before = await picture.boundingBox();
  expect(before!.height).toBeGreaterThan(0);
  release();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.boundingBox()).toEqual(before);
  return before!;
}

test('the home carousel shows the annuity\'s illustration in its 5:2 slide', async ({ page }) => {
  const release = await holdArtwork(page);
  await page.goto('/official/share-home');
  const box = await expectNoShiftWhenLoaded(page.getByRole('img', { name: '鸿泰金福年金保险' }), release, 'annuity');
  expect(box.width / box.height).toBeCloseTo(2.5, 1);
});

test('a product page shows the product\'s own illustration, lazily, and prints its name once', async ({ page }) => {
  const release = await holdArtwork(page);
  await page.goto('/official/easy-more/product-attract?productId=HT2601');
  const cover = page.getByRole('img', { name: '鸿泰康宁重大疾病保险' });
  await expect(cover).toHaveAttribute('loading', 'lazy');
  const box = await expectNoShiftWhenLoaded(cover, release, 'critical-illness');
  expect(box.width / box.height).toBeCloseTo(2.5, 1);
  await expect(page.getByText('鸿泰康宁重大疾病保险', { exact: true })).toHaveCount(1);
});

test('each product in the list has an illustration of its own', async ({ page }) => {
  await page.goto('/official/easy-more/product-list');
  const products = ['鸿泰金福年金保险', '鸿泰康宁重大疾病保险', '鸿泰安心百万医疗保险', '鸿泰守护定期寿险', '鸿泰畅行综合意外伤害保险'];
  const files = [];
  for (const name of products) files.push(await page.getByRole('img', { name }).getAttribute('src'));
  expect(files.every((file) => file?.startsWith('/official/artwork/'))).toBe(true);
  expect(new Set(files).size).toBe(products.length);
});

test('a campaign hero shows its theme\'s illustration in a fixed box', async ({ page }) => {
  const release = await holdArtwork(page);
  await page.goto('/official/act-claim');
  const art = page.getByRole('img', { name: '已通过的理赔单与理赔款' });
  await expect(art).toHaveAttribute('loading', 'lazy');
  const box = await expectNoShiftWhenLoaded(art, release, 'hero-claim');
  expect(box.width).toBe(box.height);
});

test('the news list shows each article\'s own cover, described by its title', async ({ page }) => {
  await page.goto('/official/news-center');
  const articles = ['鸿泰人寿荣获“年度最佳客户服务保险公司”', '鸿泰人寿“金福”养老社区首批客户入住', '2026 年客户服务节启动 六大主题活动回馈客户'];
  const files = [];
  for (const title of articles) files.push(await page.getByRole('img', { name: title }).getAttribute('src'));
  expect(files.every((file) => file?.startsWith('/official/artwork/news-'))).toBe(true);
  expect(new Set(files).size).toBe(articles.length);
});

test('a news article shows its cover under the title; a disclosure without one shows none', async ({ page }) => {
  await page.goto('/official/news-center-details?id=N002');
  await expect(page.getByRole('img', { name: '鸿泰人寿“金福”养老社区首批客户入住' })).toHaveAttribute('src', '/official/artwork/news-elder-community.svg');
  await page.goto('/official/public-information-details?id=PI001');
  await expect(page.getByText('公司概况', { exact: true })).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
});

test('the VIP page shows the member\'s level card as artwork', async ({ page, request }) => {
  const release = await holdArtwork(page);
  await openSignedIn(page, request, '/vip-rights');
  await expect(page.getByText('我的会员卡')).toBeVisible();
  const card = page.getByRole('img', { name: '铂金会员卡面' });
  const box = await expectNoShiftWhenLoaded(card, release, 'vip-platinum');
  expect(box.width / box.height).toBeCloseTo(1.6, 1);
});

test('a document\'s title reads larger than its section headings', async ({ page }) => {
  await page.goto('/official/login');
  await page.getByRole('button', { name: '《用户服务协议》' }).click();
  const agreement = page.getByRole('dialog', { name: '用户服务协议' });
  const size = (name: string) => agreement.getByRole('heading', { name, exact: true }).evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize));
  expect(await size('鸿泰人寿用户服务协议')).toBeGreaterThan(await size('一、服务内容') * 1.15);
});

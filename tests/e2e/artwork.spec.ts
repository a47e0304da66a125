import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

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

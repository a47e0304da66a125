import { expect, test } from './support/test';
import { fillLeadForm } from './support/lead-form';
import { loginToken } from './support/sandbox';

// Journeys that must never end in a dead end, walked as a customer at phone size: the back arrow of a page
// opened from a link, the way to 个人资料 from the personal centre, and a campaign's next page.

test('the back arrow of a page opened from a shared link goes home, never out of the portal', async ({ page, request }) => {
  const token = await loginToken(request);
  await page.goto(`/official/me/info/edit?t=${token}`);
  await expect(page.getByRole('heading', { name: '个人资料' })).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/official\/share-home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the personal centre leads to 个人资料, whose back arrow returns to the personal centre', async ({ page, request }) => {
  const token = await loginToken(request);
  await page.goto(`/official/me/info?t=${token}`);
  await page.getByText('个人资料', { exact: true }).click();
  await expect(page).toHaveURL(/\/official\/me\/info\/edit$/);
  await expect(page.getByText('基本信息')).toBeVisible();
  await expect(page.getByText('李明轩').first()).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/official\/me\/info$/);
  await expect(page.getByRole('heading', { name: '个人中心' })).toBeAttached();
});

test('查看活动详情 on a campaign result opens the campaign the lead came from at its top, with the channel code it came by', async ({ page }) => {
  await page.goto('/official/act-new-product?cpsCode=CPS2026');
  await fillLeadForm(page, '王小明', '13912345678');
  await page.getByRole('button', { name: '预约顾问讲解' }).click();
  await expect(page).toHaveURL(/\/act-general-service-result\?leadNo=LD\d+&cpsCode=CPS2026$/);

  const next = page.getByRole('button', { name: '查看活动详情' });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await next.click();
  await expect(page).toHaveURL(/\/official\/act-new-product\?cpsCode=CPS2026$/);
  await expect(page.getByLabel('姓名')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('立即投保 on a pre-underwriting report starts an application for the product the customer came from, insuring the assessed person', async ({ page, request }) => {
  const token = await loginToken(request);
  await page.goto(`/official/report?recordId=PU001&productId=HT2601&t=${token}`);
  await expect(page.getByText('投保「鸿泰康宁重大疾病保险」', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/\/official\/insurance\/quote\?orderNo=O\d+$/);
  await expect(page.getByRole('heading', { name: '鸿泰康宁重大疾病保险' })).toBeVisible();
  await expect(page.getByText('李明轩（本人，40 周岁）')).toBeVisible();
  await expect(page.getByText('¥3,900.00').first()).toBeVisible();
  await page.getByRole('button', { name: '下一步：阅读条款并确认' }).click();
  await expect(page).toHaveURL(/\/official\/insurance\/info-confirm\?orderNo=O\d+$/);
  await expect(page.getByRole('button', { name: /《鸿泰康宁重大疾病保险条款》/ })).toBeVisible();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { fillLeadForm } from './support/lead-form';
import { assess, open } from './support/customer';

// Sales channels (docs/product.md, Route guard and Buying), at phone size: a bad channel code hides nothing and is
// credited to nothing; a campaign's product is bought from the campaign, and its channel reaches the application.

const toasts = (page: Page) => page.locator('.arco-toast').getByRole('status');
const NOT_CREDITED = '推广渠道码无效，本次不计入推广渠道';

async function lastLead(request: APIRequestContext) {
  const body = await (await request.get('/official-api/__sandbox/requests?service=face.leadSubmit&limit=1')).json();
  return (body.data ?? body)[0]?.body as Record<string, unknown>;
}

test('a campaign opened with a bad channel code shows all the same, says once that the channel is not credited, and its lead goes without one', async ({ page, request }) => {
  await page.goto('/official/act-eagle-eye?cpsCode=BADCPS');
  await expect(page).toHaveURL(/\/official\/act-eagle-eye$/);
  await expect(page.getByRole('heading', { name: '鹰眼保单检视' }).first()).toBeVisible();
  await expect(toasts(page)).toHaveText([NOT_CREDITED]);
  await expect(page.getByText('链接已失效')).toHaveCount(0);

  await fillLeadForm(page, '王小明', '13912345678');
  await page.getByRole('button', { name: '预约保单检视' }).click();
  await expect(page).toHaveURL(/\/act-general-service-result\?leadNo=LD\d+$/);
  expect(await lastLead(request)).toMatchObject({ activityCode: 'ACT_EAGLE_EYE_2026', pageCode: 'ACT_EAGLE_EYE' });
  expect(await lastLead(request)).not.toHaveProperty('cpsCode');
  await expect(page.getByText(NOT_CREDITED)).toHaveCount(0);
});

test('a campaign\'s 立即投保 buys its product, and the channel it came by is on the application', async ({ page, request }) => {
  await open(page, '/act-product?cpsCode=CPS-WX-01', await loginToken(request));
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/\/insurance\/quote\?productId=10072&cpsCode=CPS-WX-01$/);
  await page.getByRole('button', { name: /王丽/ }).click();
  await expect(page).toHaveURL(/\/insurance\/quote\?orderNo=O\d+$/);
  await expect(page.getByText('王丽（配偶，38 周岁）')).toBeVisible();

  // 我的投保单 lists it first, with its channel; the consultant's application keeps the consultant's.
  await page.goto('/official/insurance/orders');
  await expect(page.getByRole('definition').first()).toHaveText('王丽');
  await expect(page.getByText(/^推广渠道：/)).toHaveText(['推广渠道：CPS-WX-01', '推广渠道：CPS-AGENT-88']);
});

test('a campaign whose product asks health questions goes through the questionnaire, and its channel still reaches the application', async ({ page, request }) => {
  test.slow();
  await open(page, '/act-new-product?cpsCode=CPS2026', await loginToken(request));
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/\/questionnaire\?productId=HT2601&cpsCode=CPS2026$/);
  await assess(page, '王丽', false);
  await expect(page).toHaveURL(/\/report\?recordId=\w+&productId=HT2601&cpsCode=CPS2026$/);
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page).toHaveURL(/\/insurance\/quote\?orderNo=O\d+$/);

  await page.goto('/official/insurance/orders');
  await expect(page.getByRole('definition').first()).toHaveText('王丽');
  await expect(page.getByText(/^推广渠道：/)).toHaveText(['推广渠道：CPS2026', '推广渠道：CPS-AGENT-88']);
});

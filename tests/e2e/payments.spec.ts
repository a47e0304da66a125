import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// Paying is a deliberate step, as a customer at phone size: the renewal premium and the continuation it
// completes show what is paid, take a chosen card (WeChat Pay inside WeChat), confirm, and pay at the sandbox's
// stand-in cashier, where the payer chooses how it ends; the result page says what to do next. Each test has a
// sandbox world of its own (support/test.ts).

// Each walk crosses several pages and the cashier, which returns by a full page load: more than the default time.
test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });

const MEDICAL_POLICY = '8620251201000789';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN';

/** From the renewal page to the cashier: the sheet shows what is paid, the customer picks a card and confirms. */
async function confirmWithCard(page: Page, card: RegExp) {
  await page.getByRole('button', { name: '立即缴费 ¥1,280.00' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('确认支付').first()).toBeVisible();
  await expect(sheet.getByText('鸿泰安心百万医疗保险')).toBeVisible();
  await expect(sheet.getByText(MEDICAL_POLICY)).toBeVisible();
  await expect(sheet.getByText('2026-12-01 至 2027-11-30')).toBeVisible();
  await expect(sheet.getByText('¥1,280.00', { exact: true })).toBeVisible();
  await expect(sheet.getByText('微信支付仅在微信内可用。')).toBeVisible();
  await sheet.getByRole('button', { name: card }).click();
  await expect(sheet.getByRole('button', { name: card })).toContainText('已选择');
  await sheet.getByRole('button', { name: '确认支付 ¥1,280.00' }).click();
  await expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await expect(page.getByText('¥1,280.00', { exact: true })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

const resultHeading = (page: Page, title: string) => expect(page.getByRole('heading', { name: title })).toBeVisible();

const policyDue = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/official-api/face/rest/policy/detail?policyNo=${MEDICAL_POLICY}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.nextPayDate;

test('renewal: one tap asks first; paying at the cashier settles once, and continuation and home agree', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, `/policy-business/renewal/info?policyNo=${MEDICAL_POLICY}`, token);
  const orderId = await confirmWithCard(page, /招商银行/);
  await expect(page.getByText('招商银行 **** **** **** 1234')).toBeVisible();

  // Back while paying, and a second confirmation: the same order, not a second one.
  await page.goBack();
  await expect(page.getByRole('button', { name: '立即缴费 ¥1,280.00' })).toBeVisible();
  expect(await confirmWithCard(page, /招商银行/)).toBe(orderId);

  await page.getByRole('button', { name: '支付成功' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/pay-result\\?orderId=${orderId}$`));
  await resultHeading(page, '支付成功');
  await expect(page.getByText('您的保障已延续')).toBeVisible();
  await expect(page.getByRole('button', { name: '查看我的保单' })).toBeVisible();

  // Back to the cashier, reloaded: it refuses a repeat, and the premium was taken once (due a year on, not two).
  await page.goto(`/official/dev/cashier?orderId=${orderId}`);
  await expect(page.getByRole('alert')).toHaveText(/该订单已支付，请勿重复支付/);
  await expect(page.getByRole('button', { name: '支付成功' })).toHaveCount(0);
  const repeat = await request.post('/official-api/__sandbox/cashier', { data: { orderId, outcome: 'success' } });
  expect(repeat.status()).toBe(409);
  expect(await policyDue(request, token)).toBe('2027-12-01');
  await page.getByRole('button', { name: '查看支付结果' }).click();
  await resultHeading(page, '支付成功');

  await open(page, '/continuation-insurance', token);
  await expect(page.getByText('暂无待续保的保障')).toBeVisible();
  await expect(page.getByText('¥1,280.00/年')).toHaveCount(0);
  await open(page, '/share-home', token);
  await expect(page.getByRole('button', { name: '生存金待领取' })).toBeVisible();
  await expect(page.getByRole('button', { name: '续保提醒' })).toHaveCount(0);
});

test('continuation: 立即续保 leads to the payment of its premium; a failed payment says so and pays again', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/continuation-detail?id=RI001', token);
  await expect(page.getByText('¥1,280.00/年')).toBeVisible();
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/info\\?policyNo=${MEDICAL_POLICY}$`));
  const failed = await confirmWithCard(page, /中国建设银行/);
  await expect(page.getByText('中国建设银行 **** **** **** 5678')).toBeVisible();

  await page.getByRole('button', { name: '支付失败' }).click();
  await resultHeading(page, '支付失败');
  await expect(page.getByText('本次支付未成功，保费未扣除。')).toBeVisible();
  await page.getByRole('button', { name: '重新支付' }).click();
  const again = await confirmWithCard(page, /中国建设银行/);
  expect(again).not.toBe(failed);

  await page.getByRole('button', { name: '取消支付' }).click();
  await resultHeading(page, '已取消支付');
  await expect(page.getByText('您在收银台取消了本次支付，保费未扣除。')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  expect(await policyDue(request, token)).toBe('2026-12-01');
  await page.getByRole('button', { name: '重新支付' }).click();
  await expect(page.getByRole('button', { name: '立即缴费 ¥1,280.00' })).toBeVisible();
  await open(page, '/continuation-insurance', token);
  await expect(page.getByRole('button', { name: '去续保' })).toBeVisible();
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('WeChat Pay is offered and paid through the cashier', async ({ page, request }) => {
    await open(page, `/policy-business/renewal/info?policyNo=${MEDICAL_POLICY}`, await loginToken(request));
    await page.getByRole('button', { name: '立即缴费 ¥1,280.00' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('微信支付仅在微信内可用。')).toHaveCount(0);
    await sheet.getByRole('button', { name: /微信支付/ }).click();
    await sheet.getByRole('button', { name: '确认支付 ¥1,280.00' }).click();
    await expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/);
    await expect(page.getByRole('region', { name: '订单信息' }).getByText('微信支付', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '支付成功' }).click();
    await resultHeading(page, '支付成功');
  });
});

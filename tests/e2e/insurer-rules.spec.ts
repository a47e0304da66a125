import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { loginToken, setSandboxTime } from './support/sandbox';
import { open } from './support/customer';

// The walk-through's findings about status and money, walked as the demo customer at phone size: an expired
// policy is expired on every page and is continued by a new policy; a premium paid online is recorded as paid
// online; 累计已领取 counts money that has arrived; a card that pays a premium is kept. Each test has a sandbox
// world of its own (support/test.ts).

// The walks cross several pages and the cashier, which returns by a full page load: more than the default time.
test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });
const MEDICAL_POLICY = '8620251201000789';
const ANNUITY_POLICY = '8620210310000123';

/** Pays what the open pay page asks at the stand-in cashier with a card, and waits for the result page. */
async function payWithCard(page: Page, amount: string, card: RegExp) {
  await page.getByRole('button', { name: `立即缴费 ${amount}` }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: card }).click();
  await sheet.getByRole('button', { name: `确认支付 ${amount}` }).click();
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
}

test('a one-year policy past its expiry is 已满期 everywhere, and 去续保 continues it under a new policy number', async ({ page, request }) => {
  await setSandboxTime(request, '2026-12-06T10:00:00+08:00');
  const token = await loginToken(request);

  // Home: the ended policy is not counted as cover, and the to-do says cover has stopped and until when it can be continued.
  await open(page, '/share-home', token);
  await expect(page.getByText('保障中 2 份')).toBeVisible();
  await expect(page.getByText(/已于 2026-11-30 满期，保障已中断，请于 2027-01-29 前续保/)).toBeVisible();
  // VIP rates the two policies in force only.
  await open(page, '/vip-rights', token);
  await expect(page.getByText('2 张保单计入评级，合计 ¥34,000.00')).toBeVisible();

  await open(page, '/policy-list', token);
  await expect(page.getByRole('heading', { name: '鸿泰安心百万医疗保险' })).toHaveCount(0);
  await page.getByRole('tab', { name: '已终止' }).click();
  await expect(page.getByText('已满期')).toBeVisible();
  await page.getByRole('button', { name: '去续保' }).click();
  await expect(page).toHaveURL(/\/continuation-insurance$/);
  await page.getByRole('button', { name: '去续保' }).click();
  // The continuation's own page, not the renewal premium's.
  await expect(page.getByRole('heading', { level: 1, name: '续保缴费' })).toBeVisible();
  await expect(page.getByText(MEDICAL_POLICY)).toBeVisible();
  await payWithCard(page, '¥1,280.00', /中国建设银行/);
  const issued = (await page.getByText(/新保单 \d{16} 已签发/).textContent())!.match(/\d{16}/)![0];
  expect(issued).not.toBe(MEDICAL_POLICY);

  // The new term covers from 12-01: in force in 我的保单 and on the home page; the old one has ended.
  await page.getByRole('button', { name: '查看我的保单' }).click();
  await expect(page.getByText(issued)).toBeVisible();
  await page.getByRole('tab', { name: '已终止' }).click();
  await expect(page.getByText('已满期')).toHaveCount(0);
  await open(page, '/share-home', token);
  await expect(page.getByText('保障中 3 份')).toBeVisible();
  await expect(page.getByRole('button', { name: '续保提醒' })).toHaveCount(0);
});

test('a premium paid online is recorded on the day and by the way it was paid', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, `/policy-business/renewal/info?policyNo=${ANNUITY_POLICY}`, token);
  await payWithCard(page, '¥2,000.00', /中国建设银行/);
  await open(page, `/policy-contract?policyNo=${ANNUITY_POLICY}`, token);
  await expect(page.getByText('2026-11-24 已缴')).toBeVisible();
  await expect(page.getByText('中国建设银行在线支付')).toBeVisible();
  // The premiums before it were collected from the policy's card on their due date.
  await expect(page.getByText('2026-11-08 已缴')).toBeVisible();
  await expect(page.getByText('2026-10-10 已缴')).toBeVisible();
  await expect(page.getByText('招商银行代扣')).toBeVisible();
});

/** Applies for, verifies and confirms the fund to be received, paid to a bank card (three working days to arrive). */
async function receiveByBank(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  await request.post('/official-api/face/rest/survival-fund/apply', { headers, data: { id: 'SF003', receiveMode: 'bank', bankAccountId: 'BA001' } });
  await request.post('/official-api/face/rest/survival-fund/id-verify', { headers, data: { id: 'SF003', verifyCode: '123456' } });
  await request.post('/official-api/face/rest/survival-fund/confirm', { headers, data: { id: 'SF003' } });
}

test('累计已领取 counts the survival funds whose money has arrived, not one still on its way', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/policy-business/survival-reward/list', token);
  await expect(page.getByText('已申请 1 笔，累计已领取 ¥6,000.00')).toBeVisible();
  await receiveByBank(request, token);
  await open(page, '/policy-business/survival-reward/list', token);
  await expect(page.getByText('已申请 1 笔，累计已领取 ¥6,000.00')).toBeVisible();
  await page.getByRole('tab', { name: '已领取' }).click();
  await expect(page.getByText('等待到账').first()).toBeVisible();
});

test('a card that pays a premium cannot be deleted, and its page says why before any tap', async ({ page, request }) => {
  await open(page, '/me/bank-card/detail/BA002', await loginToken(request));
  await expect(page.getByText(/该卡是保单的续期扣款账户，暂不能删除/)).toBeVisible();
  await expect(page.getByRole('button', { name: '删除', exact: true })).toBeDisabled();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { confirmedReinstatement, loginToken, setSandboxTime } from './support/sandbox';
import { answerHealthNoticeNo, confirmReinstatement, open } from './support/customer';

// Paying is a deliberate step, as a customer at phone size: the renewal premium, a one-year policy's next
// term and a reinstatement's arrears show what is paid, take a chosen card (WeChat Pay inside WeChat), confirm, and pay at the sandbox's
// stand-in cashier, where the payer chooses how it ends; the result page says what to do next. Each test has a
// sandbox world of its own (support/test.ts).

// Each walk crosses several pages and the cashier, which returns by a full page load: more than the default time.
test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });

const ANNUITY_POLICY = '8620210310000123';
const LAPSED_POLICY = '8620200815000321';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN';

/** What a pay page's sheet shows before the cashier: the amount, what is paid and its period. */
interface Paid { amount: string; product: string; policyNo: string; period: string }
const DECEMBER_PREMIUM: Paid = { amount: '¥2,000.00', product: '鸿泰金福年金保险', policyNo: ANNUITY_POLICY, period: '2026-12-10 至 2027-01-09' };
const NEXT_TERM: Paid = { amount: '¥1,280.00', product: '鸿泰安心百万医疗保险', policyNo: '8620251201000789', period: '2026-12-01 至 2027-11-30' };

/** From a pay page to the cashier: the sheet shows what is paid, the customer picks a card and confirms. */
async function confirmWithCard(page: Page, card: RegExp, paid: Paid = DECEMBER_PREMIUM) {
  await page.getByRole('button', { name: `立即缴费 ${paid.amount}` }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('确认支付').first()).toBeVisible();
  await expect(sheet.getByText(paid.product)).toBeVisible();
  await expect(sheet.getByText(paid.policyNo)).toBeVisible();
  await expect(sheet.getByText(paid.period)).toBeVisible();
  await expect(sheet.getByText(paid.amount, { exact: true })).toBeVisible();
  await expect(sheet.getByText('微信支付仅在微信内可用。')).toBeVisible();
  await sheet.getByRole('button', { name: card }).click();
  await expect(sheet.getByRole('button', { name: card })).toContainText('已选择');
  await sheet.getByRole('button', { name: `确认支付 ${paid.amount}` }).click();
  await expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/);
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await expect(page.getByText(paid.amount, { exact: true })).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

const resultHeading = (page: Page, title: string) => expect(page.getByRole('heading', { name: title })).toBeVisible();

const policyDue = async (request: APIRequestContext, token: string) =>
  (await (await request.get(`/official-api/face/rest/policy/detail?policyNo=${ANNUITY_POLICY}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data.nextPayDate;

test('renewal: one tap asks first; paying at the cashier settles once, and the next premium is the one due', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, `/policy-business/renewal/info?policyNo=${ANNUITY_POLICY}`, token);
  const orderId = await confirmWithCard(page, /招商银行/);
  await expect(page.getByText('招商银行 **** **** **** 1234')).toBeVisible();

  // Back while paying, and a second confirmation: the same order, not a second one.
  await page.goBack();
  await expect(page.getByRole('button', { name: '立即缴费 ¥2,000.00' })).toBeVisible();
  expect(await confirmWithCard(page, /招商银行/)).toBe(orderId);

  await page.getByRole('button', { name: '支付成功' }).dblclick();
  await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/pay-result\\?orderId=${orderId}$`));
  await resultHeading(page, '支付成功');
  await expect(page.getByText('您的保障已延续')).toBeVisible();
  await expect(page.getByRole('button', { name: '查看我的保单' })).toBeVisible();

  // Back to the cashier, reloaded: it refuses a repeat, and the premium was taken once (due a month on, not two).
  await page.goto(`/official/dev/cashier?orderId=${orderId}`);
  await expect(page.getByRole('alert')).toHaveText(/该订单已支付，请勿重复支付/);
  await expect(page.getByRole('button', { name: '支付成功' })).toHaveCount(0);
  const repeat = await request.post('/official-api/__sandbox/cashier', { data: { orderId, outcome: 'success' } });
  expect(repeat.status()).toBe(409);
  expect(await policyDue(request, token)).toBe('2027-01-10');
  await page.getByRole('button', { name: '查看支付结果' }).click();
  await resultHeading(page, '支付成功');
});

test('continuation: 立即续保 leads to the payment of the next term; a failed payment says so and pays again', async ({ page, request }) => {
  // The continuation's attempt of 11-22 waited on a silent bank, which gave up on 11-25: it may be paid again.
  await setSandboxTime(request, '2026-11-26T10:00:00+08:00');
  const token = await loginToken(request);
  await open(page, '/continuation-detail?id=RI001', token);
  await expect(page.getByText('¥1,280.00/年')).toBeVisible();
  await page.getByRole('button', { name: '立即续保' }).click();
  await expect(page).toHaveURL(/\/continuation\/pay\?id=RI001$/);
  const failed = await confirmWithCard(page, /中国建设银行/, NEXT_TERM);
  await expect(page.getByText('中国建设银行 **** **** **** 5678')).toBeVisible();

  await page.getByRole('button', { name: '支付失败' }).click();
  await resultHeading(page, '支付失败');
  await expect(page.getByText('本次支付未成功，保费未扣除。')).toBeVisible();
  await page.getByRole('button', { name: '重新支付' }).click();
  await page.getByRole('button', { name: '去续保' }).click();
  const again = await confirmWithCard(page, /中国建设银行/, NEXT_TERM);
  expect(again).not.toBe(failed);

  await page.getByRole('button', { name: '取消支付' }).click();
  await resultHeading(page, '已取消支付');
  await expect(page.getByText('您在收银台取消了本次支付，保费未扣除。')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
  await open(page, '/continuation-insurance', token);
  await expect(page.getByRole('button', { name: '去续保' })).toBeVisible();
  await open(page, '/share-home', token);
  await expect(page.getByRole('button', { name: '续保提醒' })).toBeVisible();
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('WeChat Pay is offered and paid through the cashier', async ({ page, request }) => {
    await open(page, `/policy-business/renewal/info?policyNo=${ANNUITY_POLICY}`, await loginToken(request));
    await page.getByRole('button', { name: '立即缴费 ¥2,000.00' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('微信支付仅在微信内可用。')).toHaveCount(0);
    await sheet.getByRole('button', { name: /微信支付/ }).click();
    await sheet.getByRole('button', { name: '确认支付 ¥2,000.00' }).click();
    await expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/);
    await expect(page.getByRole('region', { name: '订单信息' }).getByText('微信支付', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '支付成功' }).click();
    await resultHeading(page, '支付成功');
  });
});

/** From the reinstatement pay page to the cashier: the sheet shows the arrears with interest, the customer picks a card and confirms. */
async function confirmArrears(page: Page) {
  await page.getByRole('button', { name: '立即缴费 ¥3,643.20' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText('确认支付').first()).toBeVisible();
  await expect(sheet.getByText('¥3,643.20', { exact: true })).toBeVisible();
  await expect(sheet.getByText('鸿泰守护定期寿险')).toBeVisible();
  await expect(sheet.getByText(LAPSED_POLICY)).toBeVisible();
  await expect(sheet.getByText('复效补缴保费及利息（含利息 ¥43.20）')).toBeVisible();
  await expect(sheet.getByText('李明轩')).toBeVisible();
  await sheet.getByRole('button', { name: /招商银行/ }).click();
  await expect(sheet.getByRole('button', { name: /招商银行/ })).toContainText('已选择');
  await sheet.getByRole('button', { name: '确认支付 ¥3,643.20' }).click();
  await expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/);
  await expect(page.getByText('鸿泰守护定期寿险 复效补缴保费及利息')).toBeVisible();
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** The business types of the customer's to-dos, all of them (the home page shows the first three). */
const todoTypes = async (request: APIRequestContext, token: string) => ((await (await request.post('/official-api/face/rest/toDone/findList', {
  headers: { Authorization: `Bearer ${token}` }, data: { pageNo: 1, pageSize: 20 },
})).json()).data.toDoneList as Array<{ businessType: string }>).map((todo) => todo.businessType);

test.describe('reinstatement', () => {
  test('from the lapsed policy to paying its arrears once: the policy is in force in the list, its detail and the home to-dos', async ({ page, request }) => {
    const token = await loginToken(request);
    expect(await todoTypes(request, token)).toContain('REINSTATEMENT');
    await open(page, '/policy-business/re/list/policy', token);
    await page.getByRole('button', { name: /鸿泰守护定期寿险/ }).click();
    await page.getByRole('checkbox', { name: '我已阅读并理解复效须知' }).click();
    await page.getByRole('button', { name: '下一步：确认信息' }).click();
    await page.getByRole('button', { name: /李明轩/ }).click();
    await page.getByRole('button', { name: '开始识别' }).click();
    await answerHealthNoticeNo(page);
    await confirmReinstatement(page);

    await expect(page).toHaveURL(/\/re\/pay\?businessNo=BQ\d+$/);
    const businessNo = new URL(page.url()).searchParams.get('businessNo')!;
    await expect(page.getByText('含利息 ¥43.20（欠缴保费 ¥3,600.00）')).toBeVisible();
    const orderId = await confirmArrears(page);
    await page.getByRole('button', { name: '支付成功' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-business/re/pay-result\\?orderId=${orderId}$`));
    await resultHeading(page, '支付成功');
    await expect(page.getByText('保单已恢复效力，保障自今日起继续有效')).toBeVisible();

    // A second payment of the paid order is refused, at the cashier and by the pay-url.
    await page.goto(`/official/dev/cashier?orderId=${orderId}`);
    await expect(page.getByRole('alert')).toHaveText(/该订单已支付，请勿重复支付/);
    const repeat = await request.post('/official-api/face/rest/endorse/re/pay-url', {
      headers: { Authorization: `Bearer ${token}` }, data: { businessNo, idempotencyKey: businessNo, payMethod: 'card', bankAccountId: 'BA001' },
    });
    expect((await repeat.json()).message).toBe('该订单已支付，请勿重复支付');
    await open(page, `/policy-business/re/pay?businessNo=${businessNo}`, token);
    await resultHeading(page, '保单已恢复效力');
    await expect(page.getByRole('button', { name: /立即缴费/ })).toHaveCount(0);

    await open(page, '/policy-list', token);
    // Listed under 保障中 (the tab shown first), due a year on.
    await expect(page.getByRole('tab', { name: '保障中', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '鸿泰守护定期寿险' })).toBeVisible();
    await expect(page.getByText('2027-08-15')).toBeVisible();
    await page.getByRole('button', { name: '鸿泰守护定期寿险' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-contract\\?policyNo=${LAPSED_POLICY}$`));
    await expect(page.getByText('有效', { exact: true }).first()).toBeVisible();
    // The home page shows the first to-dos; the lapsed policy's is no longer among any of them.
    expect(await todoTypes(request, token)).not.toContain('REINSTATEMENT');
    await open(page, '/share-home', token);
    await expect(page.getByRole('button', { name: '续保提醒' })).toBeVisible();
    await expect(page.getByRole('button', { name: '保单效力中止' })).toHaveCount(0);
  });

  test('an application awaiting payment offers 去缴费; cancelled at the cashier it says so, and 重新支付 pays it', async ({ page, request }) => {
    const token = await loginToken(request);
    const AWAITING = await confirmedReinstatement(request, token);
    await open(page, `/policy-business/re/change-detail?businessNo=${AWAITING}`, token);
    await expect(page.getByText('待缴费').first()).toBeVisible();
    await page.getByRole('button', { name: '去缴费' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-business/re/pay\\?businessNo=${AWAITING}$`));

    const cancelled = await confirmArrears(page);
    await page.getByRole('button', { name: '取消支付' }).click();
    await resultHeading(page, '已取消支付');
    await expect(page.getByText('保单仍处于效力中止状态，补缴保费及利息后方可恢复效力。')).toBeVisible();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-business/re/pay\\?businessNo=${AWAITING}$`));
    const again = await confirmArrears(page);
    expect(again).not.toBe(cancelled);
    await page.getByRole('button', { name: '支付成功' }).click();
    await resultHeading(page, '支付成功');
    await open(page, '/policy-business/preservation-list', token);
    await expect(page.getByText('暂无效力中止的保单', { exact: false })).toBeVisible();
  });
});

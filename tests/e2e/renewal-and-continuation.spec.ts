import { expect, test } from './support/test';
import { injectFault, loginToken } from './support/sandbox';
import { auditPage, expectNoSeriousViolations, type Violation } from './support/axe';
import { open } from './support/customer';

// Renewal payment (续期缴费) and continuation (续保) as the demo customer at phone size. A payment paid at the
// sandbox cashier is 支付处理中 at the first result read and 支付成功 at the next, so the result page must poll
// (tests/e2e/payments.spec.ts walks the confirm step and each of the cashier's outcomes).
// Each test has a sandbox world of its own (support/test.ts).

const MEDICAL_POLICY = '8620251201000789';

test.describe('renewal payment', () => {
  test('pays the due premium: the result goes from 确认中 to 支付成功 by itself, and nothing is due any more', async ({ page, request }) => {
    await open(page, '/policy-list', await loginToken(request));
    await page.getByRole('button', { name: '续期缴费' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/info\\?policyNo=${MEDICAL_POLICY}$`));
    await expect(page.getByRole('heading', { level: 1, name: '续期缴费' })).toBeVisible();
    await expect(page.getByText('鸿泰安心百万医疗保险')).toBeVisible();
    await expect(page.getByText('王丽')).toBeVisible();
    await expect(page.getByText('2026-12-01')).toBeVisible();
    await expect(page.getByText('中国建设银行')).toBeVisible();

    await page.getByRole('button', { name: '立即缴费 ¥1,280.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认支付 ¥1,280.00' }).click();
    await page.getByRole('button', { name: '支付成功' }).click();
    await expect(page).toHaveURL(/\/policy-business\/renewal\/pay-result\?orderId=PAY\d+$/);
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible();
    // No tap: the page asks again until the bank has answered.
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('您的保障已延续')).toBeVisible();
    await expect(page.getByText('¥1,280.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/policy-business\/renewal\/info\?policyNo=/);
    await expect(page.getByRole('alert').filter({ hasText: '该保单当前无需缴纳续期保费，下期保费应缴日为 2027-12-01' })).toBeVisible();
    await expect(page.getByRole('button', { name: /立即缴费/ })).toHaveCount(0);
    // My policies: the policy is covered again and offers no 续期缴费.
    await page.getByRole('button', { name: '返回我的保单' }).click();
    await expect(page).toHaveURL(/\/policy-list$/);
    await expect(page.getByText('8620251201000789')).toBeVisible();
    await expect(page.getByRole('button', { name: '续期缴费' })).toHaveCount(0);
  });

  test('a failed order shows 支付失败; 重新支付 opens the renewal of its policy again', async ({ page, request }) => {
    await open(page, '/policy-business/renewal/pay-result?orderId=PAY20261120001', await loginToken(request));
    await expect(page.getByRole('heading', { name: '支付失败' })).toBeVisible();
    await expect(page.getByText(/客服热线 400-820-9555/)).toBeVisible();
    await page.getByRole('button', { name: '重新支付' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/info\\?policyNo=${MEDICAL_POLICY}$`));
    await expect(page.getByRole('button', { name: '立即缴费 ¥1,280.00' })).toBeVisible();
  });

  test('an order the bank does not answer stays 确认中, with 刷新结果 and what to do', async ({ page, request }) => {
    await open(page, '/policy-business/renewal/pay-result?orderId=PAY20261122001', await loginToken(request));
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible();
    await expect(page.getByText(/银行处理可能有延迟/)).toBeVisible();
    await page.getByRole('button', { name: '刷新结果' }).click();
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible();
  });

  test('a paid-up policy has nothing due: the service says so, with a way back', async ({ page, request }) => {
    await open(page, '/policy-business/renewal/info?policyNo=8620190625000456', await loginToken(request));
    await expect(page.getByRole('alert').filter({ hasText: '该保单当前无需缴纳续期保费' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回我的保单' })).toBeVisible();
  });
});

test.describe('continuation', () => {
  test('from the to-do to the list, the detail, and the 立即续保 hand-off to the payment of its premium', async ({ page, request }) => {
    await open(page, '/share-home', await loginToken(request));
    await page.getByRole('button', { name: '续保提醒' }).click();
    await expect(page).toHaveURL(/\/continuation-insurance$/);
    await expect(page.getByRole('heading', { level: 1, name: '续保服务' })).toBeVisible();
    await expect(page.getByText('¥1,280.00/年')).toBeVisible();

    await page.getByRole('button', { name: '鸿泰安心百万医疗保险' }).click();
    await expect(page).toHaveURL(/\/continuation-detail\?id=RI001$/);
    await expect(page.getByText('重大疾病医疗保险金')).toBeVisible();
    await expect(page.getByText('保额 ¥3,000,000.00')).toBeVisible();
    await expect(page.getByText(/续保时无需重新健康告知/)).toBeVisible();

    // A slow link shows the hand-off page; it then replaces itself with the link, so Back never lands on it again.
    await injectFault(request, { service: 'face.reinsuranceLink', latencyMs: 1000, times: 1 });
    await page.getByRole('button', { name: '立即续保' }).click();
    await expect(page).toHaveURL(/\/continuation-middleware\?id=RI001$/);
    await expect(page.getByText('正在为您跳转续保页面…')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/info\\?policyNo=${MEDICAL_POLICY}$`));
    await expect(page.getByRole('button', { name: '立即缴费 ¥1,280.00' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/continuation-detail\?id=RI001$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/continuation-insurance$/);

    await page.getByRole('tab', { name: '已续保' }).click();
    await expect(page.getByText('8620241201000555')).toBeVisible();
    await page.getByRole('button', { name: '鸿泰安心百万医疗保险' }).click();
    await expect(page).toHaveURL(/\/continuation-detail\?id=RI002$/);
    await expect(page.getByText('续保成功，保障已延续')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即续保' })).toHaveCount(0);
  });

  test('去续保 from the list hands off to the renewal payment; a failed hand-off offers 重试 and the way back', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, '/continuation-insurance', token);
    await injectFault(request, { service: 'face.reinsuranceLink', latencyMs: 500, times: 1 });
    await page.getByRole('button', { name: '去续保' }).click();
    await expect(page).toHaveURL(/\/continuation-middleware\?id=RI001$/);
    await expect(page).toHaveURL(/\/policy-business\/renewal\/info\?policyNo=/);
    await page.goBack();
    await expect(page).toHaveURL(/\/continuation-insurance$/);

    await injectFault(request, { service: 'face.reinsuranceLink', status: 503, times: 1 });
    await page.getByRole('button', { name: '去续保' }).click();
    await expect(page.getByRole('heading', { name: '续保页面打开失败' })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page).toHaveURL(/\/policy-business\/renewal\/info\?policyNo=/);
  });
});

test('every page and state passes the accessibility audit', async ({ page, request }) => {
  // Nine states, each audited after its toast has gone: more than the default time.
  test.slow();
  const token = await loginToken(request);
  // [page file, address, text shown, the failing service's message the page also toasts]
  const states: Array<[string, string, string, string?]> = [
    ['policy-business/renewal/info', `/policy-business/renewal/info?policyNo=${MEDICAL_POLICY}`, '立即缴费'],
    ['policy-business/renewal/info', '/policy-business/renewal/info?policyNo=8620190625000456', '该保单当前无需缴纳续期保费', '该保单当前无需缴纳续期保费'],
    ['policy-business/renewal/pay-result', '/policy-business/renewal/pay-result?orderId=PAY20251128001', '支付成功'],
    ['policy-business/renewal/pay-result', '/policy-business/renewal/pay-result?orderId=PAY20261120001', '支付失败'],
    ['policy-business/renewal/pay-result', '/policy-business/renewal/pay-result?orderId=PAY20261122001', '支付结果确认中'],
    ['policy-business/renewal/pay-result', '/policy-business/renewal/pay-result?orderId=PAY20261121001', '已取消支付'],
    ['continuation/continuation-insurance', '/continuation-insurance', '去续保'],
    ['continuation/continuation-detail', '/continuation-detail?id=RI002', '续保结果'],
    ['continuation/continuation-middleware', '/continuation-middleware', '续保页面打开失败'],
  ];
  const found: Violation[] = [];
  for (const [file, path, shown, toasted] of states) {
    await open(page, path, token);
    await expect(page.getByText(shown).first()).toBeVisible();
    // Audit the page, not a toast fading in or out: wait until the toast has come and gone.
    if (toasted) await expect(page.getByRole('status').filter({ hasText: toasted })).toBeVisible();
    await expect(page.locator('.arco-toast')).toHaveCount(0, { timeout: 8000 });
    found.push(...await auditPage(page, { file: `pages-config/pages/${file}.json` }));
  }
  expectNoSeriousViolations(found);
});

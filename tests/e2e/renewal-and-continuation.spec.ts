import { expect, test } from './support/test';
import { injectFault, loginToken, setSandboxTime } from './support/sandbox';
import { auditPage, expectNoSeriousViolations, type Violation } from '../../scripts/lib/accessibility-audit';
import { open } from './support/customer';

// Renewal payment (续期缴费) and continuation (续保) as the demo customer at phone size. A payment paid at the
// sandbox cashier is 支付处理中 at the first result read and 支付成功 at the next, so the result page must poll
// (tests/e2e/payments.spec.ts walks the confirm step and each of the cashier's outcomes).
// Each test has a sandbox world of its own (support/test.ts).

const ANNUITY_POLICY = '8620210310000123';
const MEDICAL_POLICY = '8620251201000789';

test.describe('renewal payment', () => {
  test('pays the due premium: the result goes from 确认中 to 支付成功 by itself, and the next month is due', async ({ page, request }) => {
    test.slow();
    await open(page, '/policy-list', await loginToken(request));
    await page.getByRole('button', { name: '续期缴费' }).click();
    await expect(page).toHaveURL(new RegExp(`/policy-business/renewal/info\\?policyNo=${ANNUITY_POLICY}$`));
    await expect(page.getByRole('heading', { level: 1, name: '续期缴费' })).toBeVisible();
    await expect(page.getByText('鸿泰金福年金保险')).toBeVisible();
    await expect(page.getByText('2026-12-10')).toBeVisible();
    await expect(page.getByText('招商银行')).toBeVisible();

    await page.getByRole('button', { name: '立即缴费 ¥2,000.00' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认支付 ¥2,000.00' }).click();
    await page.getByRole('button', { name: '支付成功' }).click();
    await expect(page).toHaveURL(/\/policy-business\/renewal\/pay-result\?orderId=PAY\d+$/);
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible();
    // No tap: the page asks again until the bank has answered.
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('您的保障已延续')).toBeVisible();
    await expect(page.getByText('¥2,000.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toHaveCount(0);

    // Paid monthly: the premium due now is January's.
    await page.goBack();
    await expect(page).toHaveURL(/\/policy-business\/renewal\/info\?policyNo=/);
    await expect(page.getByText('2027-01-10')).toBeVisible();
  });

  test('a one-year policy is not renewed by premium: 我的保单 offers 去续保, and its renewal page says nothing is due', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, '/policy-list', token);
    await page.getByRole('button', { name: '去续保' }).click();
    await expect(page).toHaveURL(/\/continuation-insurance$/);
    await open(page, `/policy-business/renewal/info?policyNo=${MEDICAL_POLICY}`, token);
    await expect(page.getByRole('alert').filter({ hasText: '该保单当前无需缴纳续期保费' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回我的保单' })).toBeVisible();
  });
});

test.describe('continuation', () => {
  test('from the to-do to the list, the detail and 立即续保: a payment still with the bank is not taken again', async ({ page, request }) => {
    await open(page, '/share-home', await loginToken(request));
    await page.getByRole('button', { name: '续保提醒' }).click();
    await expect(page).toHaveURL(/\/continuation-insurance$/);
    await expect(page.getByRole('heading', { level: 1, name: '续保服务' })).toBeVisible();
    await expect(page.getByText('¥1,280.00/年')).toBeVisible();

    await page.getByRole('button', { name: '鸿泰安心百万医疗保险' }).click();
    await expect(page).toHaveURL(/\/continuation-detail\?id=RI001$/);
    await expect(page.getByText('重大疾病医疗保险金')).toBeVisible();
    await expect(page.getByText(/续保后将生成新的保单号/)).toBeVisible();

    // A slow link shows the hand-off page; it then replaces itself with the link, so Back never lands on it again.
    await injectFault(request, { service: 'face.reinsuranceLink', latencyMs: 1000, times: 1 });
    await page.getByRole('button', { name: '立即续保' }).click();
    await expect(page).toHaveURL(/\/continuation-middleware\?id=RI001$/);
    await expect(page.getByText('正在为您跳转续保页面…')).toBeVisible();
    await expect(page).toHaveURL(/\/continuation\/pay\?id=RI001$/);
    await expect(page.getByRole('heading', { level: 1, name: '续保缴费' })).toBeVisible();
    await expect(page.getByText('2026-12-01 至 2027-11-30')).toBeVisible();
    // Paid at the cashier on 11-22 and not confirmed by the bank yet: no second payment, the result instead.
    await expect(page.getByText('您已为本次续保付款，银行正在确认，请勿重复缴费。')).toBeVisible();
    await expect(page.getByRole('button', { name: /立即缴费/ })).toHaveCount(0);
    await page.getByRole('button', { name: '查看支付结果' }).click();
    await expect(page.getByRole('heading', { name: '支付结果确认中' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/continuation-detail\?id=RI001$/);

    await open(page, '/continuation-insurance', await loginToken(request));
    await page.getByRole('tab', { name: '已续保' }).click();
    await expect(page.getByText('8620241201000555')).toBeVisible();
    await page.getByRole('button', { name: '鸿泰安心百万医疗保险' }).click();
    await expect(page).toHaveURL(/\/continuation-detail\?id=RI002$/);
    await expect(page.getByText('续保成功，保障已延续')).toBeVisible();
    await expect(page.getByRole('button', { name: '立即续保' })).toHaveCount(0);
  });

  test('once the bank has given up, paying the continuation issues a new policy with its own number', async ({ page, request }) => {
    // The walk crosses the cashier, which returns by a full page load: more than the default time.
    test.slow();
    await setSandboxTime(request, '2026-11-26T10:00:00+08:00');
    const token = await loginToken(request);
    await open(page, '/continuation/pay?id=RI001', token);
    await page.getByRole('button', { name: '立即缴费 ¥1,280.00' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('2026-12-01 至 2027-11-30')).toBeVisible();
    await sheet.getByRole('button', { name: /中国建设银行/ }).click();
    await sheet.getByRole('button', { name: '确认支付 ¥1,280.00' }).click();
    await page.getByRole('button', { name: '支付成功' }).click();
    await expect(page).toHaveURL(/\/continuation\/pay-result\?orderId=PAY\d+$/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
    const newPolicyNo = (await page.getByText(/新保单 \d{16} 已签发/).textContent())!.match(/\d{16}/)![0];
    expect(newPolicyNo).not.toBe(MEDICAL_POLICY);

    await page.getByRole('button', { name: '查看我的保单' }).click();
    await expect(page.getByText(newPolicyNo)).toBeVisible();
    await expect(page.getByText('待生效')).toBeVisible();
    await expect(page.getByRole('button', { name: '去续保' })).toHaveCount(0);
    await open(page, '/continuation/pay?id=RI001', token);
    await expect(page.getByRole('heading', { name: '已续保' })).toBeVisible();
  });

  test('去续保 from the list hands off to the continuation payment; a failed hand-off offers 重试 and the way back', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, '/continuation-insurance', token);
    await injectFault(request, { service: 'face.reinsuranceLink', latencyMs: 500, times: 1 });
    await page.getByRole('button', { name: '去续保' }).click();
    await expect(page).toHaveURL(/\/continuation-middleware\?id=RI001$/);
    await expect(page).toHaveURL(/\/continuation\/pay\?id=RI001$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/continuation-insurance$/);

    await injectFault(request, { service: 'face.reinsuranceLink', status: 503, times: 1 });
    await page.getByRole('button', { name: '去续保' }).click();
    await expect(page.getByRole('heading', { name: '续保页面打开失败' })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page).toHaveURL(/\/continuation\/pay\?id=RI001$/);
  });
});

test('every page and state passes the accessibility audit', async ({ page, request }) => {
  // Ten states, each audited after its toast has gone: more than the default time.
  test.slow();
  const token = await loginToken(request);
  // [page file, address, text shown, the failing service's message the page also toasts]
  const states: Array<[string, string, string, string?]> = [
    ['policy-business/renewal/info', `/policy-business/renewal/info?policyNo=${ANNUITY_POLICY}`, '立即缴费'],
    ['policy-business/renewal/info', '/policy-business/renewal/info?policyNo=8620190625000456', '该保单当前无需缴纳续期保费', '该保单当前无需缴纳续期保费'],
    ['policy-business/renewal/pay-result', '/policy-business/renewal/pay-result?orderId=PAY20261108001', '支付成功'],
    ['continuation/continuation-pay-result', '/continuation/pay-result?orderId=PAY20261120001', '支付失败'],
    ['continuation/continuation-pay-result', '/continuation/pay-result?orderId=PAY20261122001', '支付结果确认中'],
    ['continuation/continuation-pay-result', '/continuation/pay-result?orderId=PAY20261121001', '已取消支付'],
    ['continuation/continuation-pay', '/continuation/pay?id=RI001', '查看支付结果'],
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

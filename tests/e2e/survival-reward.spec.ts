import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acknowledgeFraudReminder } from './support/fraud-reminder';
import { injectFault, loginToken, SMS_CODE } from './support/sandbox';
import { auditPage, expectNoSeriousViolations, type Violation } from '../../scripts/lib/accessibility-audit';
import { open, typeSmsCode } from './support/customer';

// Survival funds (生存金) as the demo customer at phone size: SF003 (3,000.00, due 2026-06-25, on the paid-up
// endowment policy) is to receive. Each test has a sandbox world of its own (support/test.ts).

const BASE = '/policy-business/survival-reward';

/** The choice rows are buttons named by their text; the chosen one says 已选择. */
const option = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

async function chooseBankCard(page: Page, bank = '招商银行') {
  await option(page, '转账到银行卡').click();
  await expect(option(page, '转账到银行卡')).toContainText('已选择');
  await option(page, bank).click();
  await expect(option(page, bank)).toContainText('已选择');
}

test.describe('survival funds', () => {
  test('SF003 collected to a bank card from the list: fraud reminder, SMS code, confirm; then 已领取 in the list and the record', async ({ page, request }) => {
    await open(page, `${BASE}/list`, await loginToken(request));
    await expect(page.getByRole('heading', { level: 1, name: '生存金' })).toBeVisible();
    await expect(page.getByText('¥3,000.00').first()).toBeVisible();
    await page.getByRole('button', { name: '鸿泰如意两全保险（分红型）' }).click();

    await expect(page).toHaveURL(/\/survival-reward\/detail\?id=SF003$/);
    await expect(page.getByRole('heading', { name: '待领取' })).toBeVisible();
    await page.getByRole('button', { name: '立即领取' }).click();

    await expect(page).toHaveURL(/\/survival-reward\/payment\?id=SF003$/);
    // The policy is paid up: deduction is offered with the reason it cannot be chosen.
    await expect(option(page, '抵交保费')).toHaveCount(0);
    await expect(page.getByText('本保单已交清保费，无需抵交')).toBeVisible();
    const apply = page.getByRole('button', { name: '申请领取', exact: true });
    await expect(apply).toBeDisabled();
    await option(page, '转账到银行卡').click();
    await expect(apply).toBeDisabled();
    await chooseBankCard(page);
    await apply.click();
    await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');

    await expect(page.getByRole('heading', { name: '领取申请' })).toBeVisible();
    await expect(page.getByText('招商银行 **** **** **** 1234')).toBeVisible();
    const next = page.getByRole('button', { name: '下一步' });
    await expect(next).toBeDisabled();
    await typeSmsCode(page);
    await next.click();

    await expect(page.getByText('您已完成身份验证')).toBeVisible();
    await page.getByRole('button', { name: '确认领取', exact: true }).click();
    await expect(page).toHaveURL(/\/survival-reward\/receive-detail\?id=SF003$/);
    await expect(page.getByRole('heading', { name: '生存金等待到账' })).toBeVisible();
    await expect(page.getByText(/¥3,000.00 将转入您的招商银行储蓄卡，预计 \d{4}-\d{2}-\d{2} 前到账/)).toBeVisible();

    await page.getByRole('button', { name: '返回生存金列表' }).click();
    await expect(page.getByText('暂无待领取的生存金')).toBeVisible();
    await page.getByRole('tab', { name: '已领取' }).click();
    const collected = page.locator('section.w-card').filter({ hasText: '2026-06-25' });
    // The transfer is on its way: every list says 等待到账, as the detail does, until the money arrives.
    await expect(collected.getByRole('button', { name: '鸿泰如意两全保险（分红型）' })).toHaveAccessibleDescription('等待到账');

    await page.getByRole('button', { name: /领取记录/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '领取记录' })).toBeVisible();
    const newest = page.locator('section.w-card').first();
    await expect(newest).toContainText('等待到账');
    await expect(newest).toContainText('2026-06-25');
    await expect(newest).toContainText('招商银行 **** **** **** 1234');
  });

  test('a failed application keeps the chosen mode and card, and a failed SMS check keeps the typed code', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, `${BASE}/payment?id=SF003`, token);
    await chooseBankCard(page, '中国建设银行');
    await injectFault(request, { service: 'face.survivalFundApply', status: 500, message: '生存金服务暂不可用', times: 1 });
    const apply = page.getByRole('button', { name: '申请领取', exact: true });
    await apply.click();
    await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');
    await expect(page.getByText('生存金服务暂不可用')).toBeVisible();
    await expect(option(page, '转账到银行卡')).toContainText('已选择');
    await expect(option(page, '中国建设银行')).toContainText('已选择');

    // Again: the reminder was acknowledged, so the application goes out at once.
    await apply.click();
    await expect(page.getByRole('dialog', { name: '银行卡缴费防诈骗提示' })).toHaveCount(0);
    await expect(page.getByText('中国建设银行 **** **** **** 5678')).toBeVisible();

    await injectFault(request, { service: 'face.survivalFundIdVerify', envelopeCode: 'A0500', message: '短信服务繁忙，请稍后重试', times: 1 });
    await typeSmsCode(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('短信服务繁忙，请稍后重试')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue(SMS_CODE);

    // Reopened, the applied fund continues at the SMS step.
    await page.reload();
    await expect(page.getByRole('textbox', { name: '验证码' })).toBeVisible();
    await expect(page.getByRole('button', { name: '申请领取', exact: true })).toHaveCount(0);
  });

  test('a card added on the way comes back to the flow with the choice kept', async ({ page, request }) => {
    await open(page, `${BASE}/payment?id=SF003`, await loginToken(request));
    await option(page, '转账到银行卡').click();
    await option(page, '添加银行卡').click();
    await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
    await page.getByPlaceholder('请输入本人储蓄卡卡号').fill('6222020200112233446');
    await expect(page.getByLabel('开户银行')).toHaveValue('中国工商银行 储蓄卡');
    await page.getByPlaceholder('请输入银行预留手机号').fill('13800138000');
    await typeSmsCode(page);
    await page.getByRole('button', { name: '保存' }).click();

    await expect(page).toHaveURL(/\/survival-reward\/payment\?id=SF003$/);
    await expect(option(page, '转账到银行卡')).toContainText('已选择');
    await option(page, '中国工商银行').click();
    await expect(option(page, '中国工商银行')).toContainText('已选择');
    await expect(page.getByRole('button', { name: '申请领取', exact: true })).toBeEnabled();
  });

  test('the received and deducted funds open their own detail pages', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, `${BASE}/payment-history`, token);
    await page.locator('section.w-card').filter({ hasText: '抵交保费' }).getByRole('button').click();
    await expect(page).toHaveURL(/\/deduct-for-payment-detail\?id=SF000$/);
    await expect(page.getByText('第 5 期', { exact: true })).toBeVisible();
    await expect(page.getByText('¥10,000.00')).toBeVisible();

    await open(page, `${BASE}/pay-detail?id=SF002`, token);
    await expect(page.getByText('SQ20261118001')).toBeVisible();
    await page.getByRole('button', { name: '确认领取', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\?id=SF002$/);
    await expect(page.getByText('您已完成身份验证')).toBeVisible();
  });

  test('every page and state passes the accessibility audit', async ({ page, request }) => {
    // Fourteen pages opened and audited one after another: more than one page's time.
    test.slow();
    const token = await loginToken(request);
    const states: Array<[string, string, string]> = [
      ['list', '/list', '待领取金额'],
      ['detail', '/detail?id=SF003', '立即领取'],
      ['detail', '/detail?id=SF002', '查看给付进度'],
      ['detail', '/detail', '未找到该笔生存金'],
      ['payment', '/payment?id=SF003', '领取方式'],
      ['payment', '/payment?id=SF002', '您已完成身份验证'],
      ['payment', '/payment?id=SF001', '该笔生存金已领取'],
      ['pay-detail', '/pay-detail?id=SF002', '给付信息'],
      ['pay-detail', '/pay-detail?id=SF003', '暂无给付进度'],
      ['receive-detail', '/receive-detail?id=SF001', '生存金已领取'],
      ['receive-detail', '/receive-detail?id=SF000', '已抵交保费'],
      ['deduct-for-payment-detail', '/deduct-for-payment-detail?id=SF000', '抵交的保费'],
      ['deduct-for-payment-detail', '/deduct-for-payment-detail?id=SF001', '该笔生存金未用于抵交保费'],
      ['payment-history', '/payment-history', '抵交本保单保费'],
    ];
    const found: Violation[] = [];
    for (const [file, path, shown] of states) {
      await open(page, `${BASE}${path}`, token);
      await expect(page.getByText(shown).first()).toBeVisible();
      if (file === 'payment' && path.endsWith('SF003')) await option(page, '转账到银行卡').click();
      found.push(...await auditPage(page, { file: `pages-config/pages/policy-business/survival-reward/${file}.json` }));
    }
    expectNoSeriousViolations(found);
  });
});

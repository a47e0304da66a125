import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken, SMS_CODE } from './support/sandbox';

// What a customer types is checked where it is typed (issue 28 §4), at phone size.

async function open(page: Page, path: string, token: string) {
  await page.goto(`/official${path}${path.includes('?') ? '&' : '?'}t=${token}`);
}

test.describe('a new bank card', () => {
  test('a mistyped number keeps 保存 unavailable; a right one shows its bank; adding needs the SMS code', async ({ page, request }) => {
    await open(page, '/me/bank-card/edit', await loginToken(request));
    await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
    const number = page.getByLabel('银行卡号');
    const save = page.getByRole('button', { name: '保存' });

    await number.fill('6225880137706869');
    await expect(page.getByText('请输入正确的银行卡号')).toBeVisible();
    await expect(page.getByLabel('开户银行')).toHaveValue('');
    await expect(save).toBeDisabled();

    await number.fill('3568891234567899');
    await expect(page.getByText('暂不支持添加招商银行信用卡，请更换银行卡')).toBeVisible();

    await number.fill('6225880137706868');
    await expect(page.getByText('请输入正确的银行卡号')).toHaveCount(0);
    await expect(page.getByLabel('开户银行')).toHaveValue('招商银行 储蓄卡');
    await expect(page.getByText('招商银行单笔限额 50,000 元，单日限额 50,000 元。', { exact: false })).toBeVisible();
    await page.getByLabel('预留手机号').fill('13800138000');
    await expect(save).toBeDisabled();

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/^验证码已发送至 .*8000$/)).toBeVisible();
    await page.getByRole('textbox', { name: '验证码' }).fill('654321');
    await save.click();
    await expect(page.getByText('验证码错误或已失效')).toBeVisible();
    await expect(page).toHaveURL(/\/me\/bank-card\/edit/);

    await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
    await save.click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    await expect(page.getByText('储蓄卡　**** **** **** 6868')).toBeVisible();
  });
});

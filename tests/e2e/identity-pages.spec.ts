import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';

// The identity checks a flow sends a customer to first (docs/product.md, Routes: /auth), and back.

test('a customer without a real name is sent from the policy-change hub to real-name authentication', async ({ page, request }) => {
  const phone = `137${String(Date.now()).slice(-8)}`;
  await page.goto(`/official/policy-business/preservation-list?t=${await loginToken(request, phone)}`);
  await page.getByRole('button', { name: /办理保全业务前需先完成实名认证/ }).click();
  await expect(page).toHaveURL(/\/auth\/real-name\/check\?redirect=/);
  await expect(page.getByRole('heading', { name: '请先完成实名认证' })).toBeVisible();
  await page.getByRole('button', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/\/me\/info\/edit\?goAuth=1$/);
});

test('an authenticated customer passes the real-name check and continues where the flow asked', async ({ page, request }) => {
  await page.goto(`/official/auth/real-name/check?redirect=${encodeURIComponent('/policy-business/preservation-list')}&t=${await loginToken(request)}`);
  await expect(page.getByRole('heading', { name: '您已完成实名认证' })).toBeVisible();
  await expect(page.getByText('3101**********4519')).toBeVisible();
  await page.getByRole('button', { name: '继续办理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '保全服务' })).toBeVisible();
});

test('identity verification by face returns to the flow with the check\'s token', async ({ page, request }) => {
  await page.goto(`/official/auth/identity-verification/main?redirect=${encodeURIComponent('/policy-business/preservation-list')}&t=${await loginToken(request)}`);
  await page.getByRole('button', { name: '开始识别' }).click();
  await expect(page).toHaveURL(/\/policy-business\/preservation-list\?bizToken=BIZ/, { timeout: 10_000 });
});

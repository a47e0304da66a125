import { expect, type Page } from '@playwright/test';
import { SMS_CODE } from './sandbox';

/** Logs in on the login page already open, by SMS code, as a customer would (any phone is a customer). */
export async function loginBySms(page: Page, phone: string): Promise<void> {
  await expect(page).toHaveURL(/\/official\/login/);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
  const agreement = page.getByRole('checkbox');
  if ((await agreement.getAttribute('aria-checked')) !== 'true') await agreement.click({ position: { x: 8, y: 10 } });
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/\/official\/login/);
}

import { expect, type Page } from '@playwright/test';
import { SMS_CODE } from './sandbox';

/** Fills a campaign's lead form on the page already open, up to its submit button, as a visitor would. */
export async function fillLeadForm(page: Page, name: string, phone: string): Promise<void> {
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(phone);
  await page.getByLabel('图形验证码').fill('8888');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/验证码已发送至/)).toBeVisible();
  await page.getByLabel('短信验证码').fill(SMS_CODE);
  await page.getByText('我已阅读并同意').click();
}

import type { Page } from '@playwright/test';
import { expect } from './test';

/** The anti-fraud reminder: 继续 stays disabled until the customer ticks that they have read it. */
export async function acknowledgeFraudReminder(page: Page, title = '防诈骗提示') {
  const reminder = page.getByRole('dialog', { name: title });
  await expect(reminder).toBeVisible();
  const proceed = reminder.getByRole('button', { name: '我已知晓，继续办理' });
  await expect(proceed).toBeDisabled();
  const read = reminder.getByRole('checkbox', { name: '我已阅读并知晓上述风险提示' });
  await read.click();
  await expect(read).toHaveAttribute('aria-checked', 'true');
  await proceed.click();
  await expect(reminder).toBeHidden();
}

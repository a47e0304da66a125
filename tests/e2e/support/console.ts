// The operations console (studio/console) as staff drive it in the browser tests: signing in and typing a
// time into its pickers.
import type { Page } from '@playwright/test';
import { expect } from './test';

export const CONSOLE = '/official-studio/';
export const HOUR = 3_600_000;

/** A time as the console's pickers take it: Beijing time, `2027-03-01 08:00`. */
export function beijing(at: number): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto(CONSOLE);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '页面', level: 1 })).toBeVisible();
}

/** Types a time into a picker, as staff may instead of clicking through its calendar. */
export async function pickTime(page: Page, label: string, at: number) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(beijing(at));
  await page.keyboard.press('Enter');
}

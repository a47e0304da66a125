// The operations console (studio/console) as staff drive it in the browser tests: signing in and typing a
// time into its pickers, making a page from its template and opening it in the visual editor.
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

/** What the new-page dialog is given: an info page, or a campaign whose activity it registers (running from two days ago for a month). */
export interface NewPage { path: string; title: string; activity?: { code: string; name: string } }

/** A page made from its template in the new-page dialog, as an author makes one; its screen is open. */
export async function newPage(page: Page, { path, title, activity }: NewPage) {
  await page.getByRole('button', { name: '新建页面' }).click();
  const dialog = page.getByRole('dialog', { name: '新建页面' });
  if (!activity) await dialog.getByText('信息页', { exact: true }).click();
  await dialog.getByLabel('页面路径').fill(path);
  await dialog.getByLabel('页面标题').fill(title);
  if (activity) {
    await dialog.getByLabel('活动编码').fill(activity.code);
    await dialog.getByLabel('活动名称').fill(activity.name);
    await pickTime(page, '活动开始时间', Date.now() - 48 * HOUR);
    await pickTime(page, '活动结束时间', Date.now() + 30 * 24 * HOUR);
  }
  await dialog.getByRole('button', { name: '新建' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

/** The page screen's 可视化编辑 tab, once its outline is drawn. */
export async function openVisualEditor(page: Page) {
  await page.getByRole('tab', { name: '可视化编辑' }).click();
  await expect(page.getByRole('tree', { name: '页面结构' })).toBeVisible({ timeout: 20_000 });
}

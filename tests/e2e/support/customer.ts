import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { loginToken, SMS_CODE } from './sandbox';

// Steps a customer takes on many pages, written once.

/** Opens a portal path with a handed-over token (`?t=`), as a link from the messaging app does. */
export async function open(page: Page, path: string, token: string): Promise<void> {
  await page.goto(`/official${path}${path.includes('?') ? '&' : '?'}t=${token}`);
}

/** Opens a portal path signed in as the demo customer. */
export async function openSignedIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await open(page, path, await loginToken(request));
}

/** 获取验证码, then the sandbox's code typed into 验证码. */
export async function typeSmsCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(SMS_CODE);
}

/** 开始识别 on a face check, until the sandbox's camera passes it. */
export async function passFaceCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: '开始识别' }).click();
  await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 });
}

/** Picks a new occupation by searching the occupation sheet. */
export async function chooseOccupation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^新职业/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('searchbox', { name: '搜索职业名称' }).fill(name);
  await sheet.getByRole('listbox', { name: '搜索结果' }).getByRole('option', { name }).click();
}

/** An occupation change up to its confirm page: the new occupation and employer, then 下一步. */
export async function startOccupationChange(page: Page, occupation: string, employer = '鸿泰科技有限公司'): Promise<void> {
  await chooseOccupation(page, occupation);
  await page.getByRole('textbox', { name: '工作单位' }).fill(employer);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/change-occupation\/confirm\/BQ\d+$/);
}

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PHONE, injectFault, loginToken } from './support/sandbox';
import { loginBySms } from './support/login-form';
import { contactFormFilled } from './support/customer';

const TYPED = 'typed.by.first.customer@example.com';

/**
 * Customer A, logged in or come with a handed-over token (`?t=`), types into the contact form and saves;
 * the session has expired, so the save sends them to login.
 */
async function typeThenLoseSession(page: Page, request: import('@playwright/test').APIRequestContext, handedOver = false) {
  if (handedOver) {
    await page.goto(`/official/me/info/edit?t=${await loginToken(request)}`);
  } else {
    await page.goto('/official/login?redirect=%2Fme%2Finfo%2Fedit');
    await loginBySms(page, DEMO_PHONE);
  }
  await contactFormFilled(page);
  await page.getByLabel('电子邮箱').fill(TYPED);
  await injectFault(request, { service: 'face.updateCustomerInfo', status: 401, times: 1 });
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo%2Fedit$/);
}

test('a customer\'s typed contact details are never shown to the next customer on the same tab', async ({ page, request }) => {
  await typeThenLoseSession(page, request);
  await loginBySms(page, '13911112222');
  await expect(page).toHaveURL(/\/official\/me\/info\/edit$/);
  await expect(page.getByRole('heading', { name: '联系信息' })).toBeVisible();
  await expect(page.getByLabel('电子邮箱')).not.toHaveValue(TYPED);
  await page.reload();
  await expect(page.getByRole('heading', { name: '联系信息' })).toBeVisible();
  await expect(page.getByLabel('电子邮箱')).not.toHaveValue(TYPED);
  const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:')).map((key) => sessionStorage.getItem(key)));
  expect(drafts.join('')).not.toContain(TYPED);
});

test('the same customer back from a re-login finds what they typed', async ({ page, request }) => {
  await typeThenLoseSession(page, request);
  await loginBySms(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/official\/me\/info\/edit$/);
  await expect(page.getByLabel('电子邮箱')).toHaveValue(TYPED);
});

test('a customer who came with a handed-over token finds what they typed after logging in again', async ({ page, request }) => {
  await typeThenLoseSession(page, request, true);
  await loginBySms(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/official\/me\/info\/edit$/);
  await expect(page.getByLabel('电子邮箱')).toHaveValue(TYPED);
});

test('what a handed-over session typed is not shown to another customer logging in on the tab', async ({ page, request }) => {
  await typeThenLoseSession(page, request, true);
  await loginBySms(page, '13911112222');
  await expect(page.getByRole('heading', { name: '联系信息' })).toBeVisible();
  await expect(page.getByLabel('电子邮箱')).not.toHaveValue(TYPED);
  const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:')).map((key) => sessionStorage.getItem(key)));
  expect(drafts.join('')).not.toContain(TYPED);
});

test('logging out forgets every draft on the tab', async ({ page }) => {
  await page.goto('/official/login?redirect=%2Fme%2Finfo%2Fedit');
  await loginBySms(page, DEMO_PHONE);
  await contactFormFilled(page);
  await page.getByLabel('电子邮箱').fill(TYPED);
  await page.goto('/official/me/info');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByText('确定退出当前账号吗？')).toBeVisible();
  await page.getByText('退出', { exact: true }).click();
  await expect(page).toHaveURL(/\/official\/login$/);
  const drafts = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('official:draft:')).map((key) => `${key} ${sessionStorage.getItem(key)}`));
  expect(drafts.join('\n')).not.toContain(TYPED);
  expect(drafts.join('\n')).not.toContain(':draft:customer-');
});

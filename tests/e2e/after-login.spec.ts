import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PHONE } from './support/sandbox';
import { loginBySms } from './support/login-form';

/** Collects what would show in the console as an error while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  return errors;
}

const loginWith = (page: Page, redirect: string) => page.goto(`/official/login?redirect=${encodeURIComponent(redirect)}`);

test('a redirect that doubles the slash after /official stays in the app', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await loginWith(page, `${baseURL}/official//evil.example/about-us`);
  await loginBySms(page, DEMO_PHONE);
  await expect(page).toHaveURL(`${baseURL}/official/evil.example/about-us`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a same-origin address outside /official and a foreign origin are refused: the customer goes home', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  await loginWith(page, `${baseURL}/other-app/index.html`);
  await loginBySms(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/official\/share-home$/);

  await loginWith(page, 'https://evil.example/official/me/info');
  await loginBySms(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/official\/share-home$/);
  expect(errors).toEqual([]);
});

test('an in-app redirect keeps its query and fragment', async ({ page }) => {
  await loginWith(page, '/official/news-center?tab=2#list');
  await loginBySms(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/official\/news-center\?tab=2#list$/);
});

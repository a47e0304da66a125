import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open, startOccupationChange } from './support/customer';

// Before a change is confirmed the customer sees what it will do: an occupation change shows the new
// occupation class and what each occupation-rated policy's premium becomes; the reinstatement shows what
// is owed as an amount. At phone size; each test has a sandbox world of its own (support/test.ts).

/** The card of one change item: the innermost section under its heading. */
const itemCard = (page: Page, label: string) => page.locator('section', { has: page.getByRole('heading', { name: label, exact: true }) }).last();

// The occupation picker's page loads its catalogue of occupations: more than the default time.
test.slow();

test('an occupation change shows the new class and the premium difference before it is confirmed', async ({ page, request }) => {
  await open(page, '/policy-business/change-occupation/edit/C100002', await loginToken(request));
  await startOccupationChange(page, '货车司机', '鸿泰物流有限公司');

  const levels = itemCard(page, '职业类别');
  await expect(levels.getByText('1 类')).toBeVisible();
  await expect(levels.getByText('4 类')).toBeVisible();
  const premium = itemCard(page, '鸿泰安心百万医疗保险 每期保费');
  await expect(premium.getByText('¥1,280.00', { exact: true })).toBeVisible();
  await expect(premium.getByText('¥1,600.00（增加 ¥320.00）')).toBeVisible();
});

test('the reinstatement shows what is owed as an amount, not as a before and after', async ({ page, request }) => {
  await open(page, '/policy-business/re/change-detail?businessNo=BQ20261120004', await loginToken(request));
  await expect(page.getByRole('term').filter({ hasText: '应补缴金额' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '¥3,643.20（含利息 ¥43.20）' })).toBeVisible();
  // Only the policy's state has a before and after.
  await expect(itemCard(page, '保单状态').getByText('变更前')).toBeVisible();
  await expect(page.getByText('变更前')).toHaveCount(1);
});

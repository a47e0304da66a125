import { expect, test } from './support/test';

// The bench pages (npm run bench) are ordinary page definitions of the dev module: sandbox builds only.
test('/dev/bench-list?n= shows n rows of its static source', async ({ page }) => {
  await page.goto('/official/dev/bench-list?n=20');
  await expect(page.getByText('共 20 项')).toBeVisible();
  await expect(page.getByText(/^第 \d+ 项$/)).toHaveCount(20);
  await expect(page.getByText('第 20 项', { exact: true })).toBeAttached();
});

test('/dev/bench-form?n= shows a form of n fields, every 3rd required, every 5th a mobile number', async ({ page }) => {
  await page.goto('/official/dev/bench-form?n=10');
  await expect(page.getByRole('textbox')).toHaveCount(10);
  await page.getByLabel('字段 5', { exact: true }).fill('12345');
  await page.getByRole('button', { name: '提交' }).click();
  // f0, f3, f6, f9 are required; f5 holds no mobile number.
  await expect(page.getByText('请填写字段 0')).toBeVisible();
  await expect(page.getByText('请填写字段 9')).toBeAttached();
  await expect(page.getByText('字段 5格式不正确')).toBeVisible();

  await page.goto('/official/dev/bench-form?n=50');
  await expect(page.getByRole('textbox')).toHaveCount(50);
});

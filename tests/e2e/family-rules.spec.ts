import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// The family rules (docs/product.md, Family) as the family member page asks them first, and as the server
// refuses what the page could not tell. The demo customer, born 1986-05-18, has 王丽 as his spouse.

async function chooseRelation(page: Page, relation: string) {
  await page.getByRole('button', { name: /与本人关系/ }).click();
  await page.getByRole('option', { name: relation }).click();
}

test('the add form offers no second spouse and says before sending that a child must be younger than the customer', async ({ page, request }) => {
  await open(page, '/family-member-detail', await loginToken(request));
  await expect(page.getByText('您已添加配偶王丽，每位客户只能添加一位配偶。')).toBeVisible();
  await page.getByRole('button', { name: /与本人关系/ }).click();
  await expect(page.getByRole('option', { name: '子女' })).toBeVisible();
  await expect(page.getByRole('option', { name: '配偶' })).toHaveCount(0);
  await page.getByRole('option', { name: '子女' }).click();

  await page.getByLabel('出生日期').fill('1980-02-01');
  await expect(page.getByText('子女的年龄应小于您的年龄，请核对与本人关系和出生日期。')).toBeVisible();
  await page.getByLabel('出生日期').fill('2020-02-01');
  await expect(page.getByText(/子女的年龄应小于您的年龄/)).toBeHidden();
});

test('editing a child offers no spouse and says a parent must be older than the customer', async ({ page, request }) => {
  await open(page, '/family-member-detail?memberId=M003', await loginToken(request));
  await page.getByRole('button', { name: '编辑成员信息' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /与本人关系/ }).click();
  await expect(page.getByRole('option', { name: '父母' })).toBeVisible();
  await expect(page.getByRole('option', { name: '配偶' })).toHaveCount(0);
  await page.getByRole('option', { name: '父母' }).click();
  await expect(dialog.getByText('父母的年龄应大于您的年龄。')).toBeVisible();
});

test('a spouse under the legal marriage age is refused on sending, with everything typed kept', async ({ page, request }) => {
  const token = await loginToken(request);
  await request.delete('/official-api/customer-center/family/member/extend?memberId=M001', { headers: { Authorization: `Bearer ${token}` } });
  await open(page, '/family-member-detail', token);
  await page.getByLabel('姓名').fill('赵小诺');
  await chooseRelation(page, '配偶');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByLabel('出生日期').fill('2018-03-01');
  await page.getByRole('button', { name: /证件类型/ }).click();
  await page.getByRole('option', { name: '护照' }).click();
  await page.getByLabel('证件号码').fill('E12345678');
  await page.getByRole('button', { name: '确认添加' }).click();

  await expect(page.getByText('配偶须已达法定婚龄（女方年满 20 周岁）')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('赵小诺');
  await expect(page.getByLabel('出生日期')).toHaveValue('2018-03-01');
  await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue('E12345678');
});

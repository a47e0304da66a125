import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';

// The contact form of the profile page is a `schema-form` (schemas/forms/contact.schema.json). Each test
// saves to a sandbox world of its own (support/test.ts).

async function openProfile(page: Page, token: string) {
  await page.goto(`/official/me/info/edit?t=${token}`);
  await expect(page.getByRole('heading', { name: '联系信息' })).toBeVisible();
}

test.describe('contact form', () => {
  test('a bad email gets a Chinese error under the field; a good one is saved', async ({ page, request }) => {
    await openProfile(page, await loginToken(request));
    const email = page.getByLabel('电子邮箱');
    const save = page.getByRole('button', { name: '保存修改' });
    await expect(email).toHaveValue(/@/);
    await expect(save).toBeDisabled();
    const original = await email.inputValue();

    await email.fill('mingxuan.li#example.com');
    await save.click();
    await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill('mingxuan.li@hongtai-life.cn');
    await expect(page.getByText('请输入正确的邮箱地址')).toHaveCount(0);
    await save.click();
    await expect(page.getByText('保存成功')).toBeVisible();
    // Saved and reloaded: the form now matches the profile, so there is nothing to save.
    await expect(save).toBeDisabled();

    await email.fill(original);
    await save.click();
    await expect(save).toBeDisabled();
  });

  test('what the customer typed survives a reload', async ({ page, request }) => {
    await openProfile(page, await loginToken(request));
    await page.getByLabel('电子邮箱').fill('li.ming.draft@example.com');
    await page.getByRole('button', { name: '所在省份' }).click();
    await page.getByRole('option', { name: '广东省' }).click();
    await page.getByRole('button', { name: '所在城市' }).click();
    await page.getByRole('option', { name: '深圳市' }).click();
    await page.getByLabel('详细地址').fill('南山区科技园科苑路 15 号');
    await page.getByLabel('邮政编码').fill('518057');

    await page.reload();
    await expect(page.getByRole('heading', { name: '联系信息' })).toBeVisible();
    await expect(page.getByLabel('电子邮箱')).toHaveValue('li.ming.draft@example.com');
    await expect(page.getByRole('button', { name: '所在省份' })).toHaveText('广东省');
    await expect(page.getByRole('button', { name: '所在城市' })).toHaveText('深圳市');
    await expect(page.getByLabel('详细地址')).toHaveValue('南山区科技园科苑路 15 号');
    await expect(page.getByLabel('邮政编码')).toHaveValue('518057');
  });

  test('the contact phone and postal code are saved to the profile', async ({ page, request }) => {
    await openProfile(page, await loginToken(request));
    await page.getByLabel('手机号码').fill('13912345678');
    await page.getByLabel('邮政编码').fill('200120');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    // Without the draft, the form is filled from the saved profile.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByLabel('手机号码')).toHaveValue('13912345678');
    await expect(page.getByLabel('邮政编码')).toHaveValue('200120');

    await page.getByLabel('手机号码').fill('');
    await page.getByLabel('邮政编码').fill('');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
  });
});

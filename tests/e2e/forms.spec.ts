import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { contactFormFilled } from './support/customer';
import { loginToken } from './support/sandbox';

// The contact form of the profile page is a `schema-form` (schemas/forms/contact.schema.json). Each test
// saves to a sandbox world of its own (support/test.ts).

const regionSheet = (page: Page) => page.getByRole('dialog', { name: '所在地区' });

/** Taps down the tree of 所在地区, one level at a time, as a customer does (opening it unless it is open). */
async function chooseRegion(page: Page, path: string[]) {
  const sheet = regionSheet(page);
  if (!(await sheet.isVisible())) await page.getByRole('button', { name: /^所在地区/ }).click();
  let level = '全部';
  for (const place of path) {
    await sheet.getByRole('listbox', { name: level }).getByRole('option', { name: place, exact: true }).click();
    level = place;
  }
  await expect(sheet).toBeHidden();
}

async function openProfile(page: Page, token: string) {
  await page.goto(`/official/me/info/edit?t=${token}`);
  await contactFormFilled(page);
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

  test('an email the service refuses is marked with its reason until it is changed', async ({ page, request }) => {
    await openProfile(page, await loginToken(request));
    const email = page.getByLabel('电子邮箱');
    const reason = '该邮箱已被其他客户使用，请更换邮箱';
    await email.fill('xiaoyan.zhang@example.com');
    await page.getByRole('button', { name: '保存修改' }).click();
    const form = page.locator('.w-schema-form');
    await expect(form.getByText(reason)).toBeVisible();
    await expect(page.getByText('请求参数错误')).toHaveCount(0);
    await expect(email).toBeFocused();

    await email.fill('mingxuan.li@hongtai-life.cn');
    await expect(form.getByText(reason)).toHaveCount(0);
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
  });

  test('what the customer typed survives a reload, a district of Xinjiang included', async ({ page, request }) => {
    await openProfile(page, await loginToken(request));
    await page.getByLabel('电子邮箱').fill('li.ming.draft@example.com');
    // Every province-level division is offered, Hong Kong, Macao and Taiwan included.
    await page.getByRole('button', { name: /^所在地区/ }).click();
    const provinces = regionSheet(page).getByRole('listbox', { name: '全部' }).getByRole('option');
    await expect(provinces).toHaveCount(34);
    await expect(provinces.filter({ hasText: '澳门特别行政区' })).toHaveCount(1);
    await chooseRegion(page, ['新疆维吾尔自治区', '乌鲁木齐市', '天山区']);
    await expect(page.getByRole('button', { name: '所在地区 天山区' })).toHaveAccessibleDescription(/新疆维吾尔自治区 \/ 乌鲁木齐市/);
    await page.getByLabel('详细地址').fill('解放北路 88 号');
    await page.getByLabel('邮政编码').fill('830002');

    await page.reload();
    await expect(page.getByRole('heading', { name: '联系信息' })).toBeVisible();
    await expect(page.getByLabel('电子邮箱')).toHaveValue('li.ming.draft@example.com');
    await expect(page.getByRole('button', { name: '所在地区 天山区' })).toBeVisible();
    await expect(page.getByLabel('详细地址')).toHaveValue('解放北路 88 号');
    await expect(page.getByLabel('邮政编码')).toHaveValue('830002');
  });

  test('a municipality lists its districts right under it, and the saved address is written in full', async ({ page, request }) => {
    const token = await loginToken(request);
    await openProfile(page, token);
    await chooseRegion(page, ['北京市', '朝阳区']);
    await expect(page.getByRole('button', { name: '所在地区 朝阳区' })).toHaveAccessibleDescription(/^北京市$|北京市$/);
    await page.getByLabel('详细地址').fill('建国路 88 号 SOHO 现代城');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const profile = await (await request.get('/official-api/face/rest/user/userInfo', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(profile.data.address).toBe('北京市朝阳区建国路 88 号 SOHO 现代城');
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

// What a customer typed into a sheet or drew on a pad is still there after a reload, the sheet open again.
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open, sign } from './support/customer';
import { freshPhone, idCardNumber } from './support/customer-data';

test('the real-name sheet reopens after a reload with the name and number typed', async ({ page, request }) => {
  await open(page, '/me/info/edit?goAuth=1', await loginToken(request, freshPhone()));
  await page.getByRole('button', { name: '去认证' }).click();
  const sheet = page.getByRole('dialog', { name: '实名认证' });
  await sheet.getByLabel('姓名').fill('赵思远');
  await sheet.getByLabel('证件号码').fill(idCardNumber());
  await expect(sheet.getByLabel('出生日期')).toHaveValue('1990-03-07');

  await page.reload();
  await expect(sheet.getByLabel('姓名')).toHaveValue('赵思远');
  await expect(sheet.getByLabel('证件号码')).toHaveValue(idCardNumber());
  await expect(sheet.getByLabel('出生日期')).toHaveValue('1990-03-07');
  await sheet.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('实名认证成功')).toBeVisible();
});

test('the family member sheets reopen after a reload with what was typed, for that member only', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/family-member-detail?memberId=M002', token);
  await page.getByRole('button', { name: '编辑成员信息' }).click();
  const edit = page.getByRole('dialog', { name: '编辑成员信息' });
  await edit.getByLabel('姓名').fill('李建华');
  await edit.getByLabel('手机号码').fill('13912345678');

  await page.reload();
  await expect(edit.getByLabel('姓名')).toHaveValue('李建华');
  await expect(edit.getByLabel('手机号码')).toHaveValue('13912345678');
  await edit.getByRole('button', { name: '关闭' }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: /^(填写|修改)职业$/ }).click();
  const occupation = page.getByRole('dialog', { name: '填写职业信息' });
  await occupation.getByRole('button', { name: /^职业/ }).click();
  const picker = page.getByRole('dialog').last();
  await picker.getByRole('searchbox', { name: '搜索职业名称' }).fill('离退休人员');
  await picker.getByRole('listbox', { name: '搜索结果' }).getByRole('option', { name: '离退休人员' }).click();
  await expect(occupation.getByRole('button', { name: /^职业/ })).toContainText('离退休人员');

  await page.reload();
  await expect(occupation.getByRole('button', { name: /^职业/ })).toContainText('离退休人员');

  // Another member's page opens with neither sheet.
  await open(page, '/family-member-detail?memberId=M001', token);
  await expect(page.getByRole('button', { name: '编辑成员信息' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signature drawn and not yet confirmed is on the pad after a reload, and is then signed', async ({ page, request }) => {
  await open(page, '/claim/apply/appoint?stagingId=ST001', await loginToken(request));
  await expect(page.getByRole('heading', { level: 1, name: '理赔授权委托书' })).toBeVisible();
  await sign(page);
  await page.getByText('委托人已阅读并同意上述委托事项', { exact: false }).click();
  const pad = page.getByRole('img', { name: /委托人签名区域/ });
  // The ink on the pad: how many of its pixels the strokes cover.
  const ink = () => pad.evaluate((canvas: HTMLCanvasElement) => canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data.filter((value, at) => at % 4 === 3 && value > 0).length);
  const drawn = await ink();
  expect(drawn).toBeGreaterThan(100);

  await page.reload();
  await expect(page.getByText('请在此处签名')).toBeHidden();
  await expect(page.getByRole('checkbox', { name: /委托人已阅读并同意/ })).toBeChecked();
  // The same strokes (to a tenth of a pixel) drawn again.
  expect(Math.abs((await ink()) - drawn)).toBeLessThan(drawn * 0.05);
  await page.getByRole('button', { name: '确认签名' }).click();
  await expect(page.getByRole('img', { name: '委托人签名（已签署）' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.getByRole('button', { name: '确认签署' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^委托书已签署$/ })).toBeVisible();
});

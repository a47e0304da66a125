import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { documentPng } from './support/images';
import { loginToken } from './support/sandbox';
import { assess, open } from './support/customer';

// Buying as the insurer sells (docs/product.md, Buying), at phone size: the health assessment is for a person, who
// becomes the insured; the quote carries the assessment's loading; the documents are read and the application
// signed; the first premium is paid at the cashier and the policy is listed. Each test has a sandbox world of its own.

/** Every photo the phone's picker is asked for is an id card. */
async function uploadIdCard(page: Page) {
  page.on('filechooser', (chooser) => chooser.setFiles({ name: 'id.png', mimeType: 'image/png', buffer: documentPng(856, 540) }));
  for (const side of ['人像面', '国徽面']) {
    await page.getByRole('button', { name: `拍摄或上传身份证${side}` }).click();
    await expect(page.getByRole('button', { name: `查看身份证${side}` })).toBeVisible();
  }
  await page.getByRole('button', { name: '确认上传' }).click();
}

test('王丽 assessed with a loading: the quote is hers with 加费, the clauses are read, the first premium paid, and the policy listed', async ({ page, request }) => {
  test.slow();
  await open(page, '/questionnaire?productId=HT2601', await loginToken(request));
  await assess(page, '王丽', true);

  await expect(page.getByRole('heading', { name: '加费承保' })).toBeVisible();
  await expect(page.getByText('根据王丽的健康告知，可以投保，保费在标准费率上加收 50%', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '立即投保' }).click();

  await expect(page).toHaveURL(/\/insurance\/quote\?orderNo=O\d+$/);
  await expect(page.getByText('王丽（配偶，38 周岁）')).toBeVisible();
  await expect(page.getByText('加费 50%')).toBeVisible();
  await expect(page.getByText('¥5,850.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^缴费方式/ }).click();
  await page.getByRole('option', { name: '月交' }).click();
  await expect(page.getByText('¥526.50').first()).toBeVisible();
  await page.getByRole('button', { name: /^缴费方式/ }).click();
  await page.getByRole('option', { name: '年交' }).click();
  await expect(page.getByText('¥5,850.00').first()).toBeVisible();
  await page.getByRole('button', { name: '下一步：阅读条款并确认' }).click();

  await expect(page).toHaveURL(/\/insurance\/info-confirm\?orderNo=O\d+$/);
  const sign = page.getByRole('button', { name: '确认投保并签名' });
  await page.getByRole('checkbox', { name: '本人已阅读并确认以上投保信息真实、准确' }).click();
  await expect(sign).toHaveAttribute('aria-disabled', 'true');
  for (const title of ['《鸿泰康宁重大疾病保险条款》', '《投保须知》', '《责任免除》']) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await page.getByRole('button', { name: '我已阅读' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`${title}.*已阅读`) })).toBeVisible();
  }
  await sign.click();

  await expect(page).toHaveURL(/\/insurance\/cert-upload\?orderNo=O\d+$/);
  await uploadIdCard(page);
  await expect(page.getByRole('heading', { name: '核保通过' })).toBeVisible();
  await page.getByRole('button', { name: '立即支付 ¥5,850.00' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认支付 ¥5,850.00' }).click();
  await expect(page).toHaveURL(/\/dev\/cashier\?orderId=PAY\d+$/);
  await expect(page.getByText('鸿泰康宁重大疾病保险 首期保费')).toBeVisible();
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page).toHaveURL(/\/insurance\/pay-result\?orderId=PAY\d+$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('保单已承保，于次日零时生效', { exact: false })).toBeVisible();

  await page.goto('/official/insurance/orders');
  await expect(page.getByRole('button', { name: '鸿泰康宁重大疾病保险' })).toBeVisible();
  await expect(page.getByText('已承保').first()).toBeVisible();
  await expect(page.getByText('王丽', { exact: true })).toBeVisible();
  await page.goto('/official/policy-list');
  await expect(page.getByText('鸿泰康宁重大疾病保险').first()).toBeVisible();
  await expect(page.getByText('待生效')).toBeVisible();
  await expect(page.getByText('2026-11-25 至 终身')).toBeVisible();
});

test('an insured over the product\'s age limit is refused, naming the limit', async ({ page, request }) => {
  await open(page, '/questionnaire?productId=HT2601', await loginToken(request));
  await assess(page, '李建国', false);
  await expect(page.getByRole('heading', { name: '标准体承保' })).toBeVisible();
  await page.getByRole('button', { name: '立即投保' }).click();
  await expect(page.getByText('被保险人年龄须在出生满 28 天至 55 周岁之间，李建国现年 68 周岁，暂不能投保该产品')).toBeVisible();
  await expect(page).toHaveURL(/\/report\?/);
});

test('a member added without an occupation is asked for it before being insured, and the application can be withdrawn', async ({ page, request }) => {
  const token = await loginToken(request);
  const mother = { name: '张桂英', relation: '03', sex: '2', birthday: '1963-05-12', certType: '01', certNo: '310101196305120022' };
  await request.post('/official-api/customer-center/family/member/extend', { headers: { Authorization: `Bearer ${token}` }, data: mother });
  await open(page, '/insurance/quote?productId=HT2401', token);

  await page.getByRole('button', { name: /张桂英，63 周岁，未填写职业/ }).click();
  const sheet = page.getByRole('dialog', { name: '填写职业信息' });
  await sheet.getByRole('button', { name: /^职业/ }).click();
  const picker = page.getByRole('dialog').last();
  await picker.getByRole('searchbox', { name: '搜索职业名称' }).fill('离退休人员');
  await picker.getByRole('listbox', { name: '搜索结果' }).getByRole('option', { name: '离退休人员' }).click();
  await sheet.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/insurance\/quote\?productId=HT2401$/);
  await page.getByRole('button', { name: /张桂英，63 周岁，1 类职业/ }).click();
  await expect(page).toHaveURL(/\/insurance\/quote\?orderNo=O\d+$/);
  await expect(page.getByText('张桂英（父母，63 周岁）')).toBeVisible();

  await open(page, '/insurance/orders', token);
  // Newest first: her application leads the list, beside the seeded one still open.
  const withdraw = page.getByRole('button', { name: '撤销投保单' });
  await expect(withdraw).toHaveCount(2);
  await withdraw.first().click();
  const dialog = page.getByRole('alertdialog', { name: '撤销投保单' });
  await expect(dialog).toContainText('张桂英的鸿泰畅行综合意外伤害保险投保单');
  await dialog.getByRole('button', { name: '撤销投保单' }).click();
  await expect(page.getByText('投保单已撤销')).toBeVisible();
  await expect(page.getByText('已撤销').first()).toBeVisible();
  await expect(withdraw).toHaveCount(1);
});

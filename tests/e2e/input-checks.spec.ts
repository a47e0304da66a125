import { expect, test } from './support/test';
import { loginToken, SMS_CODE } from './support/sandbox';
import { open } from './support/customer';

// What a customer types is checked where it is typed (issue 28 §4), at phone size.

test.describe('a new bank card', () => {
  test('a mistyped number keeps 保存 unavailable; a right one shows its bank; adding needs the SMS code', async ({ page, request }) => {
    await open(page, '/me/bank-card/edit', await loginToken(request));
    await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
    const number = page.getByLabel('银行卡号');
    const save = page.getByRole('button', { name: '保存' });

    await number.fill('6225880137706869');
    await expect(page.getByText('请输入正确的银行卡号')).toBeVisible();
    await expect(page.getByLabel('开户银行')).toHaveValue('');
    await expect(save).toBeDisabled();

    await number.fill('3568891234567899');
    await expect(page.getByText('暂不支持添加招商银行信用卡，请更换银行卡')).toBeVisible();

    await number.fill('6225880137706868');
    await expect(page.getByText('请输入正确的银行卡号')).toHaveCount(0);
    await expect(page.getByLabel('开户银行')).toHaveValue('招商银行 储蓄卡');
    await expect(page.getByText('招商银行单笔限额 ¥50,000.00，单日限额 ¥50,000.00。', { exact: false })).toBeVisible();
    await page.getByLabel('预留手机号').fill('13800138000');
    await expect(save).toBeDisabled();

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/^验证码已发送至 .*8000$/)).toBeVisible();
    await page.getByRole('textbox', { name: '验证码' }).fill('654321');
    await save.click();
    await expect(page.getByText('验证码错误或已失效')).toBeVisible();
    await expect(page).toHaveURL(/\/me\/bank-card\/edit/);

    await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
    await save.click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    await expect(page.getByText('储蓄卡　**** **** **** 6868')).toBeVisible();
  });
});

test.describe('dates and ID numbers in forms', () => {
  test('an accident date in the future, or before the insured person\'s cover began, is refused where it is picked', async ({ page, request }) => {
    await open(page, '/claim/apply/trial', await loginToken(request));
    await page.getByRole('button', { name: '出险人' }).click();
    await page.getByRole('option', { name: /王丽/ }).click();
    const date = page.getByLabel('出险日期');

    await date.fill('2027-01-05');
    await expect(page.getByText('出险日期不能晚于今天', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '查询可理赔保单' }).click();
    await expect(page.getByRole('heading', { name: '查询结果' })).toHaveCount(0);

    await date.fill('2025-06-01');
    await expect(page.getByText('出险日期不能早于保单生效日 2025-12-01')).toBeVisible();
    await expect(page.getByText('出险日期不能晚于今天', { exact: true })).toHaveCount(0);

    await date.fill('2026-11-18');
    await expect(page.getByText(/出险日期不能/)).toHaveCount(0);
  });

  test('a mainland ID number fills the birth date and sex, and a birth date changed to disagree is flagged', async ({ page, request }) => {
    await open(page, '/family-member-detail', await loginToken(request));
    await page.getByRole('button', { name: /证件类型/ }).click();
    await page.getByRole('option', { name: '居民身份证' }).click();
    await page.getByLabel('证件号码').fill('320502199006113028');
    await expect(page.getByText('请输入正确的居民身份证号码')).toBeVisible();

    await page.getByLabel('证件号码').fill('320502199006113029');
    await expect(page.getByText('请输入正确的居民身份证号码')).toHaveCount(0);
    await expect(page.getByLabel('出生日期')).toHaveValue('1990-06-11');
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked();

    await page.getByLabel('出生日期').fill('1990-06-12');
    await expect(page.getByText('出生日期与证件号码不一致')).toBeVisible();
  });
});

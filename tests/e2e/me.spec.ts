import { expect, test } from './support/test';
import { loginToken, SMS_CODE } from './support/sandbox';
import { open } from './support/customer';
import { freshPhone, icbcCardNumber, idCardNumber } from './support/customer-data';

// Each test has a sandbox world of its own, seeded afresh (support/test.ts).

test.describe('my bank cards', () => {
  test('the list shows both seeded cards with only the last four digits of the number', async ({ page, request }) => {
    await open(page, '/me/bank-card', await loginToken(request));
    await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    await expect(page).toHaveTitle('我的银行卡');
    await expect(page.getByText('招商银行', { exact: true })).toBeVisible();
    await expect(page.getByText('中国建设银行', { exact: true })).toBeVisible();
    await expect(page.getByText('储蓄卡　**** **** **** 1234')).toBeVisible();
    await expect(page.getByText('储蓄卡　**** **** **** 5678')).toBeVisible();
    await expect(page.getByText('默认卡').first()).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('6225881234561234');
    expect(text).not.toContain('6217001234567895678');
    await expect(page.getByRole('button', { name: '添加银行卡' })).toBeVisible();
  });

  test('tapping a card opens its detail with edit and delete', async ({ page, request }) => {
    await open(page, '/me/bank-card', await loginToken(request));
    await page.getByRole('button', { name: /招商银行/ }).click();
    await expect(page).toHaveURL(/\/official\/me\/bank-card\/detail\/BA001$/);
    await expect(page.getByRole('heading', { level: 1, name: '银行卡详情' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '招商银行' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '银行卡信息' })).toBeVisible();
    await expect(page.getByText('**** **** **** 1234').first()).toBeVisible();
    await expect(page.getByText('李明轩')).toBeVisible();
    await expect(page.getByText('*******8000')).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toBeVisible();

    await page.getByRole('button', { name: '编辑' }).click();
    await expect(page).toHaveURL(/\/official\/me\/bank-card\/edit\/BA001$/);
    await expect(page.getByRole('heading', { level: 1, name: '修改银行卡' })).toBeVisible();
    await expect(page.getByPlaceholder('当前 *******8000，不修改可留空')).toBeVisible();
    await expect(page.getByRole('button', { name: '保存' })).toBeDisabled();
  });

  test('a card added through the form shows in the list, and can be deleted again', async ({ page, request }) => {
    const cardNo = icbcCardNumber();
    const tail = cardNo.slice(-4);
    await open(page, '/me/bank-card', await loginToken(request));
    await page.getByRole('button', { name: '添加银行卡' }).click();
    await expect(page).toHaveURL(/\/official\/me\/bank-card\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: '添加银行卡' })).toBeVisible();
    await expect(page.getByLabel('持卡人')).toHaveValue('李明轩');

    const save = page.getByRole('button', { name: '保存' });
    await expect(save).toBeDisabled();
    await page.getByPlaceholder('请输入本人储蓄卡卡号').fill(cardNo);
    await expect(page.getByLabel('开户银行')).toHaveValue('中国工商银行 储蓄卡');
    await expect(page.getByText('中国工商银行单笔限额 ¥50,000.00，单日限额 ¥50,000.00。', { exact: false })).toBeVisible();
    await page.getByPlaceholder('请输入银行预留手机号').fill('13800138000');
    await expect(save).toBeDisabled();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/^验证码已发送至/)).toBeVisible();
    await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    const added = page.getByText(`储蓄卡　**** **** **** ${tail}`);
    await expect(added).toBeVisible();
    expect(await page.locator('main').innerText()).not.toContain(cardNo);

    // Delete the card again, as a customer would: the card is a button named by what it shows.
    await page.getByRole('button', { name: new RegExp(`\\*{4} ${tail}`) }).click();
    await expect(page).toHaveURL(/\/official\/me\/bank-card\/detail\/BA\d+$/);
    await expect(page.getByText('中国工商银行').first()).toBeVisible();
    await page.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText(/^确定删除中国工商银行储蓄卡/)).toBeVisible();
    await page.locator('.arco-dialog-footer').getByText('删除', { exact: true }).click();
    await expect(page.getByText('银行卡已删除')).toBeVisible();
    await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    await expect(page.getByText('招商银行', { exact: true })).toBeVisible();
    await expect(page.getByText(`储蓄卡　**** **** **** ${tail}`)).toHaveCount(0);
  });

  test('editing a card saves its reserved phone and returns to the list', async ({ page, request }) => {
    await open(page, '/me/bank-card/detail/BA002', await loginToken(request));
    await page.getByRole('button', { name: '编辑' }).click();
    await expect(page).toHaveURL(/\/official\/me\/bank-card\/edit\/BA002$/);
    const save = page.getByRole('button', { name: '保存' });
    const phone = page.getByLabel('预留手机号');
    await phone.fill('2380013');
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(save).toBeDisabled();
    await phone.fill('13800138000');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    await expect(page.getByText('中国建设银行', { exact: true })).toBeVisible();
  });

  test('a mode other than detail or edit is not a page', async ({ page, request }) => {
    await open(page, '/me/bank-card/view/BA001', await loginToken(request));
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });
});

test.describe('profile and real-name authentication', () => {
  test('the profile shows the masked personal details and the completed authentication', async ({ page, request }) => {
    await open(page, '/me/info/edit', await loginToken(request));
    await expect(page).toHaveTitle('个人资料');
    await expect(page.getByRole('heading', { name: '实名认证' })).toBeVisible();
    await expect(page.getByText('已认证')).toBeVisible();
    await expect(page.getByText('3101**********4519')).toBeVisible();
    await expect(page.getByText('*******8000')).toBeVisible();
    await expect(page.getByText('居民身份证')).toBeVisible();
    await expect(page.getByPlaceholder('用于接收电子保单和通知')).toHaveValue(/@/);
    await expect(page.getByRole('button', { name: '保存修改' })).toBeDisabled();
  });

  test('/auth/real-name lands on the profile with goAuth=1 and prompts a new customer to authenticate', async ({ page, request }) => {
    await open(page, '/auth/real-name', await loginToken(request, freshPhone()));
    await expect(page).toHaveURL(/\/official\/me\/info\/edit\?goAuth=1$/);
    await expect(page.getByText(/^请完成实名认证/)).toBeVisible();
    await expect(page.getByText('未认证')).toBeVisible();

    await page.getByRole('button', { name: '去认证' }).click();
    await page.getByLabel('姓名').fill('赵思远');
    await page.getByLabel('证件号码').fill(idCardNumber());
    // The number tells the birth date and sex: filled in, not asked again.
    await expect(page.getByLabel('出生日期')).toHaveValue('1990-03-07');
    await expect(page.getByRole('radio', { name: '男' })).toBeChecked();
    await page.getByRole('button', { name: '提交认证' }).click();

    await expect(page.getByText('实名认证成功')).toBeVisible();
    await expect(page.getByText('已认证')).toBeVisible();
    await expect(page.getByText(/^请完成实名认证/)).toHaveCount(0);
    await expect(page.getByText('赵思远')).toBeVisible();
    await expect(page.getByText('1990-03-07')).toBeVisible();
  });

  test('a passport holder gives the birth date and sex the number cannot tell', async ({ page, request }) => {
    await open(page, '/me/info/edit?goAuth=1', await loginToken(request, freshPhone()));
    await page.getByRole('button', { name: '去认证' }).click();
    await page.getByLabel('姓名').fill('林嘉怡');
    await page.getByRole('button', { name: /证件类型/ }).click();
    await page.getByRole('option', { name: '护照' }).click();
    await page.getByLabel('证件号码').fill('E12345678');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('请选择性别')).toBeVisible();

    await page.getByRole('radio', { name: '女' }).check();
    await page.getByLabel('出生日期').fill('1992-08-16');
    await page.getByRole('button', { name: '提交认证' }).click();
    await expect(page.getByText('实名认证成功')).toBeVisible();
    await expect(page.getByText('1992-08-16')).toBeVisible();
    await expect(page.getByText('护照')).toBeVisible();
  });
});

test('/employeeWelfare lands on /employeeWelfareTwo with the group cover, family plans and FAQ', async ({ page, request }) => {
  await open(page, '/employeeWelfare', await loginToken(request));
  await expect(page).toHaveURL(/\/official\/employeeWelfareTwo$/);
  await expect(page).toHaveTitle('员工福利');
  await expect(page.getByText('团体补充医疗保险')).toBeVisible();
  await expect(page.getByText('家属综合保障计划 A')).toBeVisible();
  await expect(page.getByText('王丽')).toBeVisible();
  await page.getByText('如何申请理赔？需要准备哪些材料？').click();
  await expect(page.getByText(/理赔申请书、被保险人身份证件/)).toBeVisible();
});

test('/auth/identity-verification/index lands on /cps-invalid', async ({ page }) => {
  await page.goto('/official/auth/identity-verification/index');
  await expect(page).toHaveURL(/\/official\/cps-invalid$/);
  await expect(page.getByRole('heading', { name: '链接已失效' }).first()).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acknowledgeFraudReminder } from './support/fraud-reminder';
import { loginToken } from './support/sandbox';
import { answerHealthNoticeNo, chooseOccupation, confirmChange, confirmReinstatement, open, passFaceCheck, startOccupationChange, typeSmsCode } from './support/customer';

// The four policy changes (保全) as the demo customer at phone size, from the hub to the result and back
// to where the change shows. Each test has a sandbox world of its own (support/test.ts).

async function changeOccupation(page: Page, occupation: string) {
  await startOccupationChange(page, occupation);
  await expect(page.getByText(occupation).first()).toBeVisible();
  await typeSmsCode(page);
  await page.getByRole('button', { name: '确认提交' }).click();
}

test.describe('occupation change', () => {
  test('from the hub to 办理成功, with the fraud reminder read once; the profile shows the new occupation', async ({ page, request }) => {
    await open(page, '/me/info', await loginToken(request));
    await page.getByRole('button', { name: /保全服务/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '保全服务' })).toBeVisible();
    await page.getByRole('button', { name: /职业或工作单位发生变化/ }).click();
    await page.getByRole('button', { name: /李明轩（本人）/ }).click();
    await expect(page).toHaveURL(/\/change-occupation\/edit\/C100001$/);

    await changeOccupation(page, '软件工程师');
    await acknowledgeFraudReminder(page);
    await expect(page).toHaveURL(/\/change-occupation\/result\/0\?businessNo=BQ/);
    await expect(page.getByRole('heading', { name: '职业变更办理成功' })).toBeVisible();
    await expect(page.getByText('信息技术业/软件与互联网/软件工程师')).toBeVisible();

    await page.getByRole('button', { name: '查看个人资料' }).click();
    await expect(page.getByText('信息技术业/软件与互联网/软件工程师')).toBeVisible();
  });

  test('risk class 5 goes to review (1) and class 6 fails (2); the acknowledged reminder is not shown again', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, '/policy-business/change-occupation/edit/C100001', token);
    await changeOccupation(page, '近海渔民');
    await acknowledgeFraudReminder(page);
    await expect(page.getByRole('heading', { name: '申请已提交，待人工审核' })).toBeVisible();
    await expect(page.getByText(/2 个工作日内/)).toBeVisible();

    await open(page, '/policy-business/change-occupation/edit/C100002', token);
    await expect(page.getByText('所选职业风险等级为 6 类')).toHaveCount(0);
    await chooseOccupation(page, '高空作业人员');
    await expect(page.getByText(/所选职业风险等级为 6 类/)).toBeVisible();
    await page.getByRole('textbox', { name: '工作单位' }).fill('鸿泰建设集团');
    await page.getByRole('button', { name: '下一步' }).click();
    await typeSmsCode(page);
    await page.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByRole('dialog', { name: '防诈骗提示' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '职业变更办理失败' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重新申请' })).toBeVisible();
    await expect(page.getByRole('button', { name: '联系客服' })).toBeVisible();
  });

  test('what was typed survives a reload', async ({ page, request }) => {
    await open(page, '/policy-business/change-occupation/edit/C100001', await loginToken(request));
    await chooseOccupation(page, '软件工程师');
    await page.getByRole('textbox', { name: '工作单位' }).fill('鸿泰科技有限公司');
    await page.reload();
    await expect(page.getByRole('textbox', { name: '工作单位' })).toHaveValue('鸿泰科技有限公司');
    await expect(page.getByRole('button', { name: /^新职业 软件工程师/ })).toBeVisible();
  });

  test('a draft confirmed meanwhile in another tab gets the sandbox\'s A0409 answer and its detail', async ({ page, context, request }) => {
    const token = await loginToken(request);
    const confirmPath = '/policy-business/change-occupation/confirm/BQ20261120001';
    await open(page, confirmPath, token);
    const other = await context.newPage();
    await open(other, confirmPath, token);
    await typeSmsCode(other);
    await other.getByRole('button', { name: '确认提交' }).click();
    await acknowledgeFraudReminder(other);
    await expect(other.getByRole('heading', { name: '职业变更办理成功' })).toBeVisible();

    await typeSmsCode(page);
    await page.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('该申请已提交，请勿重复确认').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '该申请已提交' })).toBeVisible();
    await page.getByRole('button', { name: '查看办理详情' }).click();
    await expect(page.getByText('办理成功，变更已生效')).toBeVisible();
  });

  test('a result code other than 0, 1 or 2 is not found', async ({ page, request }) => {
    await open(page, '/policy-business/change-occupation/result/7', await loginToken(request));
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });
});

test('contact change: a new email for every policy, confirmed with a face check, shows on the policies', async ({ page, request }) => {
  await open(page, '/policy-business/preservation-list', await loginToken(request));
  await page.getByRole('button', { name: /手机号、电子邮箱、联系地址/ }).click();
  await page.getByRole('button', { name: '变更联系方式' }).click();
  await expect(page).toHaveURL(/\/am\/apply\?mode=individual$/);
  await page.getByRole('textbox', { name: '新电子邮箱' }).fill('li.new@example.com');
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/am\/validate\/self\?businessNo=BQ/);
  await expect(page.getByText('li.new@example.com')).toBeVisible();
  const confirm = page.getByRole('button', { name: '确认提交' });
  await typeSmsCode(page);
  await expect(confirm).toBeDisabled();
  await passFaceCheck(page);
  await confirm.click();
  await acknowledgeFraudReminder(page);
  await expect(page.getByRole('heading', { name: '联系方式变更办理成功' })).toBeVisible();

  await page.getByRole('button', { name: '查看保单联系方式' }).click();
  await expect(page.getByText('li.new@example.com').first()).toBeVisible();
});

test('annuity change: a later start age and a higher amount, before and after shown, then in force', async ({ page, request }) => {
  await open(page, '/policy-business/preservation-list', await loginToken(request));
  await page.getByRole('button', { name: /领取起始年龄、每年领取金额/ }).click();
  await page.getByRole('button', { name: /鸿泰金福年金保险/ }).click();
  await page.getByRole('button', { name: /^领取起始年龄/ }).click();
  await page.getByRole('option', { name: '65 周岁' }).click();
  const amount = page.getByRole('textbox', { name: /每年领取金额/ });
  await amount.fill('20000');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('每年领取金额不能超过 18,000 元')).toBeVisible();
  await amount.fill('15000');
  await expect(page.getByText('60 周岁 → 65 周岁')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page).toHaveURL(/\/gb\/confirm\?businessNo=BQ/);
  await expect(page.getByText('¥15,000.00')).toBeVisible();
  await confirmChange(page);
  await expect(page.getByRole('heading', { name: '年金领取变更办理成功' })).toBeVisible();
  await page.getByRole('button', { name: '查看年金领取方式' }).click();
  await expect(page.getByText('65 周岁').first()).toBeVisible();
  await expect(page.getByText('¥15,000.00').first()).toBeVisible();
});

test('reinstatement: health notice without findings, the bank-card reminder, then confirming leads to paying the arrears', async ({ page, request }) => {
  await open(page, '/policy-business/preservation-list', await loginToken(request));
  await page.getByRole('button', { name: /补缴保费后恢复效力/ }).click();
  await page.getByRole('button', { name: /鸿泰守护定期寿险/ }).click();
  await expect(page).toHaveURL(/\/re\/apply\/BQ\d+$/);
  const agree = page.getByRole('checkbox', { name: '我已阅读并理解复效须知' });
  await agree.click();
  await expect(agree).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '下一步：确认信息' }).click();
  await page.getByRole('button', { name: /李明轩/ }).click();
  await page.getByRole('button', { name: '开始识别' }).click();
  // The insured's face check leads on by itself once it passes (a couple of seconds of camera).
  await expect(page).toHaveURL(/\/re\/health-inform-detail\/BQ\d+\/C100001\/1$/, { timeout: 15_000 });
  await answerHealthNoticeNo(page);

  await expect(page).toHaveURL(/\/re\/confirm\/BQ\d+$/);
  await confirmReinstatement(page);
  // Confirming takes no money: the policy stays lapsed until the arrears are paid (payments.spec.ts pays them).
  await expect(page).toHaveURL(/\/re\/pay\?businessNo=BQ\d+$/);
  await expect(page.getByRole('button', { name: '立即缴费 ¥3,643.20' })).toBeVisible();
  await open(page, '/policy-business/preservation-list', await loginToken(request));
  await expect(page.getByText(/1 张保单可复效/)).toBeVisible();
});

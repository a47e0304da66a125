import { expect as baseExpect, test } from './support/test';
import { confirmedReinstatement, loginToken } from './support/sandbox';
import { confirmChange, open } from './support/customer';

// One world, as a customer at phone size sees it: after an annuity change and paying a reinstatement's arrears,
// the home, the to-do list, the policy list, the contract, VIP and the family state the same figures.

// The walk crosses a dozen pages and the cashier, which returns by a full page load: more than the default time.
test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });
const ANNUITY_POLICY = '8620210310000123';

test('after an annuity change and a reinstatement paid, every page states the same figures', async ({ page, request }) => {
  const token = await loginToken(request);

  // The annuity change: 65 周岁, 15,000 a year.
  await open(page, '/policy-business/preservation-list', token);
  await page.getByRole('button', { name: /领取起始年龄、每年领取金额/ }).click();
  await page.getByRole('button', { name: /鸿泰金福年金保险/ }).click();
  await page.getByRole('button', { name: /^领取起始年龄/ }).click();
  await page.getByRole('option', { name: '65 周岁' }).click();
  await page.getByRole('textbox', { name: /每年领取金额/ }).fill('15000');
  await page.getByRole('button', { name: '下一步' }).click();
  await confirmChange(page);
  await expect(page.getByRole('heading', { name: '年金领取变更办理成功' })).toBeVisible();

  // The reinstatement's arrears (confirmed on an earlier visit), paid at the cashier.
  const awaiting = await confirmedReinstatement(request, token);
  await open(page, `/policy-business/re/pay?businessNo=${awaiting}`, token);
  await page.getByRole('button', { name: '立即缴费 ¥3,643.20' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: /招商银行/ }).click();
  await sheet.getByRole('button', { name: '确认支付 ¥3,643.20' }).click();
  await page.getByRole('button', { name: '支付成功' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // Home: four policies held in force, four to-dos, none about the lapse; 查看全部 lists exactly those four.
  await open(page, '/share-home', token);
  await expect(page.getByText('保障中 4 份')).toBeVisible();
  await expect(page.getByRole('heading', { name: '待办事项（4）' })).toBeVisible();
  await expect(page.getByRole('button', { name: '保单效力中止' })).toHaveCount(0);
  await page.getByRole('button', { name: '查看全部待办事项' }).click();
  await expect(page).toHaveURL(/\/official\/home\/todos$/);
  await expect(page.getByText('共 4 项待办，按截止日期排列')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(续保提醒|理赔材料待补充|年度生存认证|生存金待领取)$/ })).toHaveCount(4);
  await expect(page.getByRole('button', { name: '保单效力中止' })).toHaveCount(0);

  // Policy list: the reinstated policy is in force; the endowment costs what VIP counts it at.
  await open(page, '/policy-list', token);
  await expect(page.getByRole('heading', { name: '鸿泰守护定期寿险' })).toBeVisible();
  await expect(page.getByText('¥10,000.00').first()).toBeVisible();

  // Contract: the annuity duty and the annuity terms say the same amount.
  await open(page, `/policy-contract?policyNo=${ANNUITY_POLICY}`, token);
  await expect(page.getByText('养老年金', { exact: true })).toBeVisible();
  await expect(page.getByText('¥15,000.00')).toHaveCount(2);
  await expect(page.getByText('¥12,000.00')).toHaveCount(0);

  // VIP: the four policies in force at a year of their premiums, 12 × 2,000 + 10,000 + 1,280 + 3,600.
  await open(page, '/vip-rights', token);
  await expect(page.getByText('4 张保单计入评级，合计 ¥38,880.00')).toBeVisible();

  // Family: the customer is insured by three of them (the annuity, the endowment, the term life), 王丽 by one.
  await open(page, '/family-member-list', token);
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
  await expect(page.getByText('作为被保险人 3 份')).toBeVisible();
  await expect(page.getByText('作为被保险人 1 份')).toBeVisible();
  await expect(page.getByText('暂无有效保单')).toHaveCount(2);
});

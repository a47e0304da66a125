import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// Family, risk assessment, beans and VIP rights from the personal centre, as the demo customer at phone size.

/** Fills the add-member form for a parent with a resident id card and submits it. */
async function addParent(page: Page, member: { name: string; sex: '男' | '女'; birthday: string; certNo: string }) {
  await page.getByLabel('姓名').fill(member.name);
  await page.getByRole('button', { name: /与本人关系/ }).click();
  await page.getByRole('option', { name: '父母' }).click();
  await page.getByRole('radio', { name: member.sex }).check();
  await page.getByLabel('出生日期').fill(member.birthday);
  await page.getByRole('button', { name: /证件类型/ }).click();
  await page.getByRole('option', { name: '居民身份证' }).click();
  await page.getByLabel('证件号码').fill(member.certNo);
  await page.getByRole('button', { name: '确认添加' }).click();
}

test('a family member added from the personal centre is on the family list and in the risk assessment, whose report follows', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  await page.getByRole('button', { name: /家庭成员/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '家庭成员' })).toBeVisible();
  await page.getByRole('button', { name: '添加家庭成员' }).click();

  await addParent(page, { name: '李秀兰', sex: '女', birthday: '1960-09-02', certNo: '310101196009022727' });

  await expect(page).toHaveURL(/\/family-member-list$/);
  await expect(page.getByText('李秀兰')).toBeVisible();

  await page.goto('/official/family-risk-assessment');
  await page.getByRole('button', { name: '重新测评' }).click();
  await page.getByLabel('家庭年收入').fill('360000');
  await page.getByLabel('家庭负债').fill('1200000');
  await page.getByRole('radio', { name: '是' }).check();
  await page.getByRole('checkbox', { name: /李秀兰/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText(/父母 · 李秀兰/)).toBeVisible();
  await page.getByRole('button', { name: '提交测评' }).click();

  await expect(page).toHaveURL(/\/assessment-report/);
  await expect(page.getByRole('heading', { level: 1, name: '家庭风险测评报告' })).toBeVisible();
  await expect(page.getByText('风险维度分析')).toBeVisible();
  await expect(page.getByText(/测评于 2026-11-24/)).toBeVisible();
});

test('adding a family member whose id number is already registered offers to replace that member', async ({ page, request }) => {
  await open(page, '/family-member-detail', await loginToken(request));
  await addParent(page, { name: '李建民', sex: '男', birthday: '1958-03-15', certNo: '31010119580315241X' });

  const dialog = page.getByRole('alertdialog', { name: '该证件号码已登记' });
  await expect(dialog.getByText(/“李建国”（父母）/)).toBeVisible();
  await dialog.getByRole('button', { name: '替换' }).click();
  await expect(page).toHaveURL(/\/family-member-list$/);
  await expect(page.getByText('李建民')).toBeVisible();
  await expect(page.getByText('李建国')).toBeHidden();
});

test('signing in for beans adds them to the balance and the history', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  await page.getByRole('button', { name: /鸿泰豆/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '鸿泰豆' })).toBeVisible();
  await expect(page.getByText('2,680').first()).toBeVisible();
  await page.getByRole('button', { name: '签到', exact: true }).click();
  await expect(page.getByText('签到成功 +50 鸿泰豆')).toBeVisible();
  await expect(page.getByText('2,730').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();

  await page.getByRole('button', { name: /鸿泰豆明细/ }).click();
  await expect(page).toHaveURL(/\/hqbean-detail/);
  await expect(page.getByText('连续签到 7 天奖励').first()).toBeVisible();
  await expect(page.getByText('+50').first()).toBeVisible();
});

test('VIP rights show the member level, its rights and a right\'s handbook', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  await page.getByRole('button', { name: /会员权益/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '会员权益' })).toBeVisible();
  await expect(page.getByText('铂金会员').first()).toBeVisible();
  await page.getByRole('button', { name: /年度体检/ }).first().click();
  await expect(page).toHaveURL(/\/vip\/rights-handbook\?equityCode=EQ_CHECKUP$/);
  await expect(page.getByText(/体检中心/).first()).toBeVisible();
});

test('the satisfaction survey of a bean task is answered once and makes its reward collectable', async ({ page, request }) => {
  await open(page, '/hqbean-task', await loginToken(request));
  await page.getByRole('button', { name: /参与服务满意度调查/ }).click();
  await expect(page).toHaveURL(/\/service-survey$/);
  await page.getByRole('radio', { name: '满意', exact: true }).check();
  await page.getByRole('checkbox', { name: '理赔' }).check();
  await page.getByRole('button', { name: '提交调查' }).click();
  await expect(page.getByText('感谢您的参与')).toBeVisible();
  await page.getByRole('button', { name: '去领取鸿泰豆奖励' }).click();
  await expect(page).toHaveURL(/\/hqbean-task$/);
  await expect(page.getByRole('button', { name: /参与服务满意度调查.*领取奖励/ })).toBeVisible();
});

/** A mainland resident ID number born on the day given, with its check character. */
function residentId(birthday: string, serial: number, sex: '1' | '2'): string {
  const body = `310101${birthday.replaceAll('-', '')}${String(serial).padStart(2, '0')}${sex === '1' ? 1 : 2}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  return body + '10X98765432'[sum % 11];
}

test('the risk assessment takes in a family of 12 members, each in the review and the report', async ({ page, request }) => {
  test.slow();
  const token = await loginToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await (await request.post('/official-api/customer-center/family/member/extend/list', { headers, data: { includeSelf: false } })).json();
  const family = (listed.data as Array<{ name: string }>).map((member) => member.name);
  const added: string[] = [];
  for (let serial = 1; family.length + added.length < 12; serial += 1) {
    const name = `王家成员${'一二三四五六七八九十'[serial - 1] ?? serial}`;
    const reply = await request.post('/official-api/customer-center/family/member/extend', {
      headers,
      data: { name, relation: '99', sex: '1', birthday: '1990-01-15', certType: '01', certNo: residentId('1990-01-15', serial, '1') },
    });
    expect((await reply.json()).code).toBe('000000');
    added.push(name);
  }

  await open(page, '/family-risk-assessment', token);
  await page.getByRole('button', { name: '重新测评' }).click();
  await page.getByLabel('家庭年收入').fill('480000');
  await page.getByLabel('家庭负债').fill('900000');
  await page.getByRole('radio', { name: '是' }).check();
  for (const name of [...family, ...added]) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  for (const name of [...family, ...added]) await expect(page.getByText(new RegExp(`· ${name}`))).toBeVisible();
  await page.getByRole('button', { name: '提交测评' }).click();

  await expect(page).toHaveURL(/\/assessment-report/);
  await expect(page.getByRole('heading', { level: 1, name: '家庭风险测评报告' })).toBeVisible();
  // The report shows one person's cover at a time: the customer and each of the 12 can be chosen.
  await page.getByRole('button', { name: /查看家人/ }).click();
  const people = page.getByRole('listbox', { name: '选择家人' });
  await expect(people.getByRole('option')).toHaveCount(13);
  await people.getByRole('option', { name: added[added.length - 1] }).click();
  await expect(page.getByRole('heading', { name: `其他 · ${added[added.length - 1]}的保额` })).toBeVisible();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/test';
import { openSignedIn } from '../support/customer';
import { type Tap, buttonNamed, confirmIn, testFailedTaps } from '../support/failed-tap';

// Family members and the family risk assessment. Each tap fails twice and then succeeds (support/failed-tap.ts).

/** A parent with a resident id card, as the add form asks for one. */
interface Parent { name: string; birthday: string; certNo: string }
const NEW_PARENT: Parent = { name: '李秀兰', birthday: '1960-09-02', certNo: '310101196009022727' };
/** The id number of 李建国, already a member of the demo customer's family. */
const SAME_AS_FATHER: Parent = { name: '李建民', birthday: '1958-03-15', certNo: '31010119580315241X' };

async function fillParent(page: Page, parent: Parent) {
  await page.getByLabel('姓名').fill(parent.name);
  await page.getByRole('button', { name: /与本人关系/ }).click();
  await page.getByRole('option', { name: '父母' }).click();
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByLabel('出生日期').fill(parent.birthday);
  await page.getByRole('button', { name: /证件类型/ }).click();
  await page.getByRole('option', { name: '居民身份证' }).click();
  await page.getByLabel('证件号码').fill(parent.certNo);
}

// The form's own fields by role: the 该证件号码已登记 dialog, still closing, is labelled by 证件号码 too.
const parentKept = (parent: Parent) => async (page: Page) => {
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue(parent.name);
  await expect(page.getByLabel('出生日期')).toHaveValue(parent.birthday);
  await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue(parent.certNo);
};

/** The family risk assessment up to its second step, with 李建国 taking part. */
async function startAssessment(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, '/family-risk-assessment');
  await page.getByRole('button', { name: '重新测评' }).click();
  await page.getByLabel('家庭年收入').fill('360000');
  await page.getByLabel('家庭负债').fill('1200000');
  await page.getByRole('radio', { name: '是' }).check();
  await page.getByRole('checkbox', { name: /李建国/ }).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('父母 · 李建国')).toBeVisible();
}


const taps: Tap[] = [
  {
    name: '确认添加 (family member)',
    service: 'customerCenter.familyMemberAdd',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/family-member-detail');
      await fillParent(page, NEW_PARENT);
    },
    button: buttonNamed('确认添加'),
    kept: parentKept(NEW_PARENT),
    succeeded: async (page) => {
      await expect(page.getByText('家庭成员添加成功')).toBeVisible();
      await expect(page).toHaveURL(/\/family-member-list$/);
      await expect(page.getByText(NEW_PARENT.name)).toBeVisible();
    },
  },
  {
    name: '替换 (family member with the same id number)',
    // One call replaces the member (nothing is deleted before the new details are accepted).
    service: 'customerCenter.familyMemberAdd',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/family-member-detail');
      await fillParent(page, SAME_AS_FATHER);
    },
    button: buttonNamed('确认添加'),
    afterTap: confirmIn('替换'),
    kept: parentKept(SAME_AS_FATHER),
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/family-member-list$/);
      await expect(page.getByText(SAME_AS_FATHER.name)).toBeVisible();
      await expect(page.getByText('李建国')).toBeHidden();
    },
  },
  {
    name: '保存 (family member edit)',
    service: 'customerCenter.familyMemberUpdate',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/family-member-detail?memberId=M002');
      await page.getByRole('button', { name: '编辑成员信息' }).click();
      await page.getByRole('dialog').getByLabel('手机号码').fill('13601890000');
    },
    button: (page) => page.getByRole('dialog').getByRole('button', { name: '保存', exact: true }),
    kept: (page) => expect(page.getByRole('dialog').getByLabel('手机号码')).toHaveValue('13601890000'),
    succeeded: async (page) => {
      await expect(page.getByText('修改已保存')).toBeVisible();
      await expect(page.getByText('*******0000')).toBeVisible();
    },
  },
  {
    name: '删除该成员 (family member)',
    service: 'customerCenter.familyMemberDelete',
    prepare: (page, request) => openSignedIn(page, request, '/family-member-detail?memberId=M003'),
    button: buttonNamed('删除该成员'),
    afterTap: confirmIn('确认删除'),
    kept: (page) => expect(page.getByRole('heading', { name: '李小雨' })).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByText('已删除家庭成员')).toBeVisible();
      await expect(page).toHaveURL(/\/family-member-list$/);
      await expect(page.getByText('李小雨')).toBeHidden();
    },
  },
  {
    name: '保存 (a family member\'s income for the risk assessment)',
    service: 'customerCenter.familyMemberRiskAssessment',
    prepare: async (page, request) => {
      await startAssessment(page, request);
      await page.getByRole('button', { name: '填写信息' }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByLabel('年收入').fill('60000');
      await sheet.getByLabel('个人负债').fill('0');
      await sheet.getByRole('button', { name: /医保/ }).click();
      await page.getByRole('option', { name: '已参加' }).click();
    },
    button: (page) => page.getByRole('dialog', { name: /李建国的收入与社保/ }).getByRole('button', { name: '保存', exact: true }),
    kept: async (page) => {
      const sheet = page.getByRole('dialog', { name: /李建国的收入与社保/ });
      await expect(sheet.getByLabel('年收入')).toHaveValue('60000');
      await expect(sheet.getByLabel('个人负债')).toHaveValue('0');
    },
    succeeded: async (page) => {
      await expect(page.getByText('已保存李建国的信息')).toBeVisible();
      await expect(page.getByText(/年收入 ¥60,000.00/)).toBeVisible();
    },
  },
  {
    name: '提交测评 (family risk assessment)',
    service: 'face.riskAssessmentEvaluate',
    prepare: startAssessment,
    button: buttonNamed('提交测评'),
    kept: (page) => expect(page.getByText('父母 · 李建国')).toBeVisible(),
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/assessment-report/);
      await expect(page.getByRole('heading', { level: 1, name: '家庭风险测评报告' })).toBeVisible();
    },
  },
];

testFailedTaps(taps);

import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/test';
import { acknowledgeFraudReminder } from '../support/fraud-reminder';
import { documentPng } from '../support/images';
import { chooseOccupation, openSignedIn, passFaceCheck, startOccupationChange, typeSmsCode } from '../support/customer';
import { type Tap, buttonNamed, smsCodeKept, testFailedTaps } from '../support/failed-tap';

// Policy changes (保全), survival fund, survival certification and the SMS code and face check they ask for.
// Each tap fails twice and then succeeds (support/failed-tap.ts).

const ANNUITY_POLICY = '8620210310000123';
const CERTIFIED_POLICY = '8620190625000456';

/** The occupation change of the customer's own policy up to its confirm page. */
async function openOccupationConfirm(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, '/policy-business/change-occupation/edit/C100001');
  await startOccupationChange(page, '软件工程师');
}

/** The contact change of every policy up to its identity check: a new email, then 下一步. */
async function applyForNewEmail(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, '/policy-business/am/apply?mode=individual');
  await page.getByRole('textbox', { name: '新电子邮箱' }).fill('li.new@example.com');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/am\/validate\/self\?businessNo=BQ/);
}

/** The annuity change's form with a later start age and a higher amount typed. */
async function fillAnnuityChange(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, `/policy-business/gb/apply?policyNo=${ANNUITY_POLICY}`);
  await page.getByRole('button', { name: /^领取起始年龄/ }).click();
  await page.getByRole('option', { name: '65 周岁' }).click();
  await page.getByRole('textbox', { name: /每年领取金额/ }).fill('15000');
}

/** The survival fund SF003 to the bank card of 招商银行, applied for, up to its SMS step. */
async function applyForSurvivalFund(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, '/policy-business/survival-reward/payment?id=SF003');
  await page.getByRole('button', { name: /^转账到银行卡/ }).click();
  await page.getByRole('button', { name: /^招商银行/ }).click();
}

/** The survival certification of the endowment policy, its details checked, at the face check. */
async function startCertification(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, `/policy-business/survival-status-verify/info-confirm?policyNo=${CERTIFIED_POLICY}`);
  await page.getByRole('button', { name: '信息无误，开始认证' }).click();
}

const fraudReminderOnce = async (page: Page, attempt: number) => {
  if (attempt === 1) await acknowledgeFraudReminder(page);
};

const taps: Tap[] = [
  {
    name: '下一步 (contact change)',
    service: 'face.contactChangeApply',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/am/apply?mode=individual');
      await page.getByRole('textbox', { name: '新电子邮箱' }).fill('li.new@example.com');
    },
    button: buttonNamed('下一步'),
    kept: (page) => expect(page.getByRole('textbox', { name: '新电子邮箱' })).toHaveValue('li.new@example.com'),
    succeeded: (page) => expect(page).toHaveURL(/\/am\/validate\/self\?businessNo=BQ/),
  },
  {
    name: '提交验证 (contact change with id card photos)',
    service: 'face.endorseApplicantImages',
    prepare: async (page, request) => {
      await applyForNewEmail(page, request);
      await page.getByRole('button', { name: /无法进行人脸识别/ }).click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '添加身份证人像面和国徽面' }).click();
      await (await chooser).setFiles([
        { name: 'id-front.png', mimeType: 'image/png', buffer: documentPng(856, 540) },
        { name: 'id-back.png', mimeType: 'image/png', buffer: documentPng(856, 540) },
      ]);
      await expect(page.getByRole('button', { name: '查看身份证人像面和国徽面第2张' })).toBeVisible();
      await typeSmsCode(page);
    },
    button: buttonNamed('提交验证'),
    afterTap: fraudReminderOnce,
    kept: async (page) => {
      await smsCodeKept(page);
      await expect(page.getByRole('button', { name: '查看身份证人像面和国徽面第2张' })).toBeVisible();
    },
    succeeded: (page) => expect(page.getByRole('heading', { name: '联系方式变更办理成功' })).toBeVisible(),
  },
  {
    name: '下一步 (occupation change)',
    service: 'face.occupationChangeApply',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/change-occupation/edit/C100001');
      await chooseOccupation(page, '软件工程师');
      await page.getByRole('textbox', { name: '工作单位' }).fill('鸿泰科技有限公司');
    },
    button: buttonNamed('下一步'),
    kept: async (page) => {
      await expect(page.getByRole('textbox', { name: '工作单位' })).toHaveValue('鸿泰科技有限公司');
      await expect(page.getByRole('button', { name: /^新职业 软件工程师/ })).toBeVisible();
    },
    succeeded: (page) => expect(page).toHaveURL(/\/change-occupation\/confirm\/BQ\d+$/),
  },
  {
    name: '确认变更 (occupation change confirmed by the insured from the invitation)',
    service: 'face.occupationChangeConfirm',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/change-occupation/invite/BQ20261120001');
      await typeSmsCode(page);
    },
    button: buttonNamed('确认变更'),
    afterTap: fraudReminderOnce,
    kept: smsCodeKept,
    succeeded: (page) => expect(page.getByRole('heading', { name: '职业变更办理成功' })).toBeVisible(),
  },
  {
    name: '下一步 (annuity change)',
    service: 'face.annuityChangeApply',
    prepare: fillAnnuityChange,
    button: buttonNamed('下一步'),
    kept: async (page) => {
      await expect(page.getByRole('textbox', { name: /每年领取金额/ })).toHaveValue('15000');
      await expect(page.getByText('60 周岁 → 65 周岁')).toBeVisible();
    },
    succeeded: (page) => expect(page).toHaveURL(/\/gb\/confirm\?businessNo=BQ/),
  },
  {
    name: '确认提交 (annuity change)',
    service: 'face.annuityChangeConfirm',
    prepare: async (page, request) => {
      await fillAnnuityChange(page, request);
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('button', { name: '下一步：身份验证' }).click();
      await passFaceCheck(page);
      await typeSmsCode(page);
    },
    button: buttonNamed('确认提交'),
    afterTap: fraudReminderOnce,
    kept: smsCodeKept,
    succeeded: (page) => expect(page.getByRole('heading', { name: '年金领取变更办理成功' })).toBeVisible(),
  },
  {
    name: '申请领取 (survival fund)',
    service: 'face.survivalFundApply',
    prepare: applyForSurvivalFund,
    button: buttonNamed('申请领取'),
    afterTap: async (page, attempt) => {
      if (attempt === 1) await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');
    },
    kept: (page) => expect(page.getByRole('button', { name: /^招商银行/ })).toContainText('已选择'),
    succeeded: (page) => expect(page.getByRole('heading', { name: '领取申请' })).toBeVisible(),
  },
  {
    name: '下一步 (survival fund SMS check)',
    service: 'face.survivalFundIdVerify',
    prepare: async (page, request) => {
      await applyForSurvivalFund(page, request);
      await page.getByRole('button', { name: '申请领取', exact: true }).click();
      await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');
      await typeSmsCode(page);
    },
    button: buttonNamed('下一步'),
    kept: smsCodeKept,
    succeeded: (page) => expect(page.getByText('您已完成身份验证')).toBeVisible(),
  },
  {
    name: '开始识别 (the face check, on the survival certification)',
    service: 'face.livingBodyRecognition',
    prepare: startCertification,
    // After a failure the same button offers 重新识别.
    button: (page) => page.getByRole('button', { name: /^(开始识别|重新识别)$/ }),
    // The camera shows for a moment before the check is asked for: the customer waits for its outcome.
    afterTap: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: '请缓慢眨眼' })).toBeVisible();
      await expect(page.getByRole('button', { name: '重新识别' }).or(page.getByRole('status').filter({ hasText: '识别通过' }))).toBeVisible({ timeout: 10_000 });
    },
    inline: true,
    kept: (page) => expect(page.getByRole('button', { name: '提交认证' })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 }),
  },
  {
    name: '提交认证 (survival certification)',
    service: 'face.survivalCertificationSubmit',
    prepare: async (page, request) => {
      await startCertification(page, request);
      await passFaceCheck(page);
    },
    button: buttonNamed('提交认证'),
    kept: (page) => expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('heading', { name: '认证成功' })).toBeVisible(),
  },
  {
    name: '确认提交 (occupation change)',
    service: 'face.occupationChangeConfirm',
    prepare: async (page, request) => {
      await openOccupationConfirm(page, request);
      await typeSmsCode(page);
    },
    button: buttonNamed('确认提交'),
    afterTap: async (page, attempt) => {
      if (attempt === 1) await acknowledgeFraudReminder(page);
    },
    kept: smsCodeKept,
    succeeded: (page) => expect(page.getByRole('heading', { name: '职业变更办理成功' })).toBeVisible(),
  },
  {
    name: '确认提交 (contact change)',
    service: 'face.contactChangeConfirm',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/am/apply?mode=individual');
      await page.getByRole('textbox', { name: '新电子邮箱' }).fill('li.new@example.com');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page).toHaveURL(/\/am\/validate\/self\?businessNo=BQ/);
      await typeSmsCode(page);
      await page.getByRole('button', { name: '开始识别' }).click();
      await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 });
    },
    button: buttonNamed('确认提交'),
    afterTap: async (page, attempt) => {
      if (attempt === 1) await acknowledgeFraudReminder(page);
    },
    kept: smsCodeKept,
    succeeded: (page) => expect(page.getByRole('heading', { name: '联系方式变更办理成功' })).toBeVisible(),
  },
  {
    name: '确认领取 (survival fund)',
    service: 'face.survivalFundConfirm',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/survival-reward/payment?id=SF003');
      await page.getByRole('button', { name: /^转账到银行卡/ }).click();
      await page.getByRole('button', { name: /^招商银行/ }).click();
      await page.getByRole('button', { name: '申请领取', exact: true }).click();
      await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');
      await typeSmsCode(page);
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByText('您已完成身份验证')).toBeVisible();
    },
    button: buttonNamed('确认领取'),
    kept: (page) => expect(page.getByText('招商银行 **** **** **** 1234')).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('heading', { name: '生存金等待到账' })).toBeVisible(),
  },
  {
    name: '获取验证码',
    service: 'face.smsCaptcha',
    prepare: openOccupationConfirm,
    button: buttonNamed('获取验证码'),
    kept: (page) => expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled(),
    succeeded: (page) => expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible(),
  },
];

testFailedTaps(taps);

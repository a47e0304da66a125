import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/test';
import { acknowledgeFraudReminder } from '../support/fraud-reminder';
import { documentPng } from '../support/images';
import { open, openSignedIn, passFaceCheck, typeSmsCode } from '../support/customer';
import { confirmedReinstatement, loginToken, reinstatementStepsDone } from '../support/sandbox';
import { type Tap, buttonNamed, smsCodeKept, testFailedTaps } from '../support/failed-tap';

// Reinstatement (保单复效): applying, the health notice, the medical records, the confirmation and the payment
// of the arrears. Each tap fails twice and then succeeds (support/failed-tap.ts).

/** The seeded draft of the lapsed policy's reinstatement (the policy's one open application). */
const DRAFT = 'BQ20261120004';

/** Signs in, takes the seeded draft's first steps over the service (the insured's face check, the health notice when given) and opens a path. */
async function openAfterSteps(page: Page, request: APIRequestContext, path: string, health?: 'Y' | 'N') {
  const token = await loginToken(request);
  await reinstatementStepsDone(request, token, health);
  await open(page, path, token);
}

const allAnsweredNo = async (page: Page) => {
  for (const question of await page.getByRole('radiogroup').all()) await expect(question.getByRole('radio', { name: '否' })).toBeChecked();
};

const taps: Tap[] = [
  {
    name: '申请复效 (a lapsed policy)',
    service: 'face.reinstatementApply',
    prepare: (page, request) => openSignedIn(page, request, '/policy-business/re/list/policy'),
    button: (page) => page.getByRole('button', { name: /鸿泰守护定期寿险/ }),
    kept: (page) => expect(page.getByText('¥3,600.00')).toBeVisible(),
    succeeded: (page) => expect(page).toHaveURL(/\/re\/apply\/BQ\d+$/),
  },
  {
    name: '提交健康告知',
    service: 'face.reinstatementHealthInform',
    prepare: async (page, request) => {
      await openAfterSteps(page, request, `/policy-business/re/health-inform-detail/${DRAFT}/C100001/1`);
      await expect(page.getByRole('radiogroup')).toHaveCount(4);
      for (const question of await page.getByRole('radiogroup').all()) await question.getByRole('radio', { name: '否' }).click();
    },
    button: buttonNamed('提交健康告知'),
    kept: allAnsweredNo,
    succeeded: (page) => expect(page).toHaveURL(new RegExp(`/re/confirm/${DRAFT}$`)),
  },
  {
    name: '提交资料 (medical records)',
    service: 'face.reinstatementMedicalUpload',
    prepare: async (page, request) => {
      await openAfterSteps(page, request, `/policy-business/re/medical-upload/${DRAFT}/C100001/${encodeURIComponent('李明轩')}/Y`, 'Y');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: /^添加体检报告/ }).click();
      await (await chooser).setFiles({ name: 'report.png', mimeType: 'image/png', buffer: documentPng(600, 800) });
      await expect(page.getByRole('button', { name: /^查看体检报告.*第1张$/ })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    },
    button: buttonNamed('提交资料'),
    kept: (page) => expect(page.getByRole('button', { name: /^查看体检报告.*第1张$/ })).toBeVisible(),
    succeeded: (page) => expect(page).toHaveURL(new RegExp(`/re/confirm/${DRAFT}$`)),
  },
  {
    name: '确认提交 (reinstatement)',
    service: 'face.reinstatementConfirm',
    prepare: async (page, request) => {
      await openAfterSteps(page, request, `/policy-business/re/validate?businessNo=${DRAFT}`, 'N');
      await passFaceCheck(page);
      await typeSmsCode(page);
    },
    button: buttonNamed('确认提交'),
    afterTap: async (page, attempt) => {
      if (attempt === 1) await acknowledgeFraudReminder(page);
    },
    kept: smsCodeKept,
    succeeded: (page) => expect(page).toHaveURL(new RegExp(`/re/pay\\?businessNo=${DRAFT}$`)),
  },
  {
    name: '确认支付 (reinstatement arrears)',
    service: 'face.reinstatementPayUrl',
    prepare: async (page, request) => {
      const token = await loginToken(request);
      await open(page, `/policy-business/re/pay?businessNo=${await confirmedReinstatement(request, token)}`, token);
      await page.getByRole('button', { name: '立即缴费 ¥3,643.20' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /中国建设银行/ }).click();
    },
    button: (page) => page.getByRole('dialog').getByRole('button', { name: '确认支付 ¥3,643.20' }),
    kept: (page) => expect(page.getByRole('dialog').getByRole('button', { name: /中国建设银行/ })).toContainText('已选择'),
    succeeded: (page) => expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/),
  },
];

testFailedTaps(taps);

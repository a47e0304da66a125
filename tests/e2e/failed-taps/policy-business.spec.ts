import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/test';
import { acknowledgeFraudReminder } from '../support/fraud-reminder';
import { openSignedIn, startOccupationChange, typeSmsCode } from '../support/customer';
import { type Tap, buttonNamed, smsCodeKept, testFailedTaps } from '../support/failed-tap';

// Policy changes (保全), survival fund and the SMS code they ask for. Each tap fails twice and then succeeds (support/failed-tap.ts).

/** The occupation change of the customer's own policy up to its confirm page. */
async function openOccupationConfirm(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, '/policy-business/change-occupation/edit/C100001');
  await startOccupationChange(page, '软件工程师');
}

const taps: Tap[] = [
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
    succeeded: (page) => expect(page.getByRole('heading', { name: '领取成功，等待到账' })).toBeVisible(),
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

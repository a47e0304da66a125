import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { loginToken } from '../support/sandbox';
import { open, openSignedIn, startOccupationChange, typeSmsCode } from '../support/customer';
import { type Tap, buttonNamed, smsCodeKept, testFailedTaps } from '../support/failed-tap';

// Member services: bean tasks, the satisfaction survey, agent-assisted mode, employee welfare, and the
// anti-fraud reminder before a policy change. Each tap fails twice and then succeeds (support/failed-tap.ts).

const fraudReminder = (page: Page) => page.getByRole('dialog', { name: '防诈骗提示' });

const taps: Tap[] = [
  {
    name: '领取奖励 (bean task)',
    service: 'face.beanCollect',
    prepare: (page, request) => openSignedIn(page, request, '/hqbean-task'),
    button: (page) => page.getByRole('button', { name: /完成实名认证.*领取奖励/ }),
    kept: (page) => expect(page.getByRole('button', { name: /完成实名认证.*领取奖励/ })).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByText('已领取 200 鸿泰豆')).toBeVisible();
      await expect(page.getByRole('button', { name: /完成实名认证.*领取奖励/ })).toHaveCount(0);
    },
  },
  {
    name: '提交调查 (satisfaction survey)',
    service: 'face.surveySave',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/service-survey');
      await page.getByRole('radio', { name: '满意', exact: true }).check();
      await page.getByRole('checkbox', { name: '理赔' }).check();
    },
    button: buttonNamed('提交调查'),
    kept: async (page) => {
      await expect(page.getByRole('radio', { name: '满意', exact: true })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: '理赔' })).toBeChecked();
    },
    succeeded: (page) => expect(page.getByText('感谢您的参与')).toBeVisible(),
  },
  {
    name: '退出顾问协助 (agent-assisted mode)',
    service: 'agentSales.exitExclusiveToShort',
    prepare: async (page, request) => {
      await open(page, '/jump-agent?token=agt-7f3a9c&agentCode=A310086&agentName=张伟', await loginToken(request));
      await page.getByRole('button', { name: '同意并进入' }).click();
      await expect(page).toHaveURL(/\/exclusive-home$/);
    },
    button: buttonNamed('退出顾问协助'),
    afterTap: (page) => page.getByRole('alertdialog').getByRole('button', { name: '退出', exact: true }).click(),
    kept: (page) => expect(page.getByText(/顾问张伟（工号 A310086）正在协助您/)).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByText('已退出顾问协助模式')).toBeVisible();
      await expect(page.getByText('顾问协助中')).toBeHidden();
    },
  },
  {
    name: '提交投保申请 (family welfare plan)',
    service: 'face.agentWelfarePlanOrder',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/employeeWelfareTwo');
      await page.getByRole('button', { name: '为家属投保' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: /被保险人/ }).click();
      await page.getByRole('option', { name: '王丽' }).click();
    },
    button: buttonNamed('提交投保申请'),
    kept: (page) => expect(page.getByRole('dialog', { name: '为家属投保' }).getByRole('button', { name: /被保险人/ })).toContainText('王丽'),
    succeeded: (page) => expect(page.getByRole('alertdialog', { name: '投保申请已提交' })).toBeVisible(),
  },
  {
    name: '我已知晓，继续办理 (anti-fraud reminder)',
    service: 'face.fraudRemindAcknowledge',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/change-occupation/edit/C100001');
      await startOccupationChange(page, '软件工程师');
      await typeSmsCode(page);
      await page.getByRole('button', { name: '确认提交' }).click();
      await fraudReminder(page).getByRole('checkbox', { name: '我已阅读并知晓上述风险提示' }).click();
    },
    button: (page) => fraudReminder(page).getByRole('button', { name: '我已知晓，继续办理' }),
    kept: async (page) => {
      await expect(fraudReminder(page).getByRole('checkbox', { name: '我已阅读并知晓上述风险提示' })).toHaveAttribute('aria-checked', 'true');
      await smsCodeKept(page);
    },
    succeeded: (page) => expect(page.getByRole('heading', { name: '职业变更办理成功' })).toBeVisible(),
  },
];

testFailedTaps(taps);

import { expect } from '../support/test';
import { DEMO_PHONE, SMS_CODE } from '../support/sandbox';
import { type Tap, buttonNamed, testFailedTaps } from '../support/failed-tap';

// Signing in and the account's own taps. Each tap fails twice and then succeeds (support/failed-tap.ts).

const taps: Tap[] = [
  {
    name: '登录',
    service: 'userCenter.login',
    prepare: async (page) => {
      await page.goto('/official/login');
      await page.getByLabel('手机号').fill(DEMO_PHONE);
      await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
      await page.getByRole('checkbox').click({ position: { x: 8, y: 10 } });
    },
    button: buttonNamed('登录'),
    kept: async (page) => {
      await expect(page.getByLabel('手机号')).toHaveValue(DEMO_PHONE);
      await expect(page.getByLabel('验证码', { exact: true })).toHaveValue(SMS_CODE);
    },
    succeeded: (page) => expect(page).not.toHaveURL(/\/official\/login/),
  },
];

testFailedTaps(taps);

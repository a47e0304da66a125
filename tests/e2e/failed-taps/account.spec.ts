import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { DEMO_PHONE, SMS_CODE } from '../support/sandbox';
import { typeSmsCode } from '../support/customer';
import { type Tap, buttonNamed, smsCodeKept, testFailedTaps } from '../support/failed-tap';

// Signing in and the account's own taps. Each tap fails twice and then succeeds (support/failed-tap.ts).

const CAPTCHA_ANSWER = '8888';
const NEW_PASSWORD = 'Hongtai2026';

/** The phone and the picture's answer, the two things 获取验证码 needs. */
async function fillPhoneAndCaptcha(page: Page) {
  await page.getByLabel('手机号').fill(DEMO_PHONE);
  await page.getByLabel('图形验证码').fill(CAPTCHA_ANSWER);
}

async function phoneAndCaptchaKept(page: Page) {
  await expect(page.getByLabel('手机号')).toHaveValue(DEMO_PHONE);
  await expect(page.getByLabel('图形验证码')).toHaveValue(CAPTCHA_ANSWER);
}

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
  {
    name: '获取验证码 (login)',
    service: 'userCenter.sendVerifyCode',
    prepare: async (page) => {
      await page.goto('/official/login');
      await fillPhoneAndCaptcha(page);
    },
    button: buttonNamed('获取验证码'),
    kept: phoneAndCaptchaKept,
    succeeded: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: '验证码已发送至*******8000' })).toBeVisible();
      await expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible();
    },
  },
  {
    name: '确认修改 (forgotten password)',
    service: 'userCenter.resetPassword',
    prepare: async (page) => {
      await page.goto('/official/forget-password');
      await fillPhoneAndCaptcha(page);
      await typeSmsCode(page);
      await page.getByLabel('新密码').fill(NEW_PASSWORD);
      await page.getByLabel('确认密码').fill(NEW_PASSWORD);
    },
    button: buttonNamed('确认修改'),
    kept: async (page) => {
      await smsCodeKept(page);
      await expect(page.getByLabel('新密码')).toHaveValue(NEW_PASSWORD);
      await expect(page.getByLabel('确认密码')).toHaveValue(NEW_PASSWORD);
    },
    succeeded: async (page) => {
      await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
      await expect(page).toHaveURL(/\/official\/login\?tab=password$/);
      await expect(page.getByLabel('手机号')).toHaveValue(DEMO_PHONE);
    },
  },
  {
    name: '确认切换 (account switch)',
    service: 'face.bindingChange',
    prepare: async (page) => {
      await page.goto('/official/change-account?failCode=WX_BOUNDED&boundPhone=*******6601&nowPhone=*******0001&countryCode=86&openId=o-e2e-openid&unionId=');
    },
    button: buttonNamed('确认切换'),
    kept: (page) => expect(page.getByRole('heading', { name: '当前微信已绑定其他账号' })).toBeVisible(),
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/official\/login\?/);
      await expect(page.getByText('账号已切换，请使用手机号*******0001登录')).toBeVisible();
    },
  },
];

testFailedTaps(taps);

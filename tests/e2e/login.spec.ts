import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PHONE, SMS_CODE } from './support/sandbox';

// Sandbox accounts (sandbox/README.md): the demo customer, its password, the SMS code and captcha answer.
const DEMO_PASSWORD = 'Demo@2026';
const CAPTCHA = '8888';

const phoneField = (page: Page) => page.getByLabel('手机号');
const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });

/** Taps the agreement's circle (its text holds the links). */
async function agree(page: Page) {
  await page.getByRole('checkbox').click({ position: { x: 8, y: 10 } });
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
}

/** Types a phone and an SMS code on the 验证码登录 tab (scenario phones fail before the code is checked). */
async function smsLogin(page: Page, phone: string) {
  await page.goto('/official/login');
  await phoneField(page).fill(phone);
  await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
  await agree(page);
  await loginButton(page).click();
}

test('the demo customer logs in with the image captcha and an SMS code and lands on the redirect target', async ({ page }) => {
  await page.goto(`/official/login?redirect=${encodeURIComponent('/official/about-us')}`);
  const send = page.getByRole('button', { name: '获取验证码' });
  await phoneField(page).fill(DEMO_PHONE);
  await expect(send).toBeDisabled();

  await page.getByLabel('图形验证码', { exact: true }).fill('1234');
  await send.click();
  await expect(page.getByText('图形验证码错误，请重新输入')).toBeVisible();
  // No countdown after a failed send: a new picture, an empty answer, and the button again once it is typed.
  await expect(page.getByLabel('图形验证码', { exact: true })).toHaveValue('');
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('验证码已发送至')).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+s后重发$/ })).toBeDisabled();

  await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
  await loginButton(page).click();
  await expect(page.getByText('请先阅读并勾选《用户服务协议》和《隐私政策》')).toBeVisible();
  await agree(page);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/official\/about-us$/);
});

test('the demo customer logs in with the password', async ({ page }) => {
  await page.goto(`/official/login?redirect=${encodeURIComponent('/official/about-us')}`);
  await page.getByText('密码登录').click();
  await phoneField(page).fill(DEMO_PHONE);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await agree(page);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/official\/about-us$/);
});

test('a phone without a password is sent to set one, with the phone filled in', async ({ page }) => {
  await page.goto('/official/login');
  await page.getByText('密码登录').click();
  await phoneField(page).fill('13900000009');
  await page.getByLabel('密码', { exact: true }).fill('abc12345');
  await agree(page);
  await loginButton(page).click();
  // The phone is handed over, never put in the address.
  await expect(page).toHaveURL(/\/official\/me\/settings-password$/);
  await expect(page.getByText('该手机号尚未设置登录密码')).toBeVisible();
  await expect(phoneField(page)).toHaveValue('13900000009');
});

const switchCases = [
  { phone: '13900000001', code: 'WX_BOUNDED', text: '当前微信已绑定尾号为6601的账号，如需使用尾号为0001的账号，请切换账号', heading: '当前微信已绑定其他账号' },
  { phone: '13900000002', code: 'PHONE_HAS_BEEN_USED', text: '尾号为0002的账号已在其他微信登录，如需在当前微信使用该账号，请切换账号', heading: '该账号已在其他微信登录' },
  {
    phone: '13900000003', code: 'WX_BOUNDED_AND_PHONE_HAS_BEEN_USED', heading: '微信与账号均已被绑定',
    text: '当前微信已绑定尾号为6601的账号，且尾号为0003的账号已在其他微信登录，如需在当前微信使用尾号为0003的账号，请切换账号',
  },
];

for (const { phone, code, text, heading } of switchCases) {
  test(`${code}: the 提示 dialog offers 切换账号, which opens the change-account page`, async ({ page }) => {
    await smsLogin(page, phone);
    await expect(page.getByText('提示', { exact: true })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await page.getByText('切换账号', { exact: true }).click();
    await expect(page).toHaveURL(/\/official\/change-account\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('failCode')).toBe(code);
    expect(query.get('boundPhone')).toMatch(/6601$/);
    expect(query.get('nowPhone')).toMatch(new RegExp(`${phone.slice(-4)}$`));
    expect(query.get('countryCode')).toBe('86');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The account switched to, as its row under 账号信息 shows it (the explanation above names it too).
    await expect(page.getByRole('definition').getByText(`*******${phone.slice(-4)}`, { exact: true })).toBeVisible();
  });
}

test('confirming the switch tells the customer to log in again with that account', async ({ page }) => {
  await page.goto('/official/change-account?failCode=WX_BOUNDED&boundPhone=*******6601&nowPhone=*******0001&countryCode=86&openId=o-e2e-openid&unionId=');
  await page.getByRole('button', { name: '确认切换' }).click();
  await expect(page.getByText('切换成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/official\/login\?/);
  await expect(page.getByText('账号已切换，请使用手机号*******0001登录')).toBeVisible();
});

const refusals = [
  { phone: '13900000005', code: 'A0132', text: '该微信已绑定其他账号，请使用已绑定的手机号登录' },
  { phone: '13900000006', code: 'A0133', text: '该手机号已被其他微信绑定，请更换手机号或联系客服' },
  { phone: '13900000007', code: 'A0134', text: '该微信与手机号均已被其他账号绑定，请联系在线客服或拨打客服热线' },
  { phone: '13900000008', code: 'C0165', text: '微信授权码已被使用，请重新进入页面' },
];

for (const { phone, code, text } of refusals) {
  test(`${code}: a refused login says why and stays on the login page`, async ({ page }) => {
    await smsLogin(page, phone);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(/\/official\/login$/);
  });
}

test('a used WeChat authorisation code says so on the page', async ({ page }) => {
  await smsLogin(page, '13900000004');
  await expect(page.getByText('微信授权已失效，请重新进入')).toBeVisible();
});

test('the typed phone and the ticked agreement survive a reload, the captcha answer does not', async ({ page }) => {
  await page.goto('/official/login');
  await phoneField(page).fill(DEMO_PHONE);
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA);
  await agree(page);
  await page.reload();
  await expect(phoneField(page)).toHaveValue(DEMO_PHONE);
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('图形验证码', { exact: true })).toHaveValue('');
});

test('a forgotten password is reset with an SMS code, then the login page opens on the password tab with the phone', async ({ page }) => {
  await page.goto('/official/login');
  await page.getByText('密码登录').click();
  await phoneField(page).fill(DEMO_PHONE);
  await page.getByRole('button', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/\/official\/forget-password$/);
  await expect(phoneField(page)).toHaveValue(DEMO_PHONE);
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
  await page.getByLabel('新密码').fill(DEMO_PASSWORD);
  await page.getByLabel('确认密码').fill(`${DEMO_PASSWORD}x`);
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  // arco marks a disabled button by class only.
  await expect(page.getByRole('button', { name: '确认修改' })).toHaveClass(/\bdisabled\b/);
  await page.getByLabel('确认密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(page).toHaveURL(/\/official\/login\?tab=password$/);
  await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
  await expect(phoneField(page)).toHaveValue(DEMO_PHONE);
  await page.reload();
  await expect(phoneField(page)).toHaveValue(DEMO_PHONE);
});

test('获取验证码 stays unavailable until the phone is a mainland mobile', async ({ page }) => {
  await page.goto('/official/login');
  const send = page.getByRole('button', { name: '获取验证码' });
  await page.getByLabel('图形验证码', { exact: true }).fill(CAPTCHA);
  await phoneField(page).fill('1380013');
  await expect(send).toBeDisabled();
  await phoneField(page).fill('12800138000');
  await expect(send).toBeDisabled();
  await phoneField(page).fill(DEMO_PHONE);
  await expect(send).toBeEnabled();
});

test('the agreement opens from its link without ticking the box', async ({ page }) => {
  await page.goto('/official/login');
  await page.getByRole('button', { name: '《隐私政策》' }).click();
  await expect(page.getByRole('heading', { name: '隐私政策', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、我们如何收集和使用您的个人信息' })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-checked', 'false');
});

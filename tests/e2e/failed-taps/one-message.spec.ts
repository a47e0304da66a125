import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PHONE, SMS_CODE } from '../support/sandbox';
import { fillLeadForm } from '../support/lead-form';

// One action gives one message at a time, and messages never contradict each other.

const toasts = (page: Page) => page.locator('.arco-toast').getByRole('status');

test('a failed login replaces 验证码已发送 instead of landing on top of it', async ({ page }) => {
  await page.goto('/official/login');
  await page.getByLabel('手机号').fill('13900000005');
  await page.getByLabel('图形验证码').fill('8888');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(toasts(page).filter({ hasText: '验证码已发送至' })).toBeVisible();
  await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
  await page.getByRole('checkbox').click({ position: { x: 8, y: 10 } });
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(toasts(page)).toHaveText(['该微信已绑定其他账号，请使用已绑定的手机号登录']);
});

test('a duplicate lead is told beside the form only, not in a toast as well', async ({ page }) => {
  await page.goto('/official/act-service');
  await fillLeadForm(page, '李明轩', DEMO_PHONE);
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(page.getByText('您已提交过预约，顾问将在 1 个工作日内与您联系')).toHaveCount(1);
  await expect(toasts(page).filter({ hasText: '您已提交过预约' })).toHaveCount(0);
});

test('sharing a campaign outside WeChat copies its link and says only that', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/official/act-service?cpsCode=CPS2026');
  await fillLeadForm(page, '王小明', '13912345678');
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(page).toHaveURL(/\/act-service-result\?leadNo=LD\d+/);

  await page.getByRole('button', { name: '分享活动给好友' }).click();
  await expect(toasts(page)).toHaveText(['已复制链接，可粘贴发送给好友']);
  await expect(page.getByText('分享失败')).toHaveCount(0);
});

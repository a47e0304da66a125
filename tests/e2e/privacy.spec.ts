import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// Privacy and third-party authorisations from the personal centre, as the demo customer at phone size.

test('a third-party authorisation is revoked with a confirmation and given again from its detail', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  await page.getByRole('button', { name: /第三方授权/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '第三方授权' })).toBeVisible();
  await page.getByRole('button', { name: /在线问诊/ }).click();

  await expect(page).toHaveURL(/\/me\/third-party-auth-detail\?serviceCode=TP_HEALTH_JKX$/);
  await expect(page.getByText('已授权').first()).toBeVisible();
  await page.getByRole('button', { name: '取消授权' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '取消授权' }).click();
  await expect(page.getByText('已取消授权')).toBeVisible();
  await expect(page.getByText('未授权').first()).toBeVisible();

  await page.getByRole('button', { name: '去授权' }).click();
  await expect(page).toHaveURL(/\/me\/third-party-auth\?serviceCode=TP_HEALTH_JKX$/);
  const agree = page.getByRole('button', { name: '同意授权' });
  await expect(agree).toBeDisabled();
  await page.getByText(/我已阅读并同意《在线问诊授权协议》/).click();
  await agree.click();
  await expect(page).toHaveURL(/\/me\/third-party-auth-detail\?serviceCode=TP_HEALTH_JKX$/);
  await expect(page.getByText('已授权').first()).toBeVisible();
});

test('an authorisation link to a service that is not there says so and leads back to the list', async ({ page, request }) => {
  await open(page, '/me/third-party-auth-detail?serviceCode=TP_UNKNOWN', await loginToken(request));
  await expect(page.getByRole('alert')).toContainText('第三方服务不存在');
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
  await page.getByRole('button', { name: '返回第三方授权' }).click();
  await expect(page).toHaveURL(/\/me\/third-party-service-list$/);
  await expect(page.getByRole('heading', { level: 1, name: '第三方授权' })).toBeVisible();
});

test('the privacy settings list the agreements; a required one cannot be withdrawn online', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  await page.getByRole('button', { name: /隐私设置/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '隐私设置' })).toBeVisible();
  await expect(page.getByText('鸿泰人寿隐私政策').first()).toBeVisible();
  await expect(page.getByText('个性化推荐与营销信息授权').first()).toBeVisible();
  await page.getByRole('button', { name: /查看协议全文/ }).first().click();
  await expect(page).toHaveURL(/\/me\/privacy-dynamics\?protocolCode=PRIVACY_POLICY$/);
  await expect(page.getByRole('heading', { name: '一、我们如何收集和使用您的个人信息' })).toBeVisible();
});

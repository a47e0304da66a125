import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// The customer's policies: the list by state, a policy's contract and its e-policy, and the call-back
// (回访) of a new policy, as the demo customer at phone size.

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN';
/** The sandbox's stand-in for the insurer's document service hands out same-origin e-policy links. */
const E_POLICY = /\/official-api\/stand-in\/e-policy-[0-9a-f]+\.pdf$/;

test('from the personal centre to a policy by state, its contract, and its e-policy downloaded', async ({ page, request }) => {
  await open(page, '/me/info', await loginToken(request));
  await page.getByRole('button', { name: /^我的保单/ }).click();
  await expect(page.getByRole('heading', { name: '我的保单', level: 1 })).toBeVisible();

  await expect(page.getByRole('button', { name: '鸿泰安心百万医疗保险' })).toBeVisible();
  await expect(page.getByText('待续保')).toBeVisible();
  await expect(page.getByRole('button', { name: '续期缴费' })).toBeVisible();
  await page.getByRole('tab', { name: '效力中止' }).click();
  await expect(page.getByRole('button', { name: '鸿泰守护定期寿险' })).toBeVisible();
  await expect(page.getByRole('button', { name: '申请复效' })).toBeVisible();
  await expect(page.getByRole('button', { name: '鸿泰金福年金保险' })).toBeHidden();
  await page.getByRole('tab', { name: '保障中' }).click();

  await page.getByRole('button', { name: '鸿泰金福年金保险' }).click();
  await expect(page.getByRole('heading', { name: '保单合同', level: 1 })).toBeVisible();
  await expect(page.getByText('8620210310000123')).toBeVisible();
  await expect(page.getByText('¥2,000.00').first()).toBeVisible();
  await expect(page.getByText('受益比例 100%')).toBeVisible();
  await expect(page.getByText('2026-11-08 已缴')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载电子保单' }).click()]);
  expect(download.url()).toMatch(E_POLICY);
});

test.describe('inside WeChat, which cannot download files', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the e-policy button says how to open it in a browser and copies the link', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/policy-contract?policyNo=8620210310000123', await loginToken(request));
    await page.getByRole('button', { name: '下载电子保单' }).click();
    const guide = page.getByRole('alertdialog', { name: '请在浏览器中打开' });
    await expect(guide).toContainText('微信内无法直接下载文件');
    await guide.getByRole('button', { name: '复制链接' }).click();
    await expect(page.getByText('链接已复制，请在浏览器中粘贴打开')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(E_POLICY);
  });
});

test('the call-back of a new policy is answered once, and a 否 brings a call from the service team', async ({ page, request }) => {
  await open(page, '/policy-business/list', await loginToken(request));
  await page.getByRole('button', { name: /^保单回访/ }).click();
  await page.getByRole('button', { name: /^鸿泰安心百万医疗保险/ }).click();
  await expect(page.getByRole('button', { name: '下载电子保单' })).toBeVisible();

  const questions = page.getByRole('radiogroup');
  await expect(questions).toHaveCount(4);
  for (const [index, answer] of ['是', '是', '否', '是'].entries()) await questions.nth(index).getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: '提交回访' }).click();
  await expect(page.getByRole('alertdialog', { name: '回访已提交' })).toContainText('客服将在 2 个工作日内致电与您核实');
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page.getByText('您已完成回访')).toBeVisible();

  await page.reload();
  await expect(page.getByText('您已完成回访')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交回访' })).toBeHidden();
});

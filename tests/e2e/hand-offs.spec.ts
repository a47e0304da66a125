import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { open } from './support/customer';

// Where the portal hands a customer on — the e-policy document and the partners' pages — walked at phone
// size in the sandbox build: each partner is a same-origin stand-in that returns to the portal as the
// partner would, with its result parameter; no walk ends on a browser error page.

test('下载电子保单 opens a real PDF of that policy, with its facts in Chinese', async ({ page, request }) => {
  await open(page, '/policy-contract?policyNo=8620210310000123', await loginToken(request));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载电子保单' }).click()]);
  expect(download.suggestedFilename()).toBe('鸿泰金福年金保险-8620210310000123.pdf');
  expect(new URL(download.url()).origin).toBe(new URL(page.url()).origin);
  const response = await page.request.get(download.url());
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain('8620210310000123');
  expect(text).toContain('鸿泰金福年金保险');
  expect(text).toContain('李明轩');
  expect(text).toContain('电子保险单');
});

test('medical-insurance authorisation: the partner page returns with authResult, authorised or cancelled', async ({ page, request }) => {
  await open(page, '/claim/apply/authorize?stagingId=ST001', await loginToken(request));
  await page.getByRole('button', { name: '去授权' }).click();
  await expect(page.getByRole('heading', { name: '医保数据授权' })).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/official\/claim\/apply\/authorize\?stagingId=ST001&authResult=cancel$/);
  await expect(page.getByText('您已取消医保数据授权')).toBeVisible();

  await page.getByRole('button', { name: '去授权' }).click();
  await page.getByRole('button', { name: '同意授权' }).click();
  await expect(page).toHaveURL(/\/official\/claim\/apply\/authorize\?stagingId=ST001&authResult=success$/);
  await expect(page.getByText('已授权医保数据')).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步：上传材料' })).toBeVisible();
});

test('online service opens the service page and ends back where the customer asked from', async ({ page, request }) => {
  await open(page, '/service-online-blank?from=/me/info', await loginToken(request));
  await expect(page.getByRole('heading', { name: '在线客服' })).toBeVisible();
  await expect(page.getByText('请问有什么可以帮您')).toBeVisible();
  await page.getByRole('button', { name: '结束咨询' }).click();
  await expect(page).toHaveURL(/\/official\/me\/info\?serviceResult=ended$/);
  await expect(page.getByText('个人资料', { exact: true })).toBeVisible();
});

test('the beans mall, asking consent for a partner not consented to, and 泛客 return to the portal', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/third-party-page/hqbean', token);
  await page.getByRole('button', { name: '前往兑换' }).click();
  await expect(page.getByRole('heading', { name: '鸿泰豆商城' })).toBeVisible();
  await page.getByRole('button', { name: '返回鸿泰人寿' }).click();
  await expect(page).toHaveURL(/\/official\/hqbean\/index\?mallResult=back$/);

  // 充话费 goes to another partner, whom the customer has not consented to yet: asked first, then handed over.
  await page.goto('/official/third-party-page/mobile');
  await expect(page.getByRole('heading', { name: '前往合作方兑换前，需要您的授权' })).toBeVisible();
  await expect(page.getByText(/同意向畅联通信科技有限公司提供李明轩的手机号、鸿泰豆余额/)).toBeVisible();
  await expect(page.getByRole('button', { name: '前往兑换' })).toHaveCount(0);
  await page.getByRole('button', { name: '同意并继续' }).click();
  await page.getByRole('button', { name: '前往兑换' }).click();
  await expect(page.getByRole('heading', { name: '鸿泰豆商城' })).toBeVisible();

  await page.goto('/official/fanke/login');
  await expect(page.getByRole('heading', { name: '泛客家园' })).toBeVisible();
  await expect(page.getByText('您已使用鸿泰人寿账户登录')).toBeVisible();
  await page.getByRole('button', { name: '返回鸿泰人寿' }).click();
  await expect(page).toHaveURL(/\/official\/share-home$/);
});

test('a health service opens its provider\'s page, naming the service, and comes back to the portal', async ({ page, request }) => {
  await open(page, '/member-list', await loginToken(request));
  await page.getByRole('button', { name: /发起咨询/ }).first().click();
  await expect(page.getByRole('heading', { name: '健康服务' })).toBeVisible();
  await expect(page.getByText(/健康行科技（上海）有限公司（合作方）为您提供「家庭医生」/)).toBeVisible();
  await page.getByRole('button', { name: '返回鸿泰人寿' }).click();
  await expect(page).toHaveURL(/\/official\/(share-home)?\?serviceResult=back$/);
});

test('the enterprise-WeChat guide copies the service account for the customer to add, instead of leaving the portal', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/official/guide-to-enterprise-wechat');
  await page.getByRole('button', { name: '复制企业微信号' }).click();
  await expect(page.getByRole('status').filter({ hasText: '企业微信号已复制，请在微信中搜索添加' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('hongtai_kefu');
  await expect(page).toHaveURL(/\/official\/guide-to-enterprise-wechat$/);
});

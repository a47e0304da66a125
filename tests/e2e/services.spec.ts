import { expect, test } from './support/test';
import { injectFault, loginToken } from './support/sandbox';

test('a list shows its error state after a server fault and recovers on retry', async ({ page, request }) => {
  await injectFault(request, { service: 'face.newsList', status: 503, times: 1 });
  await page.goto('/official/news-center');
  await expect(page.getByText('抱歉，服务端异常，正在抢修中，请您稍后重试').first()).toBeVisible();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('鸿泰人寿荣获“年度最佳客户服务保险公司”')).toBeVisible();
});

test('a dropped connection is not toasted but shown in place, with a retry', async ({ page, request }) => {
  // Dropped mid-answer, once: the browser does not quietly send it again, the page sees the failure.
  await injectFault(request, { service: 'face.newsList', drop: true, times: 1 });
  await page.goto('/official/news-center');
  await expect(page.getByRole('alert').filter({ hasText: '网络连接失败，请检查网络后重试' })).toBeVisible();
  await expect(page.getByText('网络连接失败，请检查网络后重试')).toHaveCount(1);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByText('鸿泰人寿荣获“年度最佳客户服务保险公司”')).toBeVisible();
});

test('service calls carry the bearer token and the encoded remote-client header', async ({ page, request }) => {
  const token = await loginToken(request);
  await page.goto(`/official/me/info?t=${token}`);
  await expect(page.getByText('*******8000')).toBeVisible();
  const body = await (await request.get('/official-api/__sandbox/requests?service=face.userInfo&limit=1')).json();
  const headers = (body.data ?? body)[0].headers as Record<string, string>;
  expect(headers.authorization).toBe(`Bearer ${token}`);
  const remoteClient = JSON.parse(Buffer.from(headers['x-remote-client'], 'base64').toString('utf8'));
  expect(remoteClient).toMatchObject({ appId: 301, visitorId: expect.any(String), anonymousId: expect.any(String) });
  expect(remoteClient.system).toBeTruthy();
});

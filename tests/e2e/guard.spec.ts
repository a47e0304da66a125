import { expect, test } from './support/test';
import { analyticsEvents, injectFault, loginToken } from './support/sandbox';

test('/ and /home land on /share-home', async ({ page }) => {
  await page.goto('/official/');
  await expect(page).toHaveURL(/\/official\/share-home$/);
  await page.goto('/official/home');
  await expect(page).toHaveURL(/\/official\/share-home$/);
});

test('?t= is taken as the token and removed, leaving no history entry that holds it', async ({ page, request }) => {
  const token = await loginToken(request);
  await page.goto('/official/about-us');
  await page.goto(`/official/share-home?from=${encodeURIComponent('微信 菜单')}&t=${token}`);
  await expect(page).toHaveURL(/\/official\/share-home\?from=%E5%BE%AE%E4%BF%A1\+%E8%8F%9C%E5%8D%95$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('official:user') ?? '{}').accessToken);
  expect(stored).toBe(token);
  await page.goBack();
  await expect(page).toHaveURL(/\/official\/about-us$/);
});

test('the hand-over token never reaches a Referer, and the fragment stays', async ({ page, request }) => {
  const token = await loginToken(request);
  const referers: string[] = [];
  page.on('request', (sent) => void sent.allHeaders().then((headers) => referers.push(headers.referer ?? '')).catch(() => undefined));
  await page.goto(`/official/share-home?t=${token}#notice`);
  await expect(page).toHaveURL(/\/official\/share-home#notice$/);
  await expect(page.getByRole('tab', { name: '首页' }).or(page.getByRole('button', { name: '首页' })).first()).toBeVisible();
  const logged = await (await request.get('/official-api/__sandbox/requests?service=face.isLogin&limit=1')).json();
  referers.push(...(logged.data ?? logged).map((entry: { headers: Record<string, string> }) => entry.headers.referer ?? ''));
  expect(referers.length).toBeGreaterThan(3);
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
});

test('an invalid cps code on a page with a page code opens the page without the code; a valid one stays', async ({ page }) => {
  await page.goto('/official/share-home?cpsCode=BADCPS');
  await expect(page).toHaveURL(/\/official\/share-home$/);
  await expect(page.getByText('推广渠道码无效，本次不计入推广渠道')).toHaveCount(1);
  await page.goto('/official/share-home?cpsCode=CPS2026');
  await expect(page).toHaveURL(/\/official\/share-home\?cpsCode=CPS2026$/);
});

test('a cps check that cannot be made changes nothing: the page opens with its code', async ({ page, request }) => {
  await injectFault(request, { service: 'platformCenter.checkCps', status: 500, times: 1 });
  await page.goto('/official/share-home?cpsCode=CPS2026');
  await expect(page).toHaveURL(/\/official\/share-home\?cpsCode=CPS2026$/);
  await expect(page.getByRole('tab', { name: '首页' }).or(page.getByRole('button', { name: '首页' })).first()).toBeVisible();
});

test('a login-required page without a token goes to login with the encoded redirect', async ({ page }) => {
  await page.goto('/official/me/info?tab=1');
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo%3Ftab%3D1$/);
});

test('a token the server refuses is cleared and login is asked for', async ({ page }) => {
  await page.goto('/official/me/info?t=forged-token');
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('official:user') ?? '{}').accessToken)).toBeUndefined();
});

test('typed route params reject other values with the not-found page', async ({ page }) => {
  await page.goto('/official/me/bank-card/view/BA001');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
});

test('each shown page is tracked with its page code and the analytics constants', async ({ page, request }) => {
  await page.goto('/official/share-home');
  await expect.poll(async () => (await analyticsEvents(request)).some((e) => e.pageCode === 'HOME_SHARE')).toBe(true);
  const event = (await analyticsEvents(request)).findLast((e) => e.pageCode === 'HOME_SHARE')!;
  expect(event).toMatchObject({ platform_type: 2, platform_name: 16, event: 'pageview' });
});

/** Logs in on the login page with the demo password, as a customer would. */
async function loginWithPassword(page: import('@playwright/test').Page) {
  // The login page has finished arriving (a redirect's page settles its session first): what is typed stays.
  await page.waitForLoadState('networkidle');
  await page.getByText('密码登录').click();
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2026');
  const agreement = page.getByRole('checkbox');
  if ((await agreement.getAttribute('aria-checked')) !== 'true') await agreement.click({ position: { x: 8, y: 10 } });
  await expect(agreement).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test('after logging in from the login redirect the customer comes back to the page they asked for', async ({ page }) => {
  await page.goto('/official/me/info');
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo$/);
  await loginWithPassword(page);
  await expect(page).toHaveURL(/\/official\/me\/info$/);
  await expect(page.getByText('*******8000')).toBeVisible();
});

test('a 401 mid-session clears the session, asks for login and comes back afterwards', async ({ page, request }) => {
  const token = await loginToken(request);
  await page.goto(`/official/news-center?t=${token}`);
  // The session is checked (and its customer learnt) before the page shows: only then does it expire. A
  // background call still under way (the customer's details) would otherwise meet the 401 on this page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await injectFault(request, { service: 'face.userInfo', status: 401, times: 1 });
  // The toast lasts 3 s; waiting for the load event (images, fonts) on a busy machine can outlast it.
  await page.goto('/official/me/info', { waitUntil: 'commit' });
  await expect(page.getByText('您没有权限或长时间未登录，请重新登录').first()).toBeVisible();
  await expect(page).toHaveURL(/\/official\/login\?redirect=%2Fme%2Finfo$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('official:user') ?? '{}').accessToken)).toBeUndefined();
  await loginWithPassword(page);
  await expect(page).toHaveURL(/\/official\/me\/info$/);
});

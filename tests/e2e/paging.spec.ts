import { expect, test } from './support/test';
import { open } from './support/customer';
import { injectFault, loginToken } from './support/sandbox';

// Lists that page (issue 30 §2): the bean history and the payment records load 20 records a page as the customer scrolls.
const ROWS = '.w-list .w-cell';

/** How many records a paged face service holds for the demo customer (`path` with its query). */
async function totalOf(request: import('@playwright/test').APIRequestContext, token: string, path: string) {
  const reply = await request.get(`/official-api/face/rest/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await reply.json()).data as { total: number }).total;
}

/** Scrolls to the end of the page until the list says there is no more, at most `rounds` times. */
async function scrollToTheEnd(page: import('@playwright/test').Page, rounds = 20) {
  const end = page.getByText('没有更多了');
  for (let round = 0; round < rounds && !(await end.isVisible()); round += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
}

/** Scrolls the list to its end and checks it shows all `total` records, each once, ending with `last`. */
async function expectEveryRecordOnce(page: import('@playwright/test').Page, total: number, last: string) {
  await scrollToTheEnd(page);
  await expect(page.locator(ROWS)).toHaveCount(total);
  const rows = await page.locator(ROWS).allInnerTexts();
  expect(new Set(rows).size, 'no record twice').toBe(total);
  await expect(page.locator(ROWS).last()).toContainText(last);
}

test('the bean history scrolls to its very first record, showing each record exactly once', async ({ page, request }) => {
  const token = await loginToken(request);
  const total = await totalOf(request, token, 'hqbean/history?type=all&pageNo=1&pageSize=1');
  expect(total, 'the demo customer has enough history to page').toBeGreaterThan(40);
  await open(page, '/hqbean-detail', token);
  await expect(page.locator(ROWS)).toHaveCount(20);

  await expectEveryRecordOnce(page, total, '新用户注册礼');
});

test('the payment records scroll to the first premium ever paid, showing each record exactly once', async ({ page, request }) => {
  const token = await loginToken(request);
  const total = await totalOf(request, token, 'policy/payment/list?pageNo=1&pageSize=1');
  expect(total, 'the demo customer has enough premiums paid to page').toBeGreaterThanOrEqual(36);
  await open(page, '/policy-payment-records', token);
  await expect(page.locator(ROWS)).toHaveCount(20);
  await expect(page.locator(ROWS).first()).toContainText('2026-11-08 已缴 · 招商银行在线支付');

  await expectEveryRecordOnce(page, total, '2019-06-25 已缴');
});

test('a next page that fails keeps the records shown, says why, and loads on 重试', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/hqbean-detail', token);
  await expect(page.locator(ROWS)).toHaveCount(20);
  await injectFault(request, { service: 'face.beanHistory', drop: true, times: 1 });

  const retry = page.getByRole('button', { name: '重试' });
  // The list's end is its own chunk: scroll again until it is there to hear the scroll.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(retry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('alert').filter({ has: retry })).toContainText('网络连接失败，请检查网络后重试');
  await expect(page.locator(ROWS)).toHaveCount(20);

  await retry.click();
  await expect(page.locator(ROWS)).toHaveCount(40);
  await expect(retry).toHaveCount(0);
});

/** A finger put on the page at (x, y), moved `distance` px down in steps and held there; `release` lifts it. */
async function touchDown(page: import('@playwright/test').Page, x: number, y: number, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (distance * step) / 10 }] });
    await page.waitForTimeout(16);
  }
  return { release: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }) };
}

/** Where a finger pulls the bean history from: its first record. */
async function firstRowCentre(page: import('@playwright/test').Page) {
  const box = (await page.locator(ROWS).first().boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the bean history pulled down at the top of the page loads again from its first page: a sign-in made elsewhere is at its top, and the balance above follows', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/hqbean-detail', token);
  await expect(page.locator(ROWS)).toHaveCount(20);
  await expect(page.locator('.source-pull')).toBeVisible();
  const signIn = await request.post('/official-api/face/rest/hqbean/sign-in', { headers: { Authorization: `Bearer ${token}` } });
  // The seventh day of the demo customer's streak: worth 50.
  expect((await signIn.json()).data).toMatchObject({ gained: 50 });
  await expect(page.locator(ROWS).first()).not.toContainText('连续签到 7 天奖励');
  await expect(page.getByText('2,680 个')).toBeVisible();

  const { x, y } = await firstRowCentre(page);
  const finger = await touchDown(page, x, y, 200);
  await expect(page.getByText('释放立即刷新')).toBeVisible();
  await finger.release();
  // 刷新成功 shows for a moment only: waited for in the page itself.
  await page.getByText('刷新成功').waitFor();
  await expect(page.locator(ROWS).first()).toContainText('连续签到 7 天奖励');
  // The balance above the list follows the same pull.
  await expect(page.getByText('2,730 个')).toBeVisible();
  await expect(page.locator(ROWS)).toHaveCount(20);
  const rows = await page.locator(ROWS).allInnerTexts();
  expect(new Set(rows).size, 'no record twice').toBe(20);
});

test('a refresh that fails keeps the records shown and says why in a toast, not 刷新成功', async ({ page, request }) => {
  await open(page, '/hqbean-detail', await loginToken(request));
  await expect(page.locator(ROWS)).toHaveCount(20);
  await expect(page.locator('.source-pull')).toBeVisible();
  const shown = await page.locator(ROWS).allInnerTexts();
  await injectFault(request, { service: 'face.beanHistory', drop: true, times: 1 });

  const { x, y } = await firstRowCentre(page);
  await (await touchDown(page, x, y, 200)).release();
  await expect(page.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
  await expect(page.getByText('刷新成功')).toHaveCount(0);
  expect(await page.locator(ROWS).allInnerTexts()).toEqual(shown);
});

test('further down the page the same gesture only scrolls: nothing is loaded again', async ({ page, request }) => {
  await open(page, '/hqbean-detail', await loginToken(request));
  await expect(page.locator(ROWS)).toHaveCount(20);
  await expect(page.locator('.source-pull')).toBeVisible();
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const scrolled = await page.evaluate(() => window.scrollY);
  const asked: string[] = [];
  page.on('request', (sent) => { if (sent.url().includes('/hqbean/history')) asked.push(sent.url()); });

  // A finger on the middle of the screen, over the list's rows.
  const finger = await touchDown(page, 187, 300, 200);
  await expect(page.getByText('释放立即刷新')).toBeHidden();
  await finger.release();
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => window.scrollY), 'the page scrolled up instead').toBeLessThan(scrolled);
  await expect(page.getByText(/刷新中|刷新成功/)).toHaveCount(0);
});

test('claim tabs switched quickly, while the first tab answers slowly, end on the list of the tab chosen', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/claim/claim-list/index', token);
  const reviewing = page.getByText('LP2026111500456', { exact: true });
  const supplement = page.getByText('LP2026102000789', { exact: true });
  await expect(reviewing).toBeVisible();

  let slowAnswered = false;
  await page.route('**/rest/claims/v2/list?status=processing*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
    slowAnswered = true;
  });
  await page.getByRole('tab', { name: /^处理中/ }).click();
  await page.getByRole('tab', { name: /^待补充材料/ }).click();
  await expect(supplement).toBeVisible();
  await expect(reviewing).toHaveCount(0);
  await expect.poll(() => slowAnswered, { timeout: 5000 }).toBe(true);
  await page.waitForTimeout(300);
  await expect(supplement).toBeVisible();
  await expect(reviewing).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /待补充材料/, selected: true })).toBeVisible();
});

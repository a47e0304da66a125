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
  await expect(page.locator(ROWS).first()).toContainText('2026-11-10 已缴');

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
  await expect(page.getByRole('alert').filter({ has: retry })).toContainText('系统开小差');
  await expect(page.locator(ROWS)).toHaveCount(20);

  await retry.click();
  await expect(page.locator(ROWS)).toHaveCount(40);
  await expect(retry).toHaveCount(0);
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

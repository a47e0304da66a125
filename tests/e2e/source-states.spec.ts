import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { analyticsEvents, clearFaults, injectFault, loginToken } from './support/sandbox';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';

const GENERIC = '系统开小差，请稍后重试';
const NETWORK = '网络连接失败，请检查网络后重试';

async function openPersonalCentre(page: Page, token: string) {
  await page.goto(`/official/me/info?t=${token}`);
  await expect(page).toHaveURL(/\/official\/me\/info$/);
}

for (const [name, fault, message] of [
  ['a dropped connection', { drop: true }, NETWORK],
  ['a server error', { status: 503 }, '抱歉，服务端异常，正在抢修中，请您稍后重试'],
  ['an envelope error', { envelopeCode: '500' }, GENERIC],
] as const) {
  test(`the personal centre tells of ${name} instead of showing a made-up profile, and retries`, async ({ page, request }) => {
    const token = await loginToken(request);
    const reported = async () => (await analyticsEvents(request)).filter((event) => event.event === 'problem' && event.configPath === '/data/profile' && event.message === message);
    const reportedBefore = (await reported()).length;
    await injectFault(request, { service: 'face.userInfo', ...fault });
    await openPersonalCentre(page, token);
    await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
    await expect(page.getByText('尊敬的客户')).toHaveCount(0);
    await expect(page.getByText(/^手机号\s*$/)).toHaveCount(0);
    // The report is sent on its own, after the page has shown the failure.
    await expect.poll(async () => (await reported()).length).toBeGreaterThan(reportedBefore);
    expect((await reported()).at(-1)).toMatchObject({ element: 'source', path: '/official/me/info' });
    await clearFaults(request);
    // The profile shows at the top and beside 鸿泰豆: either retry loads it for both.
    await page.getByRole('button', { name: '重新加载' }).first().click();
    await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
    await expect(page.getByText('手机号 *******8000')).toBeVisible();
  });
}

test('a slow profile shows a loading state, never a placeholder name', async ({ page, request }) => {
  const token = await loginToken(request);
  await injectFault(request, { service: 'face.userInfo', latencyMs: 2500, times: 1 });
  await openPersonalCentre(page, token);
  await expect(page.getByRole('status').filter({ hasText: '加载中' }).first()).toBeVisible();
  await expect(page.getByText('尊敬的客户')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
});

test('the shared home tells of a failed profile in place, with a retry', async ({ page, request }) => {
  const token = await loginToken(request);
  await injectFault(request, { service: 'face.userInfo', drop: true });
  await page.goto(`/official/share-home?t=${token}`);
  await expect(page.getByRole('alert').filter({ hasText: NETWORK }).first()).toBeVisible();
  await expect(page.getByText('您好，尊敬的客户')).toHaveCount(0);
  await clearFaults(request);
  await page.getByRole('button', { name: '重新加载' }).first().click();
  await expect(page.getByRole('heading', { name: '您好，李明轩' })).toBeVisible();
});

// The snapshot run audits each page in its own states; the runtime's failed and empty blocks, which every
// page with data shows in its generated states, are audited here once (docs/qa.md).
test('a failed source\'s block and an empty list pass the accessibility audit', async ({ page, request }) => {
  await injectFault(request, { service: 'face.newsList', status: 500 });
  await page.goto('/official/news-center');
  await expect(page.locator('.source-state--error').first()).toBeVisible();
  expectNoSeriousViolations(await auditPage(page, { file: 'pages-config/pages/news/news-center.json' }));
  await clearFaults(request);
  await injectFault(request, { service: 'face.newsList', empty: true });
  await page.reload();
  await expect(page.locator('.source-state--empty').first()).toBeVisible();
  expectNoSeriousViolations(await auditPage(page, { file: 'pages-config/pages/news/news-center.json' }));
});

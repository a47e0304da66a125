import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { injectFault } from './support/sandbox';
import { openSignedIn } from './support/customer';

// A tap whose answer never arrives: the portal asks the server what became of the write instead of guessing,
// and a tap without a connection is told so (docs/product.md, Errors).

const submit = (page: Page) => page.getByRole('button', { name: '提交理赔申请', exact: true });

async function fileClaim(page: Page) {
  await submit(page).click();
  await page.getByRole('alertdialog', { name: '确认提交' }).getByRole('button', { name: '提交', exact: true }).click();
}

async function requested(request: APIRequestContext, service: string): Promise<Array<{ headers: Record<string, string> }>> {
  const body = await (await request.get(`/official-api/__sandbox/requests?service=${service}`)).json();
  return body.data;
}

test('a claim the server filed, whose answer was lost, ends on its result with its case number', async ({ page, request }) => {
  await openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002');
  await expect(submit(page)).toBeEnabled();
  await injectFault(request, { service: 'face.claimFinish', dropAfter: true, times: 1 });
  await fileClaim(page);

  await expect(page.getByRole('heading', { name: '理赔申请已提交' })).toBeVisible();
  await expect(page.getByText(/^案件号 LP\d{13}/)).toBeVisible();
  await expect(page.getByText('系统开小差，请稍后重试')).toHaveCount(0);
  // Filed once, and the portal asked after that very write.
  const [filing] = await requested(request, 'face.claimFinish');
  expect(await requested(request, 'face.claimFinish')).toHaveLength(1);
  const [asked] = await requested(request, 'face.requestOutcome');
  expect(asked).toMatchObject({ params: { key: filing.headers['idempotency-key'] } });
});

test('a claim filed without a connection is told 网络连接失败, stays as typed, and goes through once the phone is back online', async ({ page, request, context }) => {
  await openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002');
  await expect(submit(page)).toBeEnabled();
  // A first touch, so the dialog and the toast are loaded before the connection goes.
  await page.getByText('理赔材料', { exact: true }).click();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await fileClaim(page);

  await expect(page.getByRole('status').filter({ hasText: '网络连接失败，请检查网络后重试' })).toHaveCount(1);
  await expect(page.getByText('系统开小差，请稍后重试')).toHaveCount(0);
  await expect(page).toHaveURL(/\/claim\/apply\/upload\?stagingId=ST002$/);
  await expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible();

  await context.setOffline(false);
  await fileClaim(page);
  await expect(page.getByRole('heading', { name: '理赔申请已提交' })).toBeVisible();
  await expect(page.getByText(/^案件号 LP\d{13}/)).toBeVisible();
});

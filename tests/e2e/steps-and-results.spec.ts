import { expect, joinSandboxClient, test } from './support/test';
import { answerHealthNoticeNo, open } from './support/customer';
import { fillLeadForm } from './support/lead-form';
import { loginToken, REINSTATEMENT_DRAFT } from './support/sandbox';

// Steps and results come from the server (docs/product.md, Business rules, Steps and results): an address typed
// by hand skips no step and shows no outcome the server did not give, and a lead's result is its visitor's alone.

const DRAFT = REINSTATEMENT_DRAFT;

test('a reinstatement address ending in /1, typed by hand, lands on the step the server says: the insured\'s face check', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, `/policy-business/re/health-inform-detail/${DRAFT}/C100001/1`, token);
  await expect(page.getByText('请先完成被保险人身份验证，再进行健康告知。')).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交健康告知' })).toHaveCount(0);

  // The confirm page and the result page say the same, whatever their address.
  await open(page, `/policy-business/re/confirm/${DRAFT}`, token);
  await expect(page.getByRole('heading', { name: '请先完成被保险人身份验证' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步：身份验证' })).toHaveCount(0);
  await open(page, `/policy-business/re/result?result=0&businessNo=${DRAFT}`, token);
  await expect(page.getByRole('heading', { name: '申请尚未确认' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '保单复效办理成功' })).toHaveCount(0);

  // 继续办理 opens the step the server names; once the insured's check passes, the health notice follows.
  await open(page, `/policy-business/re/confirm/${DRAFT}`, token);
  await page.getByRole('button', { name: '继续办理：被保险人身份验证' }).click();
  await expect(page).toHaveURL(new RegExp(`/re/health-inform-detail/${DRAFT}/C100001/1$`));
  // The check leads on by itself once it passes (a couple of seconds of camera).
  await page.getByRole('button', { name: '开始识别' }).click();
  await answerHealthNoticeNo(page);
  await expect(page).toHaveURL(new RegExp(`/re/confirm/${DRAFT}$`));
  await expect(page.getByRole('button', { name: '下一步：身份验证' })).toBeVisible();
});

test('another customer\'s application shows as not found on its result page', async ({ page, request }) => {
  await open(page, `/policy-business/re/result?result=0&businessNo=${DRAFT}`, await loginToken(request, '13900000009'));
  await expect(page.getByText('保全记录不存在或不属于当前客户').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /办理成功/ })).toHaveCount(0);
});

test('a lead\'s result is shown to the browser that left it, also after a reload, and to nobody opening its address', async ({ page, browser, baseURL, sandboxClient }) => {
  await page.goto('/official/act-service');
  await fillLeadForm(page, '钱多多', '13900000002');
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(page).toHaveURL(/\/act-service-result\?leadNo=LD\d+/);
  await expect(page.getByText('钱**', { exact: true })).toBeVisible();
  await expect(page.getByText('*******0002', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('*******0002', { exact: true })).toBeVisible();

  // Someone given the address, in a browser of their own on the same server, is refused.
  const other = await browser.newContext();
  await joinSandboxClient(other, sandboxClient, baseURL!);
  const stranger = await other.newPage();
  await stranger.goto(page.url());
  // Shown in place of the lead (and announced to a screen reader by its live region).
  await expect(stranger.getByText('预约记录不存在或不属于当前客户').first()).toBeVisible();
  await expect(stranger.getByText('钱**', { exact: true })).toHaveCount(0);
  await expect(stranger.getByText('*******0002', { exact: true })).toHaveCount(0);
  await other.close();
});

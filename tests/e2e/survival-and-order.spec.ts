import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { documentPng } from './support/images';
import { injectFault, loginToken } from './support/sandbox';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';
import { open } from './support/customer';

// Survival certification (生存认证) and the confirmation of a new insurance order, as the demo customer at
// phone size. Each test has a sandbox world of its own (support/test.ts); Chromium's fake camera
// (playwright.config.ts) stands in for the front camera of the face check.

const POLICY = '8620190625000456';
const ORDER = 'O20261122001';

/** Takes a photo the way a customer does: the add button opens the phone's picker. */
async function photograph(page: Page, side: '人像面' | '国徽面') {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `拍摄或上传身份证${side}` }).click();
  await (await chooser).setFiles({ name: `id-${side}.png`, mimeType: 'image/png', buffer: documentPng(856, 540) });
  await expect(page.getByRole('button', { name: `查看身份证${side}` })).toBeVisible();
}

async function lastRequest(request: APIRequestContext, service: string) {
  const body = await (await request.get(`/official-api/__sandbox/requests?service=${service}&limit=1`)).json();
  return (body.data ?? body)[0] as { body?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
}

test.describe('survival certification', () => {
  test('from the list, the insured checks the details and passes the face check: 认证成功, and the list shows 已认证', async ({ page, request }) => {
    await open(page, '/policy-business/survival-status-verify', await loginToken(request));
    await expect(page.getByRole('heading', { level: 1, name: '生存认证' })).toBeVisible();
    await expect(page.getByText('年金、生存金领取前，需确认被保险人生存状态', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: '鸿泰如意两全保险（分红型）' })).toBeVisible();
    await expect(page.getByText('待认证')).toBeVisible();
    await expect(page.getByText('2026-12-31')).toBeVisible();
    await page.getByRole('button', { name: '去认证' }).click();

    await expect(page).toHaveURL(new RegExp(`/survival-status-verify/info-confirm\\?policyNo=${POLICY}$`));
    await expect(page.getByRole('heading', { name: '请核对被保险人信息' })).toBeVisible();
    await expect(page.getByText('李明轩')).toBeVisible();
    await expect(page.getByText('3101**********4519')).toBeVisible();
    await expect(page.getByText('*******8000')).toBeVisible();
    await page.getByRole('button', { name: '信息无误，开始认证' }).click();

    const submit = page.getByRole('button', { name: '提交认证' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: '开始识别' }).click();
    await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 });
    expectNoSeriousViolations(await auditPage(page, { file: 'pages-config/pages/policy-business/survival-status-verify/info-confirm.json' }));
    await submit.click();

    await expect(page).toHaveURL(new RegExp(`/survival-status-verify/success\\?policyNo=${POLICY}$`));
    await expect(page.getByRole('heading', { name: '认证成功' })).toBeVisible();
    await expect(page.getByText(/生存金和年金可正常领取/)).toBeVisible();
    await expect(page.getByRole('button', { name: '去领取生存金' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
    expect((await lastRequest(request, 'face.survivalCertificationSubmit'))?.body).toMatchObject({ policyNo: POLICY, bizToken: expect.stringMatching(/^BIZ/) });

    // The result replaced the form in history: the browser's back leads to the list, which no longer offers 去认证.
    await page.goBack();
    await expect(page).toHaveURL(/\/survival-status-verify$/);
    await expect(page.getByText('已认证')).toBeVisible();
    await expect(page.getByRole('button', { name: '去认证' })).toHaveCount(0);

    // Opening the form again says it is done instead of offering a second certification.
    await open(page, `/policy-business/survival-status-verify/info-confirm?policyNo=${POLICY}`, await loginToken(request));
    await expect(page.getByRole('heading', { name: '本年度已完成认证' })).toBeVisible();
    await expect(page.getByRole('button', { name: '信息无误，开始认证' })).toHaveCount(0);
  });

  test('信息有误 leads to the correction guide: the contact change online, the counter and the hotline', async ({ page, request }) => {
    await open(page, `/policy-business/survival-status-verify/info-confirm?policyNo=${POLICY}`, await loginToken(request));
    await page.getByRole('button', { name: '信息有误' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '信息更正指引' })).toBeVisible();
    await expect(page.getByText('被保险人有效身份证件原件')).toBeVisible();
    await expect(page.getByRole('link', { name: '400-820-9555' })).toHaveAttribute('href', 'tel:400-820-9555');
    await page.getByRole('button', { name: '在线变更联系方式' }).click();
    await expect(page).toHaveURL(/\/policy-business\/am\/list$/);
  });

  test('a status other than success or process is the not-found page', async ({ page, request }) => {
    await open(page, '/policy-business/survival-status-verify/failed', await loginToken(request));
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  });
});

/** The application's clauses, 投保须知 and 责任免除, each opened and closed with 我已阅读. */
async function readDocuments(page: Page) {
  for (const title of ['《鸿泰金福年金保险条款》', '《投保须知》', '《责任免除》']) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page.getByRole('button', { name: '我已阅读' }).click();
    await expect(page.getByRole('button', { name: new RegExp(`${title}.*已阅读`) })).toBeVisible();
  }
}

test.describe('new-order confirmation', () => {
  test('confirm order O20261122001 (default product 10072) once its documents are read, photograph both sides of the id card, check what was read: 核保通过', async ({ page, request }) => {
    await open(page, `/insurance/info-confirm?orderNo=${ORDER}`, await loginToken(request));
    await expect(page.getByRole('heading', { name: '鸿泰金福年金保险' })).toBeVisible();
    await expect(page.getByText('¥20,000.00')).toBeVisible();
    await expect(page.getByText('¥6,850.00', { exact: false })).toBeVisible();
    await expect(page.getByText('10 年交')).toBeVisible();
    expect((await lastRequest(request, 'face.insuranceInfo'))?.query).toMatchObject({ orderNo: ORDER });

    const next = page.getByRole('button', { name: '确认投保并签名' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    const consent = page.getByRole('checkbox', { name: '本人已阅读并确认以上投保信息真实、准确' });
    await consent.click();
    await expect(consent).toHaveAttribute('aria-checked', 'true');
    // Signed only once the clauses, 投保须知 and 责任免除 have been opened.
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await readDocuments(page);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/insurance/cert-upload\\?orderNo=${ORDER}$`));
    // Asked once the confirmation has answered (the page moves on only then), not while it is on its way.
    expect((await lastRequest(request, 'face.insuranceInfoConfirm'))?.body).toEqual({ orderNo: ORDER, productId: '10072' });
    await expect(page.getByRole('heading', { name: '投保人身份证' })).toBeVisible();
    const confirm = page.getByRole('button', { name: '确认上传' });
    await photograph(page, '人像面');
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李明轩');
    await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue('310115198605184519');
    // The number read off the card tells the birth date and sex; a mistyped number is refused as typed.
    await expect(page.getByRole('definition').filter({ hasText: '1986-05-18' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^男$/ })).toBeVisible();
    await page.getByRole('textbox', { name: '证件号码' }).fill('310115198605184518');
    await expect(page.getByText('请输入正确的居民身份证号码')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '1986-05-18' })).toHaveCount(0);
    await page.getByRole('textbox', { name: '证件号码' }).fill('310115198605184519');
    await expect(page.getByText('请输入正确的居民身份证号码')).toHaveCount(0);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await photograph(page, '国徽面');
    await expect(page.getByRole('textbox', { name: '有效期限' })).toHaveValue('2019.05.20-2039.05.20');
    expectNoSeriousViolations(await auditPage(page, { file: 'pages-config/pages/insurance/cert-upload.json' }));
    await confirm.click();

    await expect(page.getByRole('heading', { name: '核保通过' })).toBeVisible();
    await expect(page.getByText(/投保资料已提交核保并通过/)).toBeVisible();
    const sent = (await lastRequest(request, 'face.uploadConfirm'))?.body;
    expect(sent).toMatchObject({ orderNo: ORDER, certInfo: { realName: '李明轩', certificateNo: '310115198605184519', validPeriod: '2019.05.20-2039.05.20' } });
    expect(sent?.fileIds).toHaveLength(2);

    // The order now says so wherever it is opened, and its first premium is what comes next.
    await page.reload();
    await expect(page.getByRole('heading', { name: '核保通过' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即支付 ¥6,850.00' })).toBeVisible();
  });

  test('a failed upload or a refused correction keeps the photos and the fields; corrected, it goes through', async ({ page, request }) => {
    const token = await loginToken(request);
    await open(page, `/insurance/info-confirm?orderNo=${ORDER}`, token);
    await readDocuments(page);
    await page.getByRole('checkbox', { name: '本人已阅读并确认以上投保信息真实、准确' }).click();
    await page.getByRole('button', { name: '确认投保并签名' }).click();
    await photograph(page, '人像面');
    await photograph(page, '国徽面');

    // The customer "corrects" the number wrongly: the server refuses it, and nothing is lost.
    const number = page.getByRole('textbox', { name: '证件号码' });
    await number.fill('320502199006113029');
    await page.getByRole('button', { name: '确认上传' }).click();
    await expect(page.getByText('证件信息与投保人不一致，请核对姓名和证件号码')).toBeVisible();
    await expect(number).toHaveValue('320502199006113029');

    // A reload (or a 401 round trip) keeps the photos and the fields too.
    await injectFault(request, { service: 'face.uploadConfirm', status: 500, times: 1 });
    await number.fill('310115198605184519');
    await page.getByRole('button', { name: '确认上传' }).click();
    await expect(page.getByText(/服务端异常|系统开小差/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: '查看身份证人像面' })).toBeVisible();
    await expect(page.getByRole('button', { name: '查看身份证国徽面' })).toBeVisible();
    await expect(number).toHaveValue('310115198605184519');

    await page.getByRole('button', { name: '确认上传' }).click();
    await expect(page.getByRole('heading', { name: '核保通过' })).toBeVisible();
  });

  test('the upload page of an order not yet confirmed leads to its confirmation first', async ({ page, request }) => {
    await open(page, `/insurance/cert-upload?orderNo=${ORDER}`, await loginToken(request));
    await expect(page.getByRole('heading', { name: '请先确认投保信息' })).toBeVisible();
    await page.getByRole('button', { name: '去确认投保信息' }).click();
    await expect(page).toHaveURL(new RegExp(`/insurance/info-confirm\\?orderNo=${ORDER}$`));
  });
});

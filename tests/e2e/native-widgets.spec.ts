import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { documentPng } from './support/images';
import { injectFault, loginToken } from './support/sandbox';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';

// The native widgets on the widget gallery, against the sandbox: the face services need a customer, so
// each test opens the gallery logged in as the demo customer. Chromium's fake camera (playwright.config.ts)
// stands in for the front camera.

const GALLERY = 'pages-config/pages/dev/widget-gallery.json';

async function openExample(page: Page, request: APIRequestContext, example: string) {
  await page.goto(`/official/dev/widgets?example=${example}&t=${await loginToken(request)}`, { waitUntil: 'networkidle' });
}

/** Chooses files the way a customer does: the add button opens the phone's picker. */
async function choosePhoto(page: Page, button: string, files: Parameters<import('@playwright/test').FileChooser['setFiles']>[0]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

async function lastUpload(request: APIRequestContext, service: string) {
  const body = await (await request.get(`/official-api/__sandbox/requests?service=${service}&limit=1`)).json();
  return (body.data ?? body)[0]?.body as Record<string, string> | undefined;
}

test.describe('ocr-upload', () => {
  test('a large photo is scaled down to a JPEG and uploaded; a failed one stays with 重试, which uploads it', async ({ page, request }) => {
    await openExample(page, request, 'ocr-upload');
    await choosePhoto(page, '添加体检报告', { name: 'IMG_2034.PNG', mimeType: 'image/png', buffer: documentPng(2400, 1800) });
    await expect(page.getByRole('button', { name: '查看体检报告第1张' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('已上传 1 张，最多 9 张')).toBeAttached();
    const sent = await lastUpload(request, 'face.uploadImage');
    expect(sent).toMatchObject({ fileType: 'MEDICAL', bizCode: 'RE', file: expect.stringMatching(/^data:image\/jpeg;base64,/) });

    await injectFault(request, { service: 'face.uploadImage', status: 500, times: 1 });
    await choosePhoto(page, '添加体检报告', { name: 'IMG_2035.PNG', mimeType: 'image/png', buffer: documentPng(600, 800) });
    const failed = page.getByRole('listitem').filter({ hasText: '上传失败' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '上传失败：' })).toBeVisible();
    expectNoSeriousViolations(await auditPage(page, { file: GALLERY }));

    await page.getByRole('button', { name: '重试体检报告第2张' }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByText('已上传 2 张，最多 9 张')).toBeAttached();
  });

  test('a photo of the id card is read, and the page shows what was read for the customer to check', async ({ page, request }) => {
    await openExample(page, request, 'ocr-upload');
    await choosePhoto(page, '拍摄或上传身份证人像面', { name: 'id.png', mimeType: 'image/png', buffer: documentPng(856, 540) });
    await expect(page.getByRole('heading', { name: '识别结果（请核对）' })).toBeVisible();
    await expect(page.getByText('李明轩')).toBeVisible();
    await expect(page.getByRole('button', { name: '拍摄或上传身份证人像面' })).toHaveCount(0);

    await page.getByRole('button', { name: '查看身份证人像面' }).click();
    const preview = page.getByRole('dialog', { name: '身份证人像面' });
    await expect(preview).toBeFocused();
    await preview.getByRole('button', { name: '关闭' }).click();
    await expect(preview).toBeHidden();
  });
});

test.describe('face-verify', () => {
  test('with the camera: the frame shows it, then 识别通过 enables the confirm button', async ({ page, request }) => {
    await openExample(page, request, 'face-verify');
    const confirm = page.getByRole('button', { name: '确认提交' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: '开始识别' }).click();
    await expect(page.getByRole('status').filter({ hasText: '请缓慢眨眼' })).toBeVisible();
    await expect(page.locator('video')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('video')).toHaveCount(0);
    await expect(confirm).toHaveAttribute('aria-disabled', 'false');
    expectNoSeriousViolations(await auditPage(page, { file: GALLERY }));
  });

  test('with the camera refused: the vendor page returns with ?bizToken=, and the check completes by itself', async ({ page, request }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await openExample(page, request, 'face-verify');
    await page.getByRole('button', { name: '开始识别' }).click();
    await expect(page.getByRole('status')).toContainText('无法打开摄像头');
    await page.getByRole('button', { name: '前往人脸识别页面' }).click();
    await expect(page.getByRole('heading', { name: '人脸识别' })).toBeVisible();
    await page.getByRole('button', { name: '开始识别' }).click();
    await expect(page).toHaveURL(/\/official\/dev\/widgets\?example=face-verify&bizToken=BIZ/);
    await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible();
    await expect(page.getByRole('button', { name: '确认提交' })).toHaveAttribute('aria-disabled', 'false');
  });
});

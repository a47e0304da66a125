// The visual editor's pictures and the draft's autosave, as an operations author meets them: a picture
// uploaded in the image picker (a PNG made here with sharp) lands on the canvas at the asset store's
// address, one over 512 KB is refused in the browser in Chinese; an edit saves itself (已自动保存) and is
// there after a reload, saved on the service. The picker with a refusal passes the accessibility audit.
// Each test's route and activity code are its own.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { CONSOLE, newPage, openVisualEditor, signIn } from './support/console';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

async function newCampaign(page: Page, stamp: string, title: string) {
  await newPage(page, { path: `/act/autosave-${stamp}`, title, activity: { code: `ACT_AUTOSAVE_${stamp.toUpperCase()}`, name: `自动保存 ${stamp}` } });
  await openVisualEditor(page);
}

const row = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) }).first();
const panel = (page: Page) => page.getByRole('region', { name: '属性' });
const autosaved = (page: Page) => page.getByRole('status').filter({ hasText: /^已自动保存 \d\d:\d\d$/ });

/** Chooses a file in the picker's file chooser, as the author does after pressing 上传图片. */
async function upload(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await panel(page).getByRole('button', { name: '上传图片' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

test('a picture uploaded in the image picker shows on the canvas; one over 512 KB is refused in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor', 'editor-demo-2026');
  await newCampaign(page, Date.now().toString(36), '图片上传季');

  // An image block after the hero, from the palette.
  await row(page, '头图').click();
  await page.getByRole('button', { name: '添加组件' }).click();
  await page.getByLabel('搜索组件').fill('图片');
  await page.getByRole('button', { name: /^图片/ }).click();
  const address = panel(page).getByRole('textbox', { name: '图片地址', exact: true });
  await expect(address).toBeVisible();

  // Noise does not compress: 700 px a side is about 1.4 MB.
  const noise = Buffer.from(Array.from({ length: 700 * 700 * 3 }, () => Math.floor(Math.random() * 256)));
  const heavy = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } }).png().toBuffer();
  await upload(page, 'heavy.png', heavy);
  const refused = panel(page).getByRole('alert').filter({ hasText: /^图片不能超过 512 KB（当前 1\.\d MB）$/ });
  await expect(refused).toBeVisible();
  await expect(address).toHaveValue('【待填写：图片地址】');
  // The refusal under the field, and the picker around it, pass the accessibility audit (a desktop tool: not the portal's 44 px targets).
  await expect(page.getByText(/^已新建页面/)).toHaveCount(0);
  expectNoSeriousViolations((await auditPage(page)).filter((violation) => violation.rule !== 'tap-target-44'));

  const banner = await sharp({ create: { width: 750, height: 300, channels: 3, background: '#c8102e' } }).png().toBuffer();
  await upload(page, 'banner.png', banner);
  await expect(address).toHaveValue(/^\/official-pages\/assets\/[0-9a-f]{64}\.png$/);
  await expect(refused).toHaveCount(0);
  await expect(panel(page).getByRole('img', { name: '所填图片的预览' })).toBeVisible();
  const stored = await page.request.get(await address.inputValue());
  expect([stored.status(), stored.headers()['content-type'], stored.headers()['cache-control']]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);

  // The canvas is the portal: the picture is drawn there from the same address.
  const canvas = page.frameLocator('iframe[title^="页面预览"]');
  const drawn = canvas.locator(`img[src="${await address.inputValue()}"]`);
  await expect(drawn).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => drawn.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(750);
});

test('an edit saves itself, is said to be saved, and is there after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor', 'editor-demo-2026');
  await newCampaign(page, Date.now().toString(36), '自动保存季');
  const id = page.url().match(/pages\/(\d+)/)![1];

  await row(page, '头图').click();
  const subtitle = panel(page).getByRole('textbox', { name: '副标题', exact: true });
  await subtitle.fill('预约专属顾问，享免费体检');
  await expect(page.getByText('有未保存的修改', { exact: true })).toBeVisible();
  await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('有未保存的修改', { exact: true })).toHaveCount(0);

  // Saved on the service, not only kept by this tab.
  const { content } = await (await page.request.get(`${CONSOLE}api/pages/${id}`)).json();
  expect(JSON.stringify(content)).toContain('预约专属顾问，享免费体检');
  await page.reload();
  await row(page, '头图').click();
  await expect(panel(page).getByRole('textbox', { name: '副标题', exact: true })).toHaveValue('预约专属顾问，享免费体检');
  await expect(page.getByText('有未保存的修改', { exact: true })).toHaveCount(0);
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { watchProblems } from './support/page-problems';

// A desktop tool: the editor on the left, the device frame on the right.
test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const TRY_PAGE = [
  '{',
  '  "route": { "path": "/act/playground-try", "title": "试验页" },',
  '  "body": [',
  '    { "type": "nav-bar" },',
  '    { "type": "hero", "props": { "title": "春季活动" } }',
  '  ]',
  '}',
].join('\n');

const editor = (page: Page) => page.getByRole('textbox', { name: '页面定义（JSON）' });
const preview = (page: Page) => page.getByTitle(/^页面预览/).contentFrame();
const problems = (page: Page) => page.getByRole('region', { name: '问题' });

/** Puts the cursor at the end of a line of the editor, as arrow keys would. */
async function toLineEnd(page: Page, line: number) {
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/official/dev/playground');
  await expect(page).toHaveTitle('页面演练场');
  // It starts from /about-us, rendered by the real app in the phone frame.
  await expect(preview(page).getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
  await expect(problems(page).getByRole('status')).toHaveText('没有问题');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(TRY_PAGE);
  await expect(preview(page).getByRole('heading', { name: '春季活动' })).toBeVisible();
});

test('shows a typed mistake with its line, renders a valid edit and keeps it over a reload', async ({ page }) => {
  const seen = await watchProblems(page);

  // A valid edit: the title, typed.
  await toLineEnd(page, 5);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('守护季');
  await expect(preview(page).getByRole('heading', { name: '春季活动守护季' })).toBeVisible();

  // A misspelt widget type: listed at its line:column in the CLI's words, the last valid render stays.
  await editor(page).getByText('"hero"').dblclick();
  await page.keyboard.type('heor');
  const mistake = problems(page).getByRole('button', { name: /5:15.*"heor" is not allowed here — did you mean "hero"\?/ });
  await expect(mistake).toBeVisible();
  await expect(problems(page).getByRole('status')).toHaveText('1 个错误');
  await expect(page.getByText('有错误，显示上一次有效的版本')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: '春季活动守护季' })).toBeVisible();

  // Clicking the problem puts the cursor there: fix it from that place.
  await mistake.click();
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type('hero');
  await expect(problems(page).getByRole('status')).toHaveText('没有问题');

  // A missing comma is reported where the comma belongs.
  await toLineEnd(page, 4);
  await page.keyboard.press('Backspace');
  await expect(problems(page).getByRole('button', { name: /4:26.*invalid JSON: missing comma between two entries/ })).toBeVisible();
  await page.keyboard.type(',');
  await expect(problems(page).getByRole('status')).toHaveText('没有问题');

  // Nothing typed is lost on reload.
  await page.reload();
  await expect(preview(page).getByRole('heading', { name: '春季活动守护季' })).toBeVisible();
  await expect(editor(page)).toContainText('"title": "春季活动守护季"');
  expect(seen).toEqual([]);
});

test('shows the page in tablet and desktop frames of the layout profile sizes', async ({ page }) => {
  await page.getByRole('button', { name: '平板' }).click();
  await expect(page.getByText('768 × 1024 · 小平板布局')).toBeVisible();
  await page.getByRole('button', { name: '横屏' }).click();
  await expect(page.getByText('1024 × 768 · 大平板布局')).toBeVisible();
  await page.getByRole('button', { name: '桌面' }).click();
  await expect(page.getByText('2560 × 1440 · 桌面布局')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: '春季活动' })).toBeVisible();
});

test('shows the share card as a chat would, and what each of its lines falls back to', async ({ page }) => {
  const card = page.getByRole('article', { name: '微信聊天中的分享卡片' });
  const facts = page.getByRole('complementary', { name: '分享卡片' });
  // Without a share block: the page title, the page's address in place of a description, the default image.
  await expect(card.getByRole('heading')).toHaveText('试验页');
  await expect(card).toContainText('/official/act/playground-try');
  await expect(card.getByRole('img', { name: '分享图' })).toHaveAttribute('src', '/official/share-default.png');
  await expect(facts).toContainText('未开启：在 route 中设置 "isShare": true');

  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(TRY_PAGE
    .replace('"title": "试验页" }', '"title": "试验页", "isShare": true },\n  "share": { "title": "冬季关爱季 · 三项服务免费预约", "desc": "12 月 1 日至 31 日预约即享体检套餐。" }'));
  await expect(card.getByRole('heading')).toHaveText('冬季关爱季 · 三项服务免费预约');
  await expect(card).toContainText('12 月 1 日至 31 日预约即享体检套餐。');
  await expect(facts).toContainText('已开启（route.isShare）');
  await expect(facts).toContainText('未设置 share.image，使用默认分享图');
});

test('copies the definition and says which file to save it as', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: '复制为文件' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已复制' })).toHaveText('已复制。保存为 pages-config/pages/act/playground-try.json（新文件）');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TRY_PAGE);
});

test('starts a new page from a scaffold template and names the file it belongs in', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByLabel('起始页面').selectOption({ label: '列表页（new:page --from list）' });
  await expect(preview(page).getByRole('heading', { name: '公司公告', level: 1 })).toBeVisible();
  await expect(problems(page).getByRole('status')).toHaveText('没有问题');

  // The information page's own texts are blanks to write: listed, and no other page is previewed meanwhile.
  await page.getByLabel('起始页面').selectOption({ label: '信息页（new:page --from info）' });
  await expect(problems(page).getByRole('status')).toHaveText('6 个错误');
  await expect(problems(page).getByRole('button', { name: /10:\d+.*"【待填写：副标题，一句话说明本页介绍什么】" is a blank left by the scaffold/ })).toBeVisible();
  await expect(page.getByText('有错误，改正后显示预览')).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: '公司公告' })).toHaveCount(0);
  await page.getByRole('button', { name: '复制为文件' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已复制' })).toHaveText('已复制。保存为 pages-config/pages/info/service-guide.json（新文件）；还有 6 个错误，npm run validate 和构建会拒绝它');

  // Back to an existing page: saving it again overwrites its own file.
  await page.getByLabel('起始页面').selectOption({ label: '/about-us　关于我们' });
  await expect(preview(page).getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
  await page.getByRole('button', { name: '复制为文件' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已复制' })).toHaveText('已复制。保存为 pages-config/pages/info/about-us.json（覆盖原文件）');
});

test('reports for a copied campaign page what npm run validate reports for its file', async ({ page }) => {
  const original = readFileSync('pages-config/pages/campaign/act-service.json', 'utf8');
  const activity = /46:33.*activity "ACT_SERVICE_2026" belongs to \/act-service \(pages-config\/activities\.json\)/;
  const pageCode = /3:\d+.*page code "ACT_SERVICE" is already used by pages-config\/pages\/campaign\/act-service\.json/;
  const copyAs = async (path: string) => {
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(original.replace('"path": "/act-service"', `"path": "${path}"`));
  };

  // campaign/act-services.json comes after the original: validate tells it both its activity and its page code are the original's.
  await copyAs('/act-services');
  await expect(problems(page).getByRole('status')).toHaveText('2 个错误');
  await expect(problems(page).getByRole('button', { name: activity })).toBeVisible();
  await expect(problems(page).getByRole('button', { name: pageCode })).toBeVisible();

  // campaign/act-service-copy.json comes first: validate tells it of its activity, and tells the original of the page code.
  await copyAs('/act-service-copy');
  await expect(problems(page).getByRole('status')).toHaveText('2 个错误');
  await expect(problems(page).getByRole('button', { name: activity })).toBeVisible();
  await expect(problems(page).getByRole('listitem').filter({ hasText: 'page code "ACT_SERVICE" is already used by pages-config/pages/campaign/act-service-copy.json' }))
    .toContainText('保存后在 pages-config/pages/campaign/act-service.json 中');
});

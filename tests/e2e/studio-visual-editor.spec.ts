// The console's visual editor (studio/console/visual) as an operations author uses it, by roles and
// visible text only, never opening the JSON tab: a campaign from the template, its blanks written in the
// property panel, the lead form's activity picked, the share card filled, submitted once the gates have no
// refusal left; a reviewer approves and publishes it, and the portal shows it. Moving a block with the
// keyboard alone, and the screen's accessibility audit. Each test's route and activity code are its own.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HOUR, newPage, openVisualEditor, pickTime, signIn } from './support/console';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

/** A campaign made from the template, its activity registered in the same dialog; open in 可视化编辑. */
async function newCampaign(page: Page, stamp: string, title: string) {
  await newPage(page, { path: `/act/visual-${stamp}`, title, activity: { code: `ACT_VISUAL_${stamp.toUpperCase()}`, name: `春日关爱 ${stamp}` } });
  await openVisualEditor(page);
}

const row = (page: Page, name: string) => page.getByRole('treeitem', { name: new RegExp(`^${name}`) }).first();
const panel = (page: Page) => page.getByRole('region', { name: '属性' });
/** A field of the property panel by its label (a required one's asterisk is not read). */
const field = (page: Page, label: string) => panel(page).getByRole('textbox', { name: label, exact: true });

test('an author builds a campaign in the visual editor alone, a reviewer publishes it, and the portal shows it', async ({ page, context }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const title = '春日关爱季';
  await signIn(page, 'editor', 'editor-demo-2026');
  await newCampaign(page, stamp, title);
  await expect(page.getByText(/还有 \d+ 个问题/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /提交审核/ })).toBeDisabled();

  // The hero's subtitle, chosen on the canvas: a click on a block selects it in the outline and the panel.
  const canvas = page.frameLocator('iframe[title^="页面预览"]');
  await canvas.getByText('【待填写：副标题', { exact: false }).click();
  await expect(row(page, '头图')).toHaveAttribute('aria-selected', 'true');
  await field(page, '副标题').fill('预约专属顾问，享免费体检与保单检视');

  // The three benefits, each in its item of the block's list.
  await row(page, '活动权益').click();
  const benefits = field(page, '名称');
  await expect(benefits).toHaveCount(3);
  for (const [index, text] of ['免费体检', '保单检视', '理赔绿通'].entries()) await benefits.nth(index).fill(text);

  // The lead form's activity, from the activity picker (the activities registered, by name).
  await row(page, '活动预约表单').click();
  await panel(page).getByRole('combobox', { name: '关联活动' }).click();
  await page.getByRole('option', { name: new RegExp(`春日关爱 ${stamp}`) }).click();
  await expect(panel(page).getByText(`春日关爱 ${stamp}`)).toBeVisible();

  // The rules the rules block shows come from the page's data: its first rule's blank, written there.
  await row(page, '活动规则').click();
  await field(page, '文字').first().fill('活动期间同一手机号限预约一次，以预约提交成功的时间为准。');

  // 页面设置: the title customers read, the share card, the schedule.
  await row(page, '页面设置').click();
  await field(page, '分享标题').fill(`${title} · 预约专属顾问`);
  await field(page, '分享描述').fill('活动期间预约专属顾问，即享免费体检与保单检视。');
  await pickTime(page, '上线时间', Date.now() - HOUR);
  await pickTime(page, '下线时间', Date.now() + 7 * 24 * HOUR);
  await expect(page.getByRole('complementary', { name: '分享卡片' }).getByText(`${title} · 预约专属顾问`)).toBeVisible();

  // No refusal is left: the draft has saved itself, and is submitted.
  await expect(page.getByText('全部检查通过，可以保存并提交审核')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^已自动保存 \d\d:\d\d$/ })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '提交审核', exact: true }).click();
  await expect(page.getByRole('main').getByText('待审核', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();

  await signIn(page, 'reviewer', 'reviewer-demo-2026');
  await page.getByLabel('搜索页面').fill(`/act/visual-${stamp}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '共 1 个页面' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: '审核通过', exact: true }).click();
  await expect(page.getByRole('main').getByText('已通过', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByRole('dialog', { name: '发布页面' }).getByRole('button', { name: '立即发布' }).click();
  await expect(page.getByRole('main').getByText('已上线', { exact: true }).first()).toBeVisible();

  const portal = await context.newPage();
  await portal.goto(`/official/act/visual-${stamp}`);
  await expect(portal.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(portal.getByText('预约专属顾问，享免费体检与保单检视')).toBeVisible();
});

test('a block moves with the keyboard alone, said aloud, and undo puts it back', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, 'editor', 'editor-demo-2026');
  await newCampaign(page, stamp, '秋日关爱季');
  const blocks = () => page.locator('[role="treeitem"][aria-level="1"]').allTextContents();

  // From the tab, Tab reaches the outline's toolbar, then its tree (at the selected row).
  await page.getByRole('tab', { name: '可视化编辑' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '添加组件' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(row(page, '页面设置')).toBeFocused();
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowDown');
  await expect(row(page, '活动咨询')).toBeFocused();
  const before = await blocks();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: '已将“活动咨询”移到第 5 位，共 7 项' })).toBeAttached();
  await expect(row(page, '活动咨询')).toBeFocused();
  const after = await blocks();
  expect(after.findIndex((text) => text.startsWith('活动咨询'))).toBe(before.findIndex((text) => text.startsWith('活动咨询')) - 1);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect.poll(blocks).toEqual(before);
});

test('the visual editor passes the accessibility audit', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor', 'editor-demo-2026');
  await newCampaign(page, Date.now().toString(36), '冬日关爱季');
  await expect(page.getByText(/还有 \d+ 个问题/)).toBeVisible({ timeout: 20_000 });
  await row(page, '活动权益').click();
  await expect(field(page, '名称').first()).toBeVisible();
  // The screen at rest: the 已新建页面 notice fades out on its own (mid-fade its text is pale by design).
  await expect(page.getByText(/^已新建页面/)).toHaveCount(0);
  // A desktop tool: WCAG 2.2's target size (axe's target-size) holds, not the portal's 44 px for phones.
  expectNoSeriousViolations((await auditPage(page)).filter((violation) => violation.rule !== 'tap-target-44'));
});

// The visual editor's data sources and actions (studio/console/visual/panel) as an operations author uses
// them, by roles and visible text only, never opening the JSON tab: a data source added from the service
// picker (its required param refused until chosen, its removal refused while a block reads it), and a
// button's action to a page picked with the link picker, which the canvas then follows.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPage, openVisualEditor, signIn } from './support/console';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

const panel = (page: Page) => page.getByRole('region', { name: '属性' });

/** An info page from the template, open in 可视化编辑 once the gates have checked it. */
async function newInfoPage(page: Page, stamp: string, title: string) {
  await newPage(page, { path: `/guide-${stamp}`, title });
  await openVisualEditor(page);
  await expect(page.getByText(/还有 \d+ 个问题/)).toBeVisible({ timeout: 20_000 });
}

test('an author adds a data source from the service picker and a button that opens a page, without the JSON tab', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'editor', 'editor-demo-2026');
  await newInfoPage(page, Date.now().toString(36), '服务指南');

  // 页面设置 → 数据来源: the service found by its Chinese name with the keyboard, named after it.
  await page.getByRole('treeitem', { name: /^页面设置/ }).click();
  const sources = panel(page).getByRole('region', { name: '数据来源' });
  await expect(sources.getByText('这个页面还没有数据来源。')).toBeVisible();
  await sources.getByRole('button', { name: '添加数据来源' }).click();
  await sources.getByRole('combobox', { name: '服务' }).click();
  await page.keyboard.type('新闻列表');
  await expect(page.getByRole('option', { name: /新闻列表（按栏目）/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(sources.getByLabel('名称')).toHaveValue('newsList');
  await sources.getByLabel('名称').press('Enter');
  const source = sources.getByRole('group', { name: 'data.newsList' });
  await expect(source).toBeVisible();

  // Its required param is refused under its field until one of the values the service takes is chosen.
  await expect(source.getByText('必须填写：服务要求提供这个参数')).toBeVisible({ timeout: 20_000 });
  await source.getByRole('combobox', { name: /栏目/ }).click();
  await page.getByRole('option', { name: '公司新闻（company）' }).click();
  await expect(source.getByText('必须填写：服务要求提供这个参数')).toHaveCount(0, { timeout: 20_000 });
  await source.getByText(/可显示的字段/).click();
  await expect(source.getByText('list[].title')).toBeVisible();
  // The panel at rest passes the audit (a desktop tool: WCAG 2.2's target size, not the portal's 44 px for phones).
  await expect(page.getByText(/^已新建页面/)).toHaveCount(0);
  expectNoSeriousViolations((await auditPage(page)).filter((violation) => violation.rule !== 'tap-target-44'));

  // A button from the palette, and its tap: 打开页面, the page picked by its title with the link picker.
  await page.getByRole('button', { name: '添加组件' }).click();
  await page.getByPlaceholder(/按名称搜索/).fill('按钮');
  await page.getByRole('button', { name: /^按钮/ }).first().click();
  await panel(page).getByRole('textbox', { name: /^(按钮)?文字$/ }).fill('了解我们');
  const actions = panel(page).getByRole('region', { name: '点击动作' });
  await actions.getByRole('combobox', { name: '添加点击时的步骤' }).click();
  await page.getByRole('option', { name: '打开页面' }).click();
  const step = actions.getByRole('group', { name: '第 1 步 · 打开页面' });
  await expect(step.getByText('必须填写')).toBeVisible({ timeout: 20_000 });
  await step.getByRole('combobox', { name: /跳转页面/ }).click();
  await page.keyboard.type('关于我们');
  await page.keyboard.press('Enter');
  await expect(step.getByText('/about-us')).toBeVisible();
  await expect(step.getByText('必须填写')).toHaveCount(0, { timeout: 20_000 });

  // The canvas shows the button; with 点选 off, a tap on it follows the action to 关于我们.
  const canvas = page.frameLocator('iframe[title^="页面预览"]');
  await expect(canvas.getByRole('button', { name: '了解我们' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('switch', { name: '点击画布选中组件' }).click();
  await canvas.getByRole('button', { name: '了解我们' }).click();
  await expect(canvas.getByText('公司概况')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('switch', { name: '点击画布选中组件' }).click();

  // A source a block reads cannot be removed: the refusal names the block.
  await page.getByRole('treeitem', { name: /^文本.*第一部分的正文/ }).click();
  await panel(page).getByRole('textbox', { name: /^(文本内容|文字)$/ }).fill('共 {{ data.newsList.total }} 篇新闻');
  await page.getByRole('treeitem', { name: /^页面设置/ }).click();
  await source.getByRole('button', { name: '删除数据来源 newsList' }).click();
  await expect(source.getByText(/不能删除数据来源 newsList：文本“共 \{\{ data\.newsList\.total \}\} 篇新闻”还在读取它/)).toBeVisible();
  await expect(source).toBeVisible();
});

// The visual editor's expression fields (issue 51 §3) as an author uses them, by keyboard: a block's
// text becomes an expression as `{{` is typed, completes from what the page has (its sources and their
// fields), and shows what it gives on the canvas, from the sandbox's data; a typo is said in Chinese.
// The block's display condition is an expression field of its own.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newPage, openVisualEditor, signIn } from './support/console';
import { auditPage, expectNoSeriousViolations } from '../../scripts/lib/accessibility-audit';

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

/** A campaign from the template: its lead form reads the sandbox's image captcha (`data.captcha`). */
async function newCampaign(page: Page, stamp: string) {
  await newPage(page, { path: `/act/expressions-${stamp}`, title: '表达式演示', activity: { code: `ACT_EXPR_${stamp.toUpperCase()}`, name: `表达式演示 ${stamp}` } });
  await openVisualEditor(page);
}

const panel = (page: Page) => page.getByRole('region', { name: '属性' });

/**
 * Picks the completion offered where the cursor is, with the keyboard, until the field reads `then`. The list
 * opens as the author types; on a loaded machine the panel may redraw under it (the gates answering the
 * last key) and close it, and the author then opens it again with Ctrl+Space, as the field's help says.
 */
async function pick(page: Page, field: Locator, name: RegExp, then: string, keys: readonly string[] = ['Enter']) {
  const option = page.getByRole('listbox').getByRole('option', { name });
  await expect(async () => {
    if (!(await option.isVisible())) await page.keyboard.press('Control+Space');
    await expect(option).toBeVisible({ timeout: 2_000 });
    for (const key of keys) await page.keyboard.press(key);
    await expect(field).toHaveText(then, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('an author types an expression, picks completions with the keyboard, and sees its value from the sandbox', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'editor', 'editor-demo-2026');
  await newCampaign(page, Date.now().toString(36));
  const hero = page.getByRole('treeitem', { name: /^头图/ }).first();
  await expect(async () => {
    await hero.click();
    await expect(hero).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass();

  // The title is text until `{{` is typed: then it is an expression field, the keys going on into it.
  const title = panel(page).getByRole('textbox', { name: '标题', exact: true });
  await title.fill('');
  await title.pressSequentially('{{ data.cap', { delay: 40 });
  await pick(page, title, /captcha/, '{{ data.captcha');
  await page.keyboard.type('.', { delay: 40 });
  await pick(page, title, /captchaId\s*验证码编号/, '{{ data.captcha.captchaId', ['ArrowDown', 'ArrowUp', 'Enter']);
  await page.keyboard.type(' }}', { delay: 40 });
  await expect(title).toHaveText('{{ data.captcha.captchaId }}');
  // The sandbox answers each captcha with a new id: the value is the one the canvas shows now.
  await expect(panel(page).getByText(/^当前值："cap_[0-9a-f]{12}"$/)).toBeVisible({ timeout: 15_000 });

  // A typo is said in Chinese, with the key meant.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('D');
  await expect(title).toHaveText('{{ data.captcha.captchaID }}');
  await expect(panel(page).getByText('“data.captcha”中没有“captchaID”（有：captchaId、image），是不是要写“captchaId”？')).toBeVisible();

  // The block's display condition completes and shows its value too.
  const condition = panel(page).getByRole('textbox', { name: '显示条件' });
  await condition.click();
  await condition.pressSequentially('{{ session.log', { delay: 40 });
  await pick(page, condition, /loggedIn/, '{{ session.loggedIn');
  await page.keyboard.type(' }}', { delay: 40 });
  await expect(panel(page).getByText('当前值：false')).toBeVisible();

  // The fields, their values and their errors pass the audit (a desktop tool: WCAG's target size, not the portal's 44 px).
  await expect(page.getByText(/^已新建页面/)).toHaveCount(0);
  expectNoSeriousViolations((await auditPage(page)).filter((violation) => violation.rule !== 'tap-target-44'));
});

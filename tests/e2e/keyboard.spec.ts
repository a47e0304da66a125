import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/test';
import { DEMO_PHONE, SMS_CODE } from './support/sandbox';

// With the keyboard alone, as a customer who cannot use a touch screen (docs/product.md, Layout): Tab reaches
// every control, Enter and Space work them, arrows choose in a list, and a sheet keeps the focus while open.
// The addresses are opened as typed into the location bar; every tap is a key.

test.slow();
const expect = baseExpect.configure({ timeout: 15_000 });
const ANNUITY_POLICY = '8620210310000123';

/** Presses Tab until `target` (or something inside it) has the focus, as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tab to a button and press Enter on it. */
async function press(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

/** Tab to a field and type into it. */
async function type(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a customer logs in, changes how the annuity is paid out and pays a premium with the keyboard alone', async ({ page }) => {
  await page.goto('/official/login');
  await type(page, page.getByLabel('手机号'), DEMO_PHONE);
  await type(page, page.getByLabel('图形验证码', { exact: true }), '8888');
  await press(page, page.getByRole('button', { name: '获取验证码' }));
  await expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible();
  await type(page, page.getByLabel('验证码', { exact: true }), SMS_CODE);
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toHaveAttribute('aria-checked', 'true');
  await press(page, page.getByRole('button', { name: '登录', exact: true }));
  await expect(page).not.toHaveURL(/\/login/);

  // The annuity: a later start age chosen in its sheet with the arrows, a higher amount typed.
  await page.goto(`/official/policy-business/gb/apply?policyNo=${ANNUITY_POLICY}`);
  await press(page, page.getByRole('button', { name: /^领取起始年龄/ }));
  const sheet = page.getByRole('dialog');
  await tabTo(page, sheet.getByRole('listbox'));
  while (!(await sheet.getByRole('option', { name: '65 周岁' }).evaluate((option) => option === document.activeElement))) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(sheet).toBeHidden();
  await type(page, page.getByRole('textbox', { name: /每年领取金额/ }), '15000');
  await press(page, page.getByRole('button', { name: '下一步' }));
  await press(page, page.getByRole('button', { name: '下一步：身份验证' }));
  await press(page, page.getByRole('button', { name: '开始识别' }));
  await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible();
  await press(page, page.getByRole('button', { name: '获取验证码' }));
  await type(page, page.getByRole('textbox', { name: '验证码', exact: true }), SMS_CODE);
  await press(page, page.getByRole('button', { name: '确认提交' }));
  // The anti-fraud reminder takes the focus: its tick with Space, then 继续.
  const reminder = page.getByRole('dialog', { name: '防诈骗提示' });
  await tabTo(page, reminder.getByRole('checkbox', { name: '我已阅读并知晓上述风险提示' }));
  await page.keyboard.press('Space');
  await press(page, reminder.getByRole('button', { name: '我已知晓，继续办理' }));
  await expect(page.getByRole('heading', { name: '年金领取变更办理成功' })).toBeVisible();

  // The December premium: the pay sheet's card chosen and confirmed, then paid at the cashier.
  await page.goto(`/official/policy-business/renewal/info?policyNo=${ANNUITY_POLICY}`);
  await press(page, page.getByRole('button', { name: '立即缴费 ¥2,000.00' }));
  const paySheet = page.getByRole('dialog');
  await press(page, paySheet.getByRole('button', { name: /招商银行/ }));
  await expect(paySheet.getByRole('button', { name: /招商银行/ })).toContainText('已选择');
  await press(page, paySheet.getByRole('button', { name: '确认支付 ¥2,000.00' }));
  await expect(page.getByRole('heading', { name: '收银台' })).toBeVisible();
  await press(page, page.getByRole('button', { name: '支付成功' }));
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
});

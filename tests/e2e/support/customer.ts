import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { documentPng } from './images';
import { loginToken, SMS_CODE } from './sandbox';
import { acknowledgeFraudReminder } from './fraud-reminder';

// Steps a customer takes on many pages, written once.

/** Opens a portal path with a handed-over token (`?t=`), as a link from the messaging app does. */
export async function open(page: Page, path: string, token: string): Promise<void> {
  await page.goto(`/official${path}${path.includes('?') ? '&' : '?'}t=${token}`);
}

/** Opens a portal path signed in as the demo customer. */
export async function openSignedIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  await open(page, path, await loginToken(request));
}

/**
 * Waits until 个人资料's contact form shows, holding the email the customer saved, as they see it before
 * typing over it (the page fills the form in from its entry call, and shows it once that has answered).
 */
export async function contactFormFilled(page: Page): Promise<void> {
  await expect(page.getByLabel('电子邮箱')).not.toHaveValue('');
}

/** 获取验证码, then the sandbox's code typed into 验证码. */
export async function typeSmsCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(SMS_CODE);
}

/** 开始识别 on a face check, until the sandbox's camera passes it. */
export async function passFaceCheck(page: Page): Promise<void> {
  await page.getByRole('button', { name: '开始识别' }).click();
  await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 });
}

/** Picks a new occupation by searching the occupation sheet. */
export async function chooseOccupation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^新职业/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('searchbox', { name: '搜索职业名称' }).fill(name);
  await sheet.getByRole('listbox', { name: '搜索结果' }).getByRole('option', { name }).click();
}

/** The pre-underwriting questionnaire answered for a member of the family: "yes" to the first question or to none. */
export async function assess(page: Page, member: string, firstYes: boolean): Promise<void> {
  await page.getByRole('button', { name: new RegExp(member) }).click();
  await expect(page.getByRole('button', { name: new RegExp(member) })).toContainText('已选择');
  // The yes-or-no questions are the 1st, 2nd, 3rd and 5th; the 4th asks height and weight.
  const answers = page.getByRole('button', { name: /^(是|否)( ✓ 已选择)?$/ });
  for (const [index, question] of [1, 2, 3, 5].entries()) {
    const yes = firstYes && question === 1;
    await answers.nth(index * 2 + (yes ? 1 : 0)).click();
  }
  await page.getByLabel('您的回答').fill('165/52');
  await page.getByText(/本人确认以上告知内容真实/).click();
  await page.getByRole('button', { name: '提交评估' }).click();
}

/** An occupation change up to its confirm page: the new occupation and employer, then 下一步. */
export async function startOccupationChange(page: Page, occupation: string, employer = '鸿泰科技有限公司'): Promise<void> {
  await chooseOccupation(page, occupation);
  await page.getByRole('textbox', { name: '工作单位' }).fill(employer);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/change-occupation\/confirm\/BQ\d+$/);
}

/** Takes photos the way a customer does: the add button opens the phone's picker. */
export async function photograph(page: Page, button: string, count = 1): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  const files = Array.from({ length: count }, (_, n) => ({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: documentPng(600, 800) }));
  await (await chooser).setFiles(files);
}

/** A signature written with the finger: two strokes across the pad. */
export async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /委托人签名区域/ });
  // Centred, not just in view: at the screen's edge the fixed 确认签名 bar would take the strokes.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  const strokes = [[[0.15, 0.6], [0.3, 0.3], [0.45, 0.65]], [[0.55, 0.3], [0.7, 0.7], [0.85, 0.35]]];
  for (const stroke of strokes) {
    await page.mouse.move(box.x + stroke[0][0] * box.width, box.y + stroke[0][1] * box.height);
    await page.mouse.down();
    for (const [x, y] of stroke.slice(1)) await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 6 });
    await page.mouse.up();
  }
}

/** What happened, as the claim form's 事故经过 tells it. */
export const ACCIDENT = '11 月 18 日因急性胃肠炎到瑞金医院门诊就诊';

/** The claim form of 申请理赔 filled in for the customer's wife: a clinic visit for gastroenteritis. */
export async function describeAccident(page: Page): Promise<void> {
  await page.getByRole('button', { name: '出险人' }).click();
  await page.getByRole('option', { name: /王丽/ }).click();
  await page.getByRole('button', { name: '理赔类型' }).click();
  await page.getByRole('option', { name: '医疗费用' }).click();
  await page.getByLabel('出险日期').fill('2026-11-18');
  await page.getByRole('radio', { name: '疾病' }).check();
  await page.getByRole('button', { name: '就诊医院' }).click();
  await page.getByRole('option', { name: '上海交通大学医学院附属瑞金医院' }).click();
  await page.getByLabel('事故经过').fill(ACCIDENT);
}

/** A reinstatement's health notice answered 否 throughout, then 提交健康告知 (it opens after the insured's face check). */
export async function answerHealthNoticeNo(page: Page): Promise<void> {
  await expect(page.getByRole('radiogroup')).toHaveCount(4, { timeout: 15_000 });
  for (const question of await page.getByRole('radiogroup').all()) await question.getByRole('radio', { name: '否' }).click();
  await page.getByRole('button', { name: '提交健康告知' }).click();
}

/** A reinstatement from its confirm page: the bank-card reminder, face check, SMS code, 确认提交 and the fraud reminder. */
export async function confirmReinstatement(page: Page): Promise<void> {
  await page.getByRole('button', { name: '下一步：身份验证' }).click();
  await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');
  await passFaceCheck(page);
  await typeSmsCode(page);
  await page.getByRole('button', { name: '确认提交' }).click();
  await acknowledgeFraudReminder(page);
}

/** A policy change from its confirm page: 下一步：身份验证, face check, SMS code, 确认提交 and the fraud reminder. */
export async function confirmChange(page: Page): Promise<void> {
  await page.getByRole('button', { name: '下一步：身份验证' }).click();
  await passFaceCheck(page);
  await typeSmsCode(page);
  await page.getByRole('button', { name: '确认提交' }).click();
  await acknowledgeFraudReminder(page);
}

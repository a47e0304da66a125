import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/test';
import { documentPng } from '../support/images';
import { openSignedIn } from '../support/customer';
import { type Tap, buttonNamed, testFailedTaps } from '../support/failed-tap';

// Buying and keeping a policy: the health pre-check, the new order, its id card, the revisit and the renewal
// premium. Each tap fails twice and then succeeds (support/failed-tap.ts).

const ORDER = 'O20261122001';
const MEDICAL_POLICY = '8620251201000789';
const CONSENT = '本人已阅读并确认以上投保信息真实、准确';

/** The pre-underwriting questionnaire for 鸿泰康宁, the first `count` questions answered. */
async function answerQuestions(page: Page, request: APIRequestContext, count: number) {
  await openSignedIn(page, request, '/questionnaire?productId=HT2601');
  const no = page.getByRole('button', { name: '否', exact: true });
  for (let question = 1; question <= count; question += 1) {
    if (question === 4) await page.getByLabel('您的回答').fill('175/68');
    else await no.first().click();
  }
}

const answered = (page: Page, count: number) => expect(page.getByText('已作答')).toHaveCount(count);

/** The application's clauses, 投保须知 and 责任免除 opened, as signing needs. */
async function readDocuments(page: Page) {
  for (const title of ['《鸿泰金福年金保险条款》', '《投保须知》', '《责任免除》']) {
    await page.getByRole('button', { name: new RegExp(title) }).click();
    await page.getByRole('button', { name: '我已阅读' }).click();
  }
}

/** The order confirmed, up to the id card's upload page. */
async function confirmOrder(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, `/insurance/info-confirm?orderNo=${ORDER}`);
  await readDocuments(page);
  await page.getByRole('checkbox', { name: CONSENT }).click();
  await page.getByRole('button', { name: '确认投保并签名' }).click();
  await expect(page.getByRole('heading', { name: '投保人身份证' })).toBeVisible();
}

/** Every photo the phone's picker is asked for is the id card's side named by the button. */
function pickIdCardPhotos(page: Page) {
  page.on('filechooser', (chooser) => chooser.setFiles({ name: 'id.png', mimeType: 'image/png', buffer: documentPng(856, 540) }));
}

async function photograph(page: Page, side: '人像面' | '国徽面') {
  await page.getByRole('button', { name: `拍摄或上传身份证${side}` }).click();
  await expect(page.getByRole('button', { name: `查看身份证${side}` })).toBeVisible();
}

const taps: Tap[] = [
  {
    name: '保存，稍后继续 (pre-underwriting questionnaire)',
    service: 'face.preUnderwritingSave',
    prepare: (page, request) => answerQuestions(page, request, 2),
    button: buttonNamed('保存，稍后继续'),
    kept: (page) => answered(page, 2),
    succeeded: (page) => expect(page.getByRole('status').filter({ hasText: '答题已保存' })).toBeVisible(),
  },
  {
    name: '提交评估 (pre-underwriting questionnaire)',
    service: 'face.preUnderwritingNext',
    prepare: async (page, request) => {
      await answerQuestions(page, request, 5);
      await page.getByText(/本人确认以上告知内容真实/).click();
    },
    button: buttonNamed('提交评估'),
    // The answers were saved before the assessment failed: a retry assesses that record, not a second one.
    kept: async (page) => {
      await answered(page, 5);
      await expect(page.getByText(/答题已保存（记录编号 PU\d+）/)).toBeVisible();
    },
    succeeded: (page) => expect(page).toHaveURL(/\/report\?recordId=/),
  },
  {
    name: '立即投保 (pre-underwriting report)',
    service: 'face.insuranceInit',
    prepare: (page, request) => openSignedIn(page, request, '/report?recordId=PU001&productId=HT2601'),
    button: buttonNamed('立即投保'),
    kept: (page) => expect(page.getByText('投保「鸿泰康宁重大疾病保险」', { exact: false })).toBeVisible(),
    succeeded: (page) => expect(page).toHaveURL(/\/insurance\/quote\?orderNo=O\d+$/),
  },
  {
    name: '确认投保并签名 (new order)',
    service: 'face.insuranceInfoConfirm',
    prepare: async (page, request) => {
      await openSignedIn(page, request, `/insurance/info-confirm?orderNo=${ORDER}`);
      await readDocuments(page);
      await page.getByRole('checkbox', { name: CONSENT }).click();
    },
    button: buttonNamed('确认投保并签名'),
    kept: (page) => expect(page.getByRole('checkbox', { name: CONSENT })).toHaveAttribute('aria-checked', 'true'),
    succeeded: (page) => expect(page).toHaveURL(new RegExp(`/insurance/cert-upload\\?orderNo=${ORDER}$`)),
  },
  {
    name: '拍摄或上传身份证人像面, then 重试 (the id card read by OCR)',
    service: 'face.ocrIdCard',
    prepare: async (page, request) => {
      await confirmOrder(page, request);
      pickIdCardPhotos(page);
    },
    // The photo stays when its reading fails; the tile's 重试 reads it again.
    button: (page) => page.getByRole('button', { name: /^(拍摄或上传身份证人像面|重试身份证人像面)$/ }),
    inline: true,
    kept: (page) => expect(page.getByRole('button', { name: '查看身份证人像面' })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李明轩'),
  },
  {
    name: '确认上传 (the id card of a new order)',
    service: 'face.uploadConfirm',
    prepare: async (page, request) => {
      await confirmOrder(page, request);
      pickIdCardPhotos(page);
      await photograph(page, '人像面');
      await photograph(page, '国徽面');
      await expect(page.getByRole('textbox', { name: '有效期限' })).toHaveValue('2019.05.20-2039.05.20');
    },
    button: buttonNamed('确认上传'),
    kept: async (page) => {
      await expect(page.getByRole('button', { name: '查看身份证人像面' })).toBeVisible();
      await expect(page.getByRole('button', { name: '查看身份证国徽面' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue('310115198605184519');
    },
    succeeded: (page) => expect(page.getByRole('heading', { name: '核保通过' })).toBeVisible(),
  },
  {
    name: '提交回访 (new policy revisit)',
    service: 'face.surveySave',
    prepare: async (page, request) => {
      await openSignedIn(page, request, `/insurance/policy-and-revisit?policyNo=${MEDICAL_POLICY}`);
      // The form is drawn once the policy's revisit status has answered.
      await expect(page.getByRole('radiogroup')).toHaveCount(4, { timeout: 15_000 });
      for (const question of await page.getByRole('radiogroup').all()) await question.getByRole('radio', { name: '是' }).click();
    },
    button: buttonNamed('提交回访'),
    kept: async (page) => {
      for (const question of await page.getByRole('radiogroup').all()) await expect(question.getByRole('radio', { name: '是' })).toBeChecked();
    },
    succeeded: (page) => expect(page.getByRole('heading', { name: '您已完成回访' })).toBeVisible(),
  },
  {
    name: '确认支付 (renewal premium)',
    service: 'face.renewPayUrl',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/policy-business/renewal/info?policyNo=8620210310000123');
      await page.getByRole('button', { name: '立即缴费 ¥2,000.00' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /招商银行/ }).click();
    },
    button: (page) => page.getByRole('dialog').getByRole('button', { name: '确认支付 ¥2,000.00' }),
    kept: (page) => expect(page.getByRole('dialog').getByRole('button', { name: /招商银行/ })).toContainText('已选择'),
    succeeded: (page) => expect(page).toHaveURL(/\/official\/dev\/cashier\?orderId=PAY\d+$/),
  },
];

testFailedTaps(taps);

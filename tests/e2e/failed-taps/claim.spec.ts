import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { documentPng } from '../support/images';
import { injectFault, SMS_CODE } from '../support/sandbox';
import { ACCIDENT, describeAccident, openSignedIn, photograph, sign } from '../support/customer';
import { type Tap, buttonNamed, confirmIn, failures, testFailedTaps } from '../support/failed-tap';

// Claims: from the first step to the submitted claim, and what follows it. Each tap fails twice and then
// succeeds (support/failed-tap.ts).

/** The claim form, its policies found: 下一步：上传材料 saves the draft. */
async function trialDone(page: Page) {
  await page.getByRole('button', { name: '查询可理赔保单' }).click();
  await expect(page.getByRole('heading', { name: '可申请理赔的保单' })).toBeVisible();
}

/** 快速理赔 filled in for the customer's own outpatient bill. */
async function describeFastClaim(page: Page) {
  await page.getByLabel('就诊日期').fill('2026-11-18');
  await page.getByRole('button', { name: '就诊医院' }).click();
  await page.getByRole('option', { name: '上海交通大学医学院附属瑞金医院' }).click();
  await page.getByLabel('发票总金额（元）').fill('860.5');
}

/** Every tap on an add button picks one photo, as the phone's picker would. */
function pickAPhotoEachTime(page: Page) {
  page.on('filechooser', (chooser) => void chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: documentPng(600, 800) }));
}

/** A new card typed in as the claim's payee on draft ST002, its SMS code received: 使用此卡收款 adds it. */
async function typeNewPayeeCard(page: Page, request: APIRequestContext) {
  await openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002');
  await page.getByLabel('银行卡号').fill('6222021001122334458');
  await expect(page.getByLabel('开户银行')).toHaveValue('中国工商银行 储蓄卡');
  await page.getByLabel('预留手机号').fill('13800138000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/^验证码已发送至/)).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
}


const taps: Tap[] = [
  {
    name: '查询可理赔保单',
    service: 'face.claimTrial',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/trial');
      await describeAccident(page);
    },
    button: buttonNamed('查询可理赔保单'),
    kept: (page) => expect(page.getByLabel('事故经过')).toHaveValue(ACCIDENT),
    succeeded: (page) => expect(page.getByRole('heading', { name: '可申请理赔的保单' })).toBeVisible(),
  },
  {
    name: '下一步：上传材料 (a new claim)',
    service: 'face.claimStagingCreate',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/trial');
      await describeAccident(page);
      await trialDone(page);
    },
    button: buttonNamed('下一步：上传材料'),
    kept: (page) => expect(page.getByLabel('事故经过')).toHaveValue(ACCIDENT),
    succeeded: (page) => expect(page.getByRole('heading', { level: 1, name: '医保数据授权' })).toBeVisible(),
  },
  {
    name: '下一步：上传材料 (a draft changed)',
    service: 'face.claimStagingUpdate',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/trial?stagingId=ST001');
      await expect(page.getByLabel('事故经过')).toHaveValue('急性支气管炎门诊就医');
      await page.getByLabel('事故经过').fill(ACCIDENT);
      await trialDone(page);
    },
    button: buttonNamed('下一步：上传材料'),
    kept: (page) => expect(page.getByLabel('事故经过')).toHaveValue(ACCIDENT),
    succeeded: (page) => expect(page.getByRole('heading', { level: 1, name: '医保数据授权' })).toBeVisible(),
  },
  {
    name: '下一步：上传材料 (a fast claim)',
    service: 'face.claimStagingCreate',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/fast-claim');
      await describeFastClaim(page);
    },
    button: buttonNamed('下一步：上传材料'),
    kept: (page) => expect(page.getByLabel('发票总金额（元）')).toHaveValue('860.5'),
    succeeded: (page) => expect(page.getByRole('heading', { level: 1, name: '上传理赔材料' })).toBeVisible(),
  },
  {
    name: '我已阅读并同意 (the claim authorisation)',
    service: 'face.claimAuthorize',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/fast-claim');
      await describeFastClaim(page);
      await page.getByRole('button', { name: '下一步：上传材料' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '上传理赔材料' })).toBeVisible();
    },
    button: (page) => page.getByRole('checkbox', { name: '我已阅读并同意' }),
    kept: (page) => expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).not.toBeChecked(),
    succeeded: async (page) => {
      await expect(page.getByRole('checkbox', { name: '我已阅读并同意' })).toBeChecked();
      await expect(page.getByText('请选择或添加收款银行卡后提交')).toBeVisible();
    },
  },
  {
    name: '确认签名 (the entrustment letter)',
    service: 'face.uploadImage',
    inline: true,
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/appoint?stagingId=ST001');
      await sign(page);
    },
    button: buttonNamed('确认签名'),
    kept: (page) => expect(page.getByRole('img', { name: /委托人签名区域/ })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('img', { name: '委托人签名（已签署）' })).toBeVisible(),
  },
  {
    name: '确认签署 (the entrustment letter)',
    service: 'face.claimAuthorize',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/appoint?stagingId=ST001');
      await sign(page);
      await page.getByRole('button', { name: '确认签名' }).click();
      await expect(page.getByRole('img', { name: '委托人签名（已签署）' })).toBeVisible();
      await page.getByText('委托人已阅读并同意上述委托事项', { exact: false }).click();
    },
    button: buttonNamed('确认签署'),
    kept: async (page) => {
      await expect(page.getByRole('img', { name: '委托人签名（已签署）' })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /委托人已阅读并同意/ })).toBeChecked();
    },
    succeeded: (page) => expect(page.getByRole('heading', { level: 1, name: '上传理赔材料' })).toBeVisible(),
  },
  {
    name: '添加医疗费用发票 (the picture sent)',
    service: 'face.uploadImage',
    inline: true,
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002');
      await expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible();
      pickAPhotoEachTime(page);
    },
    button: buttonNamed('添加医疗费用发票'),
    kept: (page) => expect(page.getByRole('button', { name: '重试医疗费用发票第2张' })).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByRole('button', { name: '查看医疗费用发票第3张' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      // The pictures that failed wait beside it: 重试 sends them.
      await page.getByRole('button', { name: '重试医疗费用发票第2张' }).click();
      await expect(page.getByRole('button', { name: '重试医疗费用发票第2张' })).toHaveCount(0);
    },
  },
  {
    name: '添加医疗费用发票 (the draft saved)',
    service: 'face.claimImageSave',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002');
      await expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible();
      pickAPhotoEachTime(page);
    },
    button: buttonNamed('添加医疗费用发票'),
    kept: (page) => expect(page.getByRole('button', { name: '查看医疗费用发票第2张' })).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByRole('button', { name: '查看医疗费用发票第3张' })).toBeVisible();
      // Saved with the picture whose saving failed: all three come back after a reload.
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await page.reload();
      await expect(page.getByRole('button', { name: '查看医疗费用发票第3张' })).toBeVisible();
    },
  },
  {
    name: '选择 (an existing card as the payee)',
    service: 'face.claimPaymentUpdate',
    prepare: (page, request) => openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002'),
    button: (page) => page.getByRole('button', { name: /^中国建设银行/ }),
    kept: (page) => expect(page.getByRole('button', { name: /^招商银行.*已选为收款账户/ })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('button', { name: /^中国建设银行.*已选为收款账户/ })).toBeVisible(),
  },
  {
    name: '使用此卡收款',
    service: 'customerCenter.bankAccountAdd',
    prepare: typeNewPayeeCard,
    button: buttonNamed('使用此卡收款'),
    kept: async (page) => {
      await expect(page.getByLabel('银行卡号')).toHaveValue('6222021001122334458');
      await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue(SMS_CODE);
    },
    succeeded: async (page) => {
      await expect(page.getByText('银行卡已添加并设为收款账户')).toBeVisible();
      await expect(page.getByRole('button', { name: /^中国工商银行.*已选为收款账户/ })).toBeVisible();
    },
  },
  {
    name: '提交理赔申请',
    service: 'face.claimFinish',
    prepare: (page, request) => openSignedIn(page, request, '/claim/apply/upload?stagingId=ST002'),
    button: buttonNamed('提交理赔申请'),
    afterTap: confirmIn('提交', '确认提交'),
    kept: (page) => expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('heading', { name: '理赔申请已提交' })).toBeVisible(),
  },
  {
    name: '删除 (a claim draft)',
    service: 'face.claimStagingDelete',
    prepare: (page, request) => openSignedIn(page, request, '/claim/title-page/index'),
    button: (page) => page.getByRole('button', { name: '删除', exact: true }).first(),
    afterTap: confirmIn('删除', '删除未完成的申请'),
    kept: (page) => expect(page.getByRole('button', { name: '继续填写' })).toHaveCount(2),
    succeeded: async (page) => {
      await expect(page.getByRole('status').filter({ hasText: '草稿已删除' })).toBeVisible();
      await expect(page.getByRole('button', { name: '继续填写' })).toHaveCount(1);
    },
  },
  {
    name: '撤销申请 (from the claim list)',
    service: 'face.claimCancel',
    prepare: (page, request) => openSignedIn(page, request, '/claim/claim-list/index?status=processing'),
    button: (page) => page.getByRole('button', { name: '撤销申请' }).first(),
    afterTap: confirmIn('确定撤销', '撤销理赔申请'),
    kept: (page) => expect(page.getByText('LP2026111500456', { exact: true })).toBeVisible(),
    succeeded: (page) => expect(page.getByText('LP2026111500456', { exact: true })).toBeHidden(),
  },
  {
    name: '撤销申请 (from the claim progress)',
    service: 'face.claimCancel',
    prepare: (page, request) => openSignedIn(page, request, '/claim/process-record/index?claimId=CL002'),
    button: buttonNamed('撤销申请'),
    afterTap: confirmIn('确定撤销', '撤销理赔申请'),
    kept: (page) => expect(page.getByText('审核中').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('已撤销').first()).toBeVisible(),
  },
  {
    name: '提交补充材料',
    service: 'face.claimIssueSubmit',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/claim/process-record/index?claimId=CL003');
      await photograph(page, '添加补充材料照片');
      await expect(page.getByRole('button', { name: '查看补充材料照片第1张' })).toBeVisible();
    },
    button: buttonNamed('提交补充材料'),
    kept: (page) => expect(page.getByRole('button', { name: '查看补充材料照片第1张' })).toBeVisible(),
    succeeded: (page) => expect(page.getByText('已提交，请继续补充其余材料')).toBeVisible(),
  },
];

testFailedTaps(taps);

// 使用此卡收款 is two calls: the card added, then made the payee. When only the second fails, the card is
// already the customer's: it is listed with the others, where choosing it is the retry.
test('使用此卡收款: a card added but not made the payee is listed, and choosing it makes it the payee', async ({ page, request }) => {
  await typeNewPayeeCard(page, request);
  const [dropped] = failures;
  await injectFault(request, { service: 'face.claimPaymentUpdate', times: 1, ...dropped.fault });
  await page.getByRole('button', { name: '使用此卡收款' }).click();

  const told = page.getByRole('status').filter({ hasText: dropped.message });
  await expect(told).toHaveCount(1);
  const added = page.getByRole('button', { name: /^中国工商银行/ });
  await expect(added).toContainText('选择');
  await expect(page.getByRole('button', { name: /^招商银行.*已选为收款账户/ })).toBeVisible();

  await added.click();
  await expect(page.getByRole('button', { name: /^中国工商银行.*已选为收款账户/ })).toBeVisible();
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken, SMS_CODE } from './support/sandbox';
import { describeAccident, open, photograph, sign } from './support/customer';

// Claims (理赔) as the demo customer at phone size: a new claim from the claims home to the claim list,
// a draft resumed after a reload, materials supplemented, a claim cancelled, and designated hospitals
// found by a visitor. Each test has a sandbox world of its own (support/test.ts).

async function staging(request: APIRequestContext, token: string, id: string) {
  const reply = await request.get(`/official-api/face/rest/claims/v2/staging/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await reply.json()).data as { images: Array<{ materialType: string; fileId: string }>; bankAccountId: string | null; authorized: boolean };
}

test.describe('claims', () => {
  test('a new claim from the claims home: trial, materials, a payee card read by OCR, the entrustment letter, submitted once', async ({ page, request }) => {
    // The whole journey, with the payee card's SMS step, is long for the default time limit.
    test.slow();
    await open(page, '/share-home', await loginToken(request));
    await page.getByRole('button', { name: '理赔服务' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '理赔服务' })).toBeVisible();
    await page.getByRole('button', { name: '申请理赔' }).first().click();

    await expect(page.getByRole('heading', { level: 1, name: '申请理赔' })).toBeVisible();
    await describeAccident(page);
    await page.getByRole('button', { name: '查询可理赔保单' }).click();

    await expect(page.getByRole('heading', { name: '可申请理赔的保单' })).toBeVisible();
    await expect(page.getByText('鸿泰安心百万医疗保险')).toBeVisible();
    await expect(page.getByText('病历或出院小结')).toBeVisible();
    await page.getByRole('button', { name: '下一步：上传材料' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '医保数据授权' })).toBeVisible();
    await page.getByRole('button', { name: '暂不授权，直接上传材料' }).click();
    await expect(page).toHaveURL(/\/claim\/apply\/upload\?stagingId=ST\d+$/);
    const stagingId = new URL(page.url()).searchParams.get('stagingId')!;

    await photograph(page, '添加身份证明', 2);
    await expect(page.getByRole('button', { name: '查看身份证明第2张' })).toBeVisible();
    await photograph(page, '添加医疗费用发票');
    await expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible();
    await photograph(page, '添加病历或出院小结');
    await expect(page.getByRole('button', { name: '查看病历或出院小结第1张' })).toBeVisible();

    await photograph(page, '拍摄或上传银行卡正面');
    await expect(page.getByLabel('银行卡号')).toHaveValue('6222021001122334458');
    await expect(page.getByLabel('开户银行')).toHaveValue('中国工商银行 储蓄卡');
    await page.getByLabel('预留手机号').fill('13800138000');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/^验证码已发送至/)).toBeVisible();
    await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
    await page.getByRole('button', { name: '使用此卡收款' }).click();
    await expect(page.getByText('银行卡已添加并设为收款账户')).toBeVisible();
    await expect(page.getByText('已选为收款账户')).toBeVisible();

    // The insured is the customer's wife: she signs the entrustment letter on the customer's phone.
    await page.getByRole('button', { name: /理赔授权委托书/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '理赔授权委托书' })).toBeVisible();
    await sign(page);
    await page.getByRole('button', { name: '确认签名' }).click();
    const drawn = page.getByRole('img', { name: '委托人签名（已签署）' });
    await expect(drawn).toHaveAttribute('src', /^data:image\/png;base64,/);
    const signature = await drawn.getAttribute('src');
    await page.getByText('委托人已阅读并同意上述委托事项', { exact: false }).click();
    await page.getByRole('button', { name: '确认签署' }).click();
    // Told by a toast: the status that says just that (the letter's own result, also a status, may already
    // show its signed heading and the next step behind it).
    await expect(page.getByRole('status').filter({ hasText: /^委托书已签署$/ })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: '上传理赔材料' })).toBeVisible();
    await expect(page.getByRole('button', { name: /理赔授权委托书.*已签署/ })).toBeVisible();
    // The signed letter, opened again, names the company and bears the signature as it was drawn.
    await page.getByRole('button', { name: /理赔授权委托书/ }).click();
    await expect(page.getByRole('heading', { name: '委托书已签署' })).toBeVisible();
    await expect(page.getByText('鸿泰人寿保险股份有限公司：', { exact: false })).toBeVisible();
    await expect(page.getByRole('img', { name: '委托人签名', exact: true })).toHaveAttribute('src', signature!);
    await page.getByRole('button', { name: '返回上传材料' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '上传理赔材料' })).toBeVisible();
    const saved = await staging(request, await loginToken(request), stagingId);
    expect(saved.images.map((image) => image.materialType).sort()).toEqual(['BANK_CARD', 'ID_CARD', 'ID_CARD', 'INVOICE', 'MEDICAL_RECORD']);
    expect(saved).toMatchObject({ authorized: true, bankAccountId: expect.stringMatching(/^BA/) });

    await page.getByRole('button', { name: '提交理赔申请' }).click();
    await page.getByRole('alertdialog', { name: '确认提交' }).getByRole('button', { name: '提交' }).click();
    await expect(page).toHaveURL(/\/claim\/result\?claimId=CL\d+$/);
    await expect(page.getByRole('heading', { name: '理赔申请已提交' })).toBeVisible();

    await page.getByRole('button', { name: '查看理赔进度' }).click();
    await expect(page.getByText('理赔申请已提交，我们将在 3 个工作日内完成审核')).toBeVisible();
    await expect(page.getByText('审核中').first()).toBeVisible();

    await open(page, '/claim/claim-list/index?status=processing', await loginToken(request));
    await expect(page.getByText('王丽').first()).toBeVisible();
    await expect(page.getByText(/^LP20261124/).first()).toBeVisible();

    // The draft became a claim: its upload page, opened again, cannot file it a second time.
    await open(page, `/claim/apply/upload?stagingId=${stagingId}`, await loginToken(request));
    await expect(page.getByText(/理赔申请暂存/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '提交理赔申请' })).toHaveCount(0);
  });

  test('draft ST001 is resumed from the claims home and keeps its pictures across a reload', async ({ page, request }) => {
    await open(page, '/claim/title-page/index', await loginToken(request));
    await page.getByRole('button', { name: '继续填写' }).first().click();
    await expect(page).toHaveURL(/\/claim\/apply\/upload\?stagingId=ST001$/);
    await expect(page.getByRole('button', { name: '查看身份证明第1张' })).toBeVisible();

    await photograph(page, '添加医疗费用发票', 2);
    await expect(page.getByRole('button', { name: '查看医疗费用发票第2张' })).toBeVisible();
    // The second invoice first: the order is saved with the pictures.
    await page.getByRole('button', { name: '医疗费用发票第2张前移一位' }).click();

    await page.reload();
    await expect(page.getByRole('button', { name: '查看身份证明第1张' })).toBeVisible();
    await expect(page.getByRole('button', { name: '查看医疗费用发票第2张' })).toBeVisible();
    const saved = await staging(request, await loginToken(request), 'ST001');
    expect(saved.images.filter((image) => image.materialType === 'INVOICE')).toHaveLength(2);
  });

  test('the materials CL003 is waiting for are supplemented, and the claim goes back to review', async ({ page, request }) => {
    await open(page, '/claim/claim-list/index?status=supplement', await loginToken(request));
    await expect(page.getByRole('tab', { name: /待补充材料/, selected: true })).toBeVisible();
    await page.getByRole('button', { name: '补充材料' }).first().click();
    await expect(page).toHaveURL(/\/claim\/process-record\/index\?claimId=CL003/);
    await expect(page.getByRole('heading', { name: '补充费用明细清单' })).toBeVisible();

    for (const answer of ['已提交，请继续补充其余材料', '材料已补充齐全，我们将继续审核']) {
      const add = page.getByRole('button', { name: '添加补充材料照片' });
      if (!(await add.isVisible())) await page.getByRole('button', { name: '上传此项材料' }).first().click();
      await photograph(page, '添加补充材料照片');
      await expect(page.getByRole('button', { name: /^查看补充材料照片/ })).toBeVisible();
      await page.getByRole('button', { name: '提交补充材料' }).click();
      await expect(page.getByText(answer)).toBeVisible();
      await expect(page.getByText(answer)).toBeHidden();
    }
    // Nothing is waiting any more: the claim is back in review and asks for nothing.
    await expect(page.getByRole('heading', { name: '待补充材料' })).toHaveCount(0);
    await expect(page.getByText('材料已补充齐全，理赔专员将继续审核', { exact: false })).toBeVisible();
    await expect(page.getByText('审核中').first()).toBeVisible();
  });

  test('a claim under review is cancelled from the claim list', async ({ page, request }) => {
    await open(page, '/claim/claim-list/index?status=processing', await loginToken(request));
    await expect(page.getByText('LP2026111500456')).toBeVisible();
    await page.getByRole('button', { name: '撤销申请' }).first().click();
    await page.getByRole('alertdialog', { name: '撤销理赔申请' }).getByRole('button', { name: '确定撤销' }).click();
    await expect(page.getByText('已撤销')).toBeVisible();
    await expect(page.getByText('LP2026111500456', { exact: true })).toBeHidden();

    await open(page, '/claim/process-record/index?claimId=CL002', await loginToken(request));
    await expect(page.getByText('已撤销').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '撤销申请' })).toHaveCount(0);
  });

  test('a visitor finds a designated hospital in another city and can call it', async ({ page }) => {
    await page.goto('/official/claim/claim-list/query-hospital');
    await expect(page.getByRole('heading', { level: 1, name: '指定医院查询' })).toBeVisible();
    await expect(page.getByText('复旦大学附属中山医院')).toBeVisible();
    await page.getByRole('tab', { name: '北京' }).click();
    await expect(page.getByText('北京协和医院')).toBeVisible();
    // Not designated: not listed.
    await expect(page.getByText('北京市朝阳区双桥医院')).toHaveCount(0);
    await page.getByLabel('医院名称').fill('北京大学');
    await page.getByLabel('医院名称').press('Enter');
    await expect(page.getByText('北京大学第一医院')).toBeVisible();
    await expect(page.getByText('北京协和医院')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /010-83572211/ }).or(page.getByRole('button', { name: /拨打/ })).first()).toBeVisible();
  });
});

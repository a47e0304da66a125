import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginToken } from './support/sandbox';
import { fillLeadForm } from './support/lead-form';

// Campaign leads, the share poster and pre-underwriting, as a visitor (or the demo customer) at phone size.

async function leaveLead(page: Page, name: string, phone: string, submit: string) {
  await fillLeadForm(page, name, phone);
  await page.getByRole('button', { name: submit }).click();
}

async function lastLead(request: APIRequestContext) {
  const body = await (await request.get('/official-api/__sandbox/requests?service=face.leadSubmit&limit=1')).json();
  return (body.data ?? body)[0]?.body as Record<string, unknown>;
}

test('a visitor leaves a lead on two campaigns, each recorded with the channel it came by, and sees the result', async ({ page, request }) => {
  await page.goto('/official/act-new-product?cpsCode=CPS2026');
  await expect(page.getByText('鸿泰康宁重大疾病保险').first()).toBeVisible();
  await leaveLead(page, '王小明', '13912345678', '预约顾问讲解');
  await expect(page).toHaveURL(/\/act-general-service-result\?leadNo=LD\d+/);
  await expect(page.getByText('康宁重疾新品上市').first()).toBeVisible();
  await expect(page.getByText('*******5678').first()).toBeVisible();
  await expect(page.getByText('已受理，待顾问联系').first()).toBeVisible();
  expect(await lastLead(request)).toMatchObject({ activityCode: 'ACT_NEW_PRODUCT_2026', cpsCode: 'CPS2026', pageCode: 'ACT_NEW_PRODUCT', consent: true });
  // The shared result page leads back to the campaign the lead came from, not to its own.
  await expect(page.getByRole('button', { name: '预约家庭保障顾问' })).toHaveCount(0);
  await page.getByRole('button', { name: '查看活动详情' }).click();
  await expect(page).toHaveURL(/\/act-new-product\?cpsCode=CPS2026$/);

  await page.goto('/official/act-service?cpsCode=CPS-WX-01');
  await leaveLead(page, '赵敏', '13687654321', '立即预约');
  await expect(page).toHaveURL(/\/act-service-result\?leadNo=LD\d+/);
  await expect(page.getByText('11 月客户服务节').first()).toBeVisible();
  expect(await lastLead(request)).toMatchObject({ activityCode: 'ACT_SERVICE_2026', cpsCode: 'CPS-WX-01', pageCode: 'ACT_SERVICE' });
});

test('a second lead from the same phone is refused with the reason, keeping what was typed', async ({ page }) => {
  await page.goto('/official/act-service');
  await leaveLead(page, '李明轩', '13800138000', '立即预约');
  await expect(page.getByText('您已提交过预约，顾问将在 1 个工作日内与您联系').first()).toBeVisible();
  await expect(page.getByLabel('姓名')).toHaveValue('李明轩');
  await expect(page).toHaveURL(/\/act-service$/);
});

test('the lead form names what is missing under each field and sends nothing until all of it is right; a reload keeps the name and phone, not the picture code', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/activity/lead') && request.method() === 'POST') sent.push(request.url());
  });
  await page.goto('/official/act-service');
  await page.getByRole('button', { name: '立即预约' }).click();
  await expect(page.getByText('请输入您的姓名')).toBeVisible();
  await expect(page.getByText('请填写手机号')).toBeVisible();
  await expect(page.getByText('请填写短信验证码')).toBeVisible();
  await expect(page.getByText('请先阅读并勾选《个人信息保护政策》')).toBeVisible();
  await page.getByLabel('姓名').fill('王芳');
  await page.getByLabel('手机号').fill('1391234');
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();
  await expect(page.getByText('请输入您的姓名')).toHaveCount(0);
  // The SMS code waits for a mobile number and the picture code.
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('图形验证码').fill('8888');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  expect(sent).toEqual([]);

  await page.reload();
  await expect(page.getByLabel('姓名')).toHaveValue('王芳');
  await expect(page.getByLabel('手机号')).toHaveValue('13912345678');
  await expect(page.getByLabel('图形验证码')).toHaveValue('');
});

test('a product\'s share poster is drawn with its QR code and saved as a picture', async ({ page }) => {
  await page.goto('/official/easy-more/product-list');
  await page.getByRole('tab', { name: '重疾' }).click();
  await page.getByText('鸿泰康宁重大疾病保险').first().click();
  await expect(page).toHaveURL(/\/easy-more\/product-attract\?productId=HT2601$/);
  await page.getByRole('button', { name: '生成分享海报' }).click();

  await expect(page).toHaveURL(/\/easy-more\/poster\?productId=HT2601$/);
  const poster = page.getByRole('img', { name: '鸿泰康宁重大疾病保险分享海报' });
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([750, 1200]);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '保存海报' }).click();
  expect((await download).suggestedFilename()).toBe('鸿泰康宁重大疾病保险分享海报.png');
});

test('the pre-underwriting questionnaire resumes after a reload and gives its result', async ({ page, request }) => {
  await page.goto(`/official/pre-underwritting/title-page?productId=HT2601&t=${await loginToken(request)}`);
  await page.getByRole('button', { name: /开始测评/ }).click();
  await expect(page).toHaveURL(/\/questionnaire/);
  const no = page.getByRole('button', { name: '否', exact: true });
  await no.first().click();
  await no.first().click();
  await expect(page.getByText('已作答')).toHaveCount(2);

  await page.reload();
  await expect(page.getByText('已作答')).toHaveCount(2);
  await no.first().click();
  await page.getByLabel('您的回答').fill('175/68');
  await no.first().click();
  await page.getByText(/本人确认以上告知内容真实/).click();
  await page.getByRole('button', { name: '提交评估' }).click();

  await expect(page).toHaveURL(/\/report\?recordId=/);
  await expect(page.getByText('标准体承保').first()).toBeVisible();
});

test('a questionnaire of 7 questions counts 7 answers and gives its result', async ({ page, request }) => {
  // The insurer may add questions to the questionnaire at any time: here two more than the demo's five.
  await page.route('**/official-api/platform-center/question/config?*', async (route) => {
    const reply = await (await route.fetch()).json();
    const yesNo = [{ value: 'N', label: '否' }, { value: 'Y', label: '是' }];
    reply.data.questions.push(
      { code: 'Q6', title: '直系亲属中是否有人患有恶性肿瘤或遗传性疾病？', type: 'single', required: true, options: yesNo },
      { code: 'Q7', title: '是否从事高空、井下、潜水等高风险职业或运动？', type: 'single', required: true, options: yesNo },
    );
    await route.fulfill({ json: reply });
  });
  await page.goto(`/official/pre-underwritting/title-page?productId=HT2601&t=${await loginToken(request)}`);
  await page.getByRole('button', { name: /开始测评/ }).click();
  await expect(page).toHaveURL(/\/questionnaire/);
  await expect(page.getByText('是否从事高空、井下、潜水等高风险职业或运动？')).toBeVisible();
  await expect(page.getByText(/共 7 题/)).toBeVisible();

  const no = page.getByRole('button', { name: '否', exact: true });
  for (let answered = 1; answered <= 7; answered += 1) {
    if (answered === 4) await page.getByLabel('您的回答').fill('175/68');
    else await no.first().click();
    await expect(page.getByText('已作答')).toHaveCount(answered);
  }
  await expect(page.getByText('已完成 7 / 7 题')).toBeVisible();
  await page.getByText(/本人确认以上告知内容真实/).click();
  await page.getByRole('button', { name: '提交评估' }).click();

  await expect(page).toHaveURL(/\/report\?recordId=/);
  await expect(page.getByText('标准体承保').first()).toBeVisible();
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acknowledgeFraudReminder } from './support/fraud-reminder';
import { DEMO_PHONE, injectFault, loginToken, SMS_CODE } from './support/sandbox';
import { fillLeadForm } from './support/lead-form';

// Every tap that submits, confirms, saves or sends, failing once as a customer meets it: the connection
// drops mid-answer, or the server answers 500. Each time the button stops spinning, one message says what
// happened, what was typed is still there, and a second tap goes through.

const GENERIC = '系统开小差，请稍后重试';
const SERVER = '抱歉，服务端异常，正在抢修中，请您稍后重试';

interface Tap {
  name: string;
  /** The service the tap calls, failed once. */
  service: string;
  /** Opens the page and types what a customer would, up to the tap. */
  prepare(page: Page, request: APIRequestContext): Promise<void>;
  /** The button tapped. */
  button(page: Page): Locator;
  /** What follows the tap before the call (a confirm dialog, the fraud reminder). */
  afterTap?(page: Page, attempt: number): Promise<void>;
  /** What the customer typed, still on screen after the failure. */
  kept(page: Page): Promise<void>;
  /** Where the second tap leads. */
  succeeded(page: Page): Promise<void>;
  /** The page shows the failure itself, beside what failed, instead of a toast. */
  inline?: boolean;
}

async function open(page: Page, request: APIRequestContext, path: string) {
  await page.goto(`/official${path}${path.includes('?') ? '&' : '?'}t=${await loginToken(request)}`);
}

async function typeSmsCode(page: Page) {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
}

/** The occupation change up to its confirm page: a new occupation for the customer, 下一步. */
async function startOccupationChange(page: Page, request: APIRequestContext) {
  await open(page, request, '/policy-business/change-occupation/edit/C100001');
  await page.getByRole('button', { name: /^新职业/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('searchbox', { name: '搜索职业名称' }).fill('软件工程师');
  await sheet.getByRole('listbox', { name: '搜索结果' }).getByRole('option', { name: '软件工程师' }).click();
  await page.getByRole('textbox', { name: '工作单位' }).fill('鸿泰科技有限公司');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/change-occupation\/confirm\/BQ\d+$/);
}

const codeKept = (page: Page) => expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue(SMS_CODE);
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });

const taps: Tap[] = [
  {
    name: '登录',
    service: 'userCenter.login',
    prepare: async (page) => {
      await page.goto('/official/login');
      await page.getByLabel('手机号').fill(DEMO_PHONE);
      await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
      await page.getByRole('checkbox').click({ position: { x: 8, y: 10 } });
    },
    button: button('登录'),
    kept: async (page) => {
      await expect(page.getByLabel('手机号')).toHaveValue(DEMO_PHONE);
      await expect(page.getByLabel('验证码', { exact: true })).toHaveValue(SMS_CODE);
    },
    succeeded: (page) => expect(page).not.toHaveURL(/\/official\/login/),
  },
  {
    name: '保存修改 (contact details)',
    service: 'face.updateCustomerInfo',
    prepare: async (page, request) => {
      await open(page, request, '/me/info/edit');
      await page.getByLabel('电子邮箱').fill('mingxuan.li@hongtai-life.cn');
    },
    button: button('保存修改'),
    kept: (page) => expect(page.getByLabel('电子邮箱')).toHaveValue('mingxuan.li@hongtai-life.cn'),
    succeeded: (page) => expect(page.getByText('保存成功')).toBeVisible(),
  },
  {
    name: '确认提交 (occupation change)',
    service: 'face.occupationChangeConfirm',
    prepare: async (page, request) => {
      await startOccupationChange(page, request);
      await typeSmsCode(page);
    },
    button: button('确认提交'),
    afterTap: async (page, attempt) => {
      if (attempt === 1) await acknowledgeFraudReminder(page);
    },
    kept: codeKept,
    succeeded: (page) => expect(page.getByRole('heading', { name: '职业变更办理成功' })).toBeVisible(),
  },
  {
    name: '确认提交 (contact change)',
    service: 'face.contactChangeConfirm',
    prepare: async (page, request) => {
      await open(page, request, '/policy-business/am/apply?mode=individual');
      await page.getByRole('textbox', { name: '新电子邮箱' }).fill('li.new@example.com');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page).toHaveURL(/\/am\/validate\/self\?businessNo=BQ/);
      await typeSmsCode(page);
      await page.getByRole('button', { name: '开始识别' }).click();
      await expect(page.getByRole('status').filter({ hasText: '识别通过' })).toBeVisible({ timeout: 10_000 });
    },
    button: button('确认提交'),
    afterTap: async (page, attempt) => {
      if (attempt === 1) await acknowledgeFraudReminder(page);
    },
    kept: codeKept,
    succeeded: (page) => expect(page.getByRole('heading', { name: '联系方式变更办理成功' })).toBeVisible(),
  },
  {
    name: '确认领取 (survival fund)',
    service: 'face.survivalFundConfirm',
    prepare: async (page, request) => {
      await open(page, request, '/policy-business/survival-reward/payment?id=SF003');
      await page.getByRole('button', { name: /^转账到银行卡/ }).click();
      await page.getByRole('button', { name: /^招商银行/ }).click();
      await page.getByRole('button', { name: '申请领取', exact: true }).click();
      await acknowledgeFraudReminder(page, '银行卡缴费防诈骗提示');
      await typeSmsCode(page);
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByText('您已完成身份验证')).toBeVisible();
    },
    button: button('确认领取'),
    kept: (page) => expect(page.getByText('招商银行 **** **** **** 1234')).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('heading', { name: '领取成功，等待到账' })).toBeVisible(),
  },
  {
    name: '提交理赔申请',
    service: 'face.claimFinish',
    prepare: (page, request) => open(page, request, '/claim/apply/upload?stagingId=ST002'),
    button: button('提交理赔申请'),
    afterTap: (page) => page.getByRole('alertdialog', { name: '确认提交' }).getByRole('button', { name: '提交' }).click(),
    kept: (page) => expect(page.getByRole('button', { name: '查看医疗费用发票第1张' })).toBeVisible(),
    succeeded: (page) => expect(page.getByRole('heading', { name: '理赔申请已提交' })).toBeVisible(),
  },
  {
    name: '签到 (beans)',
    service: 'face.beanSignIn',
    prepare: (page, request) => open(page, request, '/hqbean/index'),
    button: button('签到'),
    kept: (page) => expect(page.getByText('2,680').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('签到成功 +50 鸿泰豆')).toBeVisible(),
  },
  {
    name: '删除 (bank card)',
    service: 'customerCenter.bankAccountDelete',
    prepare: (page, request) => open(page, request, '/me/bank-card/detail/BA002'),
    // The page's own 删除, not the dialog's.
    button: (page) => page.getByRole('main').getByRole('button', { name: '删除', exact: true }),
    afterTap: (page) => page.locator('.arco-dialog-footer').getByText('删除', { exact: true }).click(),
    kept: (page) => expect(page.getByText('中国建设银行').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('银行卡已删除')).toBeVisible(),
  },
  {
    name: '获取验证码',
    service: 'face.smsCaptcha',
    prepare: startOccupationChange,
    button: button('获取验证码'),
    kept: (page) => expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled(),
    succeeded: (page) => expect(page.getByRole('button', { name: /s后重发/ })).toBeVisible(),
  },
  {
    name: '提交预约 (campaign lead)',
    service: 'face.leadSubmit',
    inline: true,
    prepare: async (page) => {
      await page.goto('/official/act-service?cpsCode=CPS2026');
      await fillLeadForm(page, '王小明', '13912345678');
    },
    button: button('立即预约'),
    kept: async (page) => {
      await expect(page.getByLabel('姓名')).toHaveValue('王小明');
      await expect(page.getByLabel('手机号')).toHaveValue('13912345678');
    },
    succeeded: (page) => expect(page).toHaveURL(/\/act-service-result\?leadNo=LD\d+/),
  },
];

const failures = [
  { name: 'a dropped connection', fault: { drop: true }, message: GENERIC },
  { name: 'a 500', fault: { status: 500 }, message: SERVER },
];

// Some taps end a flow of several pages (a face check, an SMS code): each walk takes a while.
test.describe.configure({ timeout: 90_000 });

for (const tap of taps) {
  for (const failure of failures) {
    test(`${tap.name}: ${failure.name} is told once, keeps the input, and a second tap succeeds`, async ({ page, request }) => {
      await tap.prepare(page, request);
      await injectFault(request, { service: tap.service, times: 1, ...failure.fault });
      const target = tap.button(page);
      await target.click();
      await tap.afterTap?.(page, 1);

      const told = tap.inline ? page.getByText(failure.message) : page.getByRole('status').filter({ hasText: failure.message });
      await expect(told).toHaveCount(1);
      await expect(told).toBeVisible();
      await expect(target).toBeEnabled();
      await expect(target).not.toHaveClass(/loading/);
      await tap.kept(page);

      await target.click();
      await tap.afterTap?.(page, 2);
      await tap.succeeded(page);
    });
  }
}

test.describe('one message at a time', () => {
  const toasts = (page: Page) => page.locator('.arco-toast').getByRole('status');

  test('a failed login replaces 验证码已发送 instead of landing on top of it', async ({ page }) => {
    await page.goto('/official/login');
    await page.getByLabel('手机号').fill('13900000005');
    await page.getByLabel('图形验证码').fill('8888');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(toasts(page).filter({ hasText: '验证码已发送至' })).toBeVisible();
    await page.getByLabel('验证码', { exact: true }).fill(SMS_CODE);
    await page.getByRole('checkbox').click({ position: { x: 8, y: 10 } });
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(toasts(page)).toHaveText(['该微信已绑定其他账号，请使用已绑定的手机号登录']);
  });

  test('a duplicate lead is told beside the form only, not in a toast as well', async ({ page }) => {
    await page.goto('/official/act-service');
    await fillLeadForm(page, '李明轩', DEMO_PHONE);
    await page.getByRole('button', { name: '立即预约' }).click();
    await expect(page.getByText('您已提交过预约，顾问将在 1 个工作日内与您联系')).toHaveCount(1);
    await expect(toasts(page).filter({ hasText: '您已提交过预约' })).toHaveCount(0);
  });

  test('sharing a campaign outside WeChat copies its link and says only that', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/official/act-service?cpsCode=CPS2026');
    await fillLeadForm(page, '王小明', '13912345678');
    await page.getByRole('button', { name: '立即预约' }).click();
    await expect(page).toHaveURL(/\/act-service-result\?leadNo=LD\d+/);

    await page.getByRole('button', { name: '分享活动给好友' }).click();
    await expect(toasts(page)).toHaveText(['活动链接已复制，可粘贴发送给好友']);
    await expect(page.getByText('分享失败')).toHaveCount(0);
  });
});

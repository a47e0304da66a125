import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { injectFault, loginToken } from '../support/sandbox';
import { contactFormFilled, open, openSignedIn, typeSmsCode } from '../support/customer';
import { freshPhone, icbcCardNumber, idCardNumber } from '../support/customer-data';
import { type Tap, buttonNamed, confirmIn, failures, smsCodeKept, testFailedTaps } from '../support/failed-tap';

// The personal centre's taps: profile, privacy, authorisations, bank cards, beans. Each tap fails twice and
// then succeeds (support/failed-tap.ts).

const REAL_NAME = '赵思远';
const ID_NUMBER = idCardNumber();
const CARD_NUMBER = icbcCardNumber();

/** One agreement's card on 隐私设置, found by its title. */
const agreement = (page: Page, title: string) => page.getByRole('heading', { name: title }).locator('xpath=ancestor::section[1]');

const taps: Tap[] = [
  {
    name: '保存修改 (contact details)',
    service: 'face.updateCustomerInfo',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/me/info/edit');
      await contactFormFilled(page);
      await page.getByLabel('电子邮箱').fill('mingxuan.li@hongtai-life.cn');
    },
    button: buttonNamed('保存修改'),
    kept: (page) => expect(page.getByLabel('电子邮箱')).toHaveValue('mingxuan.li@hongtai-life.cn'),
    succeeded: (page) => expect(page.getByText('保存成功')).toBeVisible(),
  },
  {
    name: '提交认证 (real name)',
    service: 'face.realNameAuthentication',
    prepare: async (page, request) => {
      await open(page, '/me/info/edit?goAuth=1', await loginToken(request, freshPhone()));
      await page.getByRole('button', { name: '去认证' }).click();
      await page.getByPlaceholder('请输入证件上的姓名').fill(REAL_NAME);
      await page.getByPlaceholder('请输入证件号码').fill(ID_NUMBER);
    },
    button: buttonNamed('提交认证'),
    kept: async (page) => {
      await expect(page.getByPlaceholder('请输入证件上的姓名')).toHaveValue(REAL_NAME);
      await expect(page.getByPlaceholder('请输入证件号码')).toHaveValue(ID_NUMBER);
      await expect(page.getByLabel('出生日期')).toHaveValue('1990-03-07');
    },
    succeeded: async (page) => {
      await expect(page.getByText('实名认证成功')).toBeVisible();
      await expect(page.getByText('已认证')).toBeVisible();
    },
  },
  {
    name: '撤回授权 (optional agreement)',
    service: 'userCenter.privacyConsentWithdraw',
    prepare: (page, request) => openSignedIn(page, request, '/me/privacy'),
    button: (page) => agreement(page, '个性化推荐与营销信息授权').getByRole('button', { name: '撤回授权' }),
    afterTap: confirmIn('确认撤回'),
    kept: (page) => expect(agreement(page, '个性化推荐与营销信息授权').getByText('已同意')).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByText('已撤回授权')).toBeVisible();
      await expect(agreement(page, '个性化推荐与营销信息授权').getByText('未同意')).toBeVisible();
    },
  },
  {
    name: '同意授权 (optional agreement)',
    service: 'userCenter.privacyConsentAdd',
    // The demo customer consented at registration: withdrawn first, it is offered again.
    prepare: async (page, request) => {
      const token = await loginToken(request);
      await request.post('/official-api/user-center/accounts/protocol/de-authorization', { headers: { Authorization: `Bearer ${token}` }, data: { protocolCode: 'PRIVACY_HEALTH' } });
      await open(page, '/me/privacy', token);
    },
    button: (page) => agreement(page, '健康信息处理授权').getByRole('button', { name: /^同意授权/ }),
    afterTap: confirmIn('同意'),
    kept: (page) => expect(agreement(page, '健康信息处理授权').getByText('未同意')).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByText('已同意授权')).toBeVisible();
      await expect(agreement(page, '健康信息处理授权').getByText('已同意')).toBeVisible();
    },
  },
  {
    name: '取消授权 (third party)',
    service: 'userCenter.userAuthRevoke',
    prepare: (page, request) => openSignedIn(page, request, '/me/third-party-auth-detail?serviceCode=TP_HEALTH_JKX'),
    button: (page) => page.getByRole('main').getByRole('button', { name: '取消授权' }),
    afterTap: confirmIn('取消授权'),
    kept: (page) => expect(page.getByText('已授权', { exact: true }).first()).toBeVisible(),
    succeeded: async (page) => {
      await expect(page.getByText('已取消授权')).toBeVisible();
      await expect(page.getByText('未授权', { exact: true }).first()).toBeVisible();
    },
  },
  {
    name: '同意授权 (third party)',
    service: 'userCenter.userAuthAuthorize',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/me/third-party-auth?serviceCode=TP_MEDICAL_INS');
      await page.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
    },
    button: buttonNamed('同意授权'),
    kept: (page) => expect(page.getByRole('checkbox', { name: /我已阅读并同意/ })).toHaveAttribute('aria-checked', 'true'),
    succeeded: async (page) => {
      await expect(page.getByText('授权成功')).toBeVisible();
      await expect(page).toHaveURL(/\/me\/third-party-auth-detail\?serviceCode=TP_MEDICAL_INS$/);
    },
  },
  {
    name: '保存 (new bank card)',
    service: 'customerCenter.bankAccountAdd',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/me/bank-card/edit');
      await page.getByPlaceholder('请输入本人储蓄卡卡号').fill(CARD_NUMBER);
      await expect(page.getByLabel('开户银行')).toHaveValue('中国工商银行 储蓄卡');
      await page.getByPlaceholder('请输入银行预留手机号').fill('13800138000');
      await typeSmsCode(page);
    },
    button: buttonNamed('保存'),
    kept: async (page) => {
      await expect(page.getByPlaceholder('请输入本人储蓄卡卡号')).toHaveValue(CARD_NUMBER);
      await expect(page.getByPlaceholder('请输入银行预留手机号')).toHaveValue('13800138000');
      await smsCodeKept(page);
    },
    succeeded: async (page) => {
      await expect(page.getByText('保存成功')).toBeVisible();
      await expect(page.getByText(`储蓄卡　**** **** **** ${CARD_NUMBER.slice(-4)}`)).toBeVisible();
    },
  },
  {
    name: '保存 (bank card reserved phone)',
    service: 'customerCenter.bankAccountUpdate',
    prepare: async (page, request) => {
      await openSignedIn(page, request, '/me/bank-card/edit/BA002');
      await page.getByLabel('预留手机号').fill('13800138000');
    },
    button: buttonNamed('保存'),
    kept: (page) => expect(page.getByLabel('预留手机号')).toHaveValue('13800138000'),
    succeeded: async (page) => {
      await expect(page.getByText('保存成功')).toBeVisible();
      await expect(page).toHaveURL(/\/official\/me\/bank-card$/);
    },
  },
  {
    name: '删除 (bank card)',
    service: 'customerCenter.bankAccountDelete',
    // A card of the customer's that pays no premium (the seeded two pay the annuity's and the medical policy's).
    prepare: async (page, request) => {
      const token = await loginToken(request);
      const added = await (await request.post('/official-api/customer-center/family/member/bank-account', {
        headers: { Authorization: `Bearer ${token}` }, data: { bankCode: 'ICBC', cardNo: icbcCardNumber(), accountName: '李明轩', phone: '13800138000', verifyCode: '123456' },
      })).json();
      await open(page, `/me/bank-card/detail/${added.data.id}`, token);
    },
    // The page's own 删除, not the dialog's.
    button: (page) => page.getByRole('main').getByRole('button', { name: '删除', exact: true }),
    afterTap: (page) => page.locator('.arco-dialog-footer').getByText('删除', { exact: true }).click(),
    kept: (page) => expect(page.getByText('中国工商银行').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('银行卡已删除')).toBeVisible(),
  },
  {
    name: '签到 (beans)',
    service: 'face.beanSignIn',
    prepare: (page, request) => openSignedIn(page, request, '/hqbean/index'),
    button: buttonNamed('签到'),
    kept: (page) => expect(page.getByText('2,680').first()).toBeVisible(),
    succeeded: (page) => expect(page.getByText('签到成功 +50 鸿泰豆')).toBeVisible(),
  },
];

testFailedTaps(taps);

// A required agreement is never withdrawn online, so its tap cannot succeed: a failure on the way is told as
// such, not as the refusal that sends the customer to the hotline.
for (const failure of failures) {
  test(`withdrawing a required agreement that meets ${failure.name} says so, not that it cannot be withdrawn`, async ({ page, request }) => {
    await openSignedIn(page, request, '/me/privacy');
    await injectFault(request, { service: 'userCenter.privacyConsentWithdraw', times: 1, ...failure.fault });
    await agreement(page, '鸿泰人寿隐私政策').getByRole('button', { name: '撤回授权' }).click();
    await confirmIn('确认撤回')(page);
    await expect(page.getByRole('status').filter({ hasText: failure.message })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: '暂不支持在线撤回' })).toHaveCount(0);
    await expect(agreement(page, '鸿泰人寿隐私政策').getByText('已同意')).toBeVisible();
  });
}

// The phone losing its connection altogether (a lift, a tunnel): the tap is told, whether or not the page was
// touched before (arco's toast already loaded, or not loadable any more), and what was typed stays.
for (const touchedFirst of [true, false]) {
  test(`saving contact details without a connection is told${touchedFirst ? '' : ', before anything else on the page was touched'}`, async ({ page, request, context }) => {
    await openSignedIn(page, request, '/me/info/edit');
    const email = page.getByLabel('电子邮箱');
    if (touchedFirst) await email.click();
    await email.fill('wang.fang@example.com');
    await context.setOffline(true);
    await page.getByRole('button', { name: '保存修改', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '网络连接失败，请检查网络后重试' })).toHaveCount(1);
    await expect(email).toHaveValue('wang.fang@example.com');
    await context.setOffline(false);
    await page.getByRole('button', { name: '保存修改', exact: true }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openSignedIn } from './support/customer';

// The consent register (docs/product.md, Consent): a consent revoked there stops the hand-off of that person's
// data at once, and the portal asks for it again, naming the data and the receiver, before going on.

/** The register's card of one consent: the nearest section around its title. */
const consentCard = (page: Page, title: string) => page.getByRole('heading', { name: title }).locator('xpath=ancestor::section[1]');

test('revoking 王丽\'s 在线问诊 consent in the register makes the family doctor ask her consent again, which the register then lists', async ({ page, request }) => {
  await openSignedIn(page, request, '/me/third-party-service-list');
  const wangLi = consentCard(page, '在线问诊 · 王丽');
  await expect(wangLi.getByText('健康行科技（上海）有限公司')).toBeVisible();
  await wangLi.getByRole('button', { name: '撤回授权' }).click();
  await page.getByRole('alertdialog', { name: '撤回授权' }).getByRole('button', { name: '确认撤回' }).click();
  await expect(wangLi.getByText(/已撤回于 2026-11-24/)).toBeVisible();

  await page.goto('/official/member-list');
  await page.getByRole('button', { name: /王丽/ }).click();
  const ask = page.getByRole('dialog', { name: '需要王丽的授权' });
  await expect(ask.getByText('为王丽发起咨询，需同意向健康行科技（上海）有限公司提供王丽的健康信息、姓名、性别、出生日期、手机号，用于提供在线问诊、家庭医生等健康咨询服务。')).toBeVisible();
  await ask.getByRole('button', { name: '同意并发起咨询' }).click();
  await expect(page.getByText(/健康行科技（上海）有限公司（合作方）为您提供「家庭医生」/)).toBeVisible();

  await page.goto('/official/me/third-party-service-list');
  await expect(wangLi.getByText('已授权', { exact: true })).toBeVisible();
  await expect(wangLi.getByText('2026-11-24', { exact: false })).toBeVisible();
  await expect(wangLi.getByRole('button', { name: '撤回授权' })).toBeVisible();
});

test('the claim\'s medical-insurance authorisation is the insured\'s, and the register lists it under its receiver', async ({ page, request }) => {
  await openSignedIn(page, request, '/claim/apply/authorize?stagingId=ST001');
  await expect(page.getByRole('heading', { name: '为王丽授权医保数据，理赔更省心' })).toBeVisible();
  await page.getByRole('button', { name: '去授权' }).click();
  await expect(page.getByText(/医联数据服务有限公司（合作方/)).toBeVisible();
  await page.getByRole('button', { name: '同意授权' }).click();
  await expect(page.getByText('王丽已授权医保数据')).toBeVisible();

  await page.goto('/official/me/third-party-service-list');
  const card = consentCard(page, '医保数据查询 · 王丽');
  await expect(card.getByText('医联数据服务有限公司')).toBeVisible();
  await expect(card.getByText('2027-11-24')).toBeVisible();
});

test('a claim asked for 王丽\'s medical records asks her health-information consent before the upload, once revoked', async ({ page, request }) => {
  await openSignedIn(page, request, '/me/third-party-service-list');
  const health = consentCard(page, '健康信息处理授权 · 王丽');
  await health.getByRole('button', { name: '撤回授权' }).click();
  await page.getByRole('alertdialog', { name: '撤回授权' }).getByRole('button', { name: '确认撤回' }).click();
  await expect(health.getByText(/已撤回于 2026-11-24/)).toBeVisible();

  await page.goto('/official/claim/process-record/index?claimId=CL003');
  await expect(page.getByRole('heading', { name: '上传病历等材料前，需要王丽的授权' })).toBeVisible();
  await expect(page.getByText('此项材料含健康信息，请先完成上方的授权再上传。').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '提交补充材料' })).toHaveCount(0);
  await page.getByRole('button', { name: '同意并继续上传' }).click();
  await expect(page.getByRole('heading', { name: '上传病历等材料前，需要王丽的授权' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '提交补充材料' })).toBeVisible();
});

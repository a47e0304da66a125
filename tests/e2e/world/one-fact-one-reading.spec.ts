import { expect, test } from '../support/test';
import { loginToken } from '../support/sandbox';
import { open } from '../support/customer';

// Each fact reads the same wherever the demo customer meets it: a count beside the list it counts, one scoring
// model on the risk report, a claim's newest first, a past premium as 已缴, amounts as ¥ with two decimals.

test('the family-shared rights count the rights listed beside them', async ({ page, request }) => {
  await open(page, '/vip-rights', await loginToken(request));
  const family = page.locator('section.w-card').filter({ hasText: '家庭共享权益' });
  await expect(family.getByText('在线问诊、齿科护理、专属客服、保单年检')).toBeVisible();
  await expect(family.getByText('4 项', { exact: true })).toBeVisible();
  await expect(page.getByText('17 项')).toHaveCount(0);
});

test('the family risk report explains its score once and reads every part the same way', async ({ page, request }) => {
  await open(page, '/assessment-report', await loginToken(request));
  await expect(page.getByRole('heading', { name: '11 分 · 高风险' })).toBeVisible();
  await expect(page.getByText(/得分越高，家庭保障越稳健/)).toHaveCount(1);
  await expect(page.getByText(/分数越高|缺口越大/)).toHaveCount(0);
  await expect(page.getByText('您的家庭保障缺口较大', { exact: false })).toBeVisible();
  // No risk-tolerance question was asked, so no risk tolerance is stated.
  await expect(page.getByText(/风险承受能力|C3/)).toHaveCount(0);
});

test('claims list the latest first, and a policy\'s past premiums read 已缴 in ¥ with two decimals', async ({ page, request }) => {
  const token = await loginToken(request);
  await open(page, '/claim/claim-list/index', token);
  await expect(page.getByText('LP2026111500456')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^LP\d{13}$/ }).first()).toHaveText('LP2026111500456');

  await open(page, '/policy-contract?policyNo=8620210310000123', token);
  await expect(page.getByText('2026-11-08 已缴')).toBeVisible();
  await expect(page.getByText('应缴')).toHaveCount(0);
});

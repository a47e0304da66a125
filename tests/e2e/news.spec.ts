import { expect, test } from './support/test';

// Titles and bodies come from the sandbox seed (sandbox/seed/news.ts).
const COMPANY_NEWS = '鸿泰人寿荣获“年度最佳客户服务保险公司”';
const INDUSTRY_NEWS = '金融监管总局发布人身保险产品信息披露新规';
const NOTICE = '关于客服热线系统升级的公告';

test('news-center lists company news, switches category by tab and opens an article', async ({ page }) => {
  await page.goto('/official/news-center');
  await expect(page).toHaveTitle('新闻中心');
  await expect(page.getByRole('heading', { name: '新闻中心', level: 1 })).toBeVisible();

  const article = (title: string) => page.getByRole('button', { name: title });
  await expect(article(COMPANY_NEWS)).toBeVisible();
  await expect(page.locator('section', { has: article(COMPANY_NEWS) }).last()).toContainText('2026-11-12');
  await expect(article(INDUSTRY_NEWS)).toHaveCount(0);

  await page.getByText('行业动态', { exact: true }).click();
  await expect(article(INDUSTRY_NEWS)).toBeVisible();
  await expect(article(COMPANY_NEWS)).toHaveCount(0);

  await page.getByText('公告', { exact: true }).click();
  await expect(article(NOTICE)).toBeVisible();
  await expect(article('关于防范冒充保险公司工作人员诈骗的风险提示')).toBeVisible();
  await expect(article(INDUSTRY_NEWS)).toHaveCount(0);

  await page.getByText('行业动态', { exact: true }).click();
  await article(INDUSTRY_NEWS).click();
  await expect(page).toHaveURL(/\/official\/news-center-details\?id=N004$/);
  await expect(page).toHaveTitle('新闻详情');
  await expect(page.getByRole('heading', { name: INDUSTRY_NEWS })).toBeVisible();
  await expect(page.getByText('2026-09-18 · 来源：鸿泰人寿品牌部')).toBeVisible();
  await expect(page.getByText(/自 2027 年 1 月 1 日起施行/)).toBeVisible();
});

test('news-center-details without an id shows an empty state with a way back, and an unknown id says so, with no retry that could not help', async ({ page }) => {
  await page.goto('/official/news-center-details');
  await expect(page.getByText('未找到这篇文章，链接可能不完整')).toBeVisible();
  await page.getByRole('button', { name: '返回新闻中心' }).click();
  await expect(page).toHaveURL(/\/official\/news-center$/);
  await expect(page.getByRole('button', { name: COMPANY_NEWS })).toBeVisible();

  await page.goto('/official/news-center-details?id=N999');
  await expect(page.getByRole('alert')).toHaveText('文章不存在');
  await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
});

test('public-information lists the disclosure categories and opens a category and a disclosure', async ({ page }) => {
  await page.goto('/official/public-information');
  await expect(page).toHaveTitle('公开信息披露');
  await expect(page.getByRole('heading', { name: '公开信息披露', level: 1 })).toBeVisible();
  for (const category of ['基本信息', '财务信息', '偿付能力', '产品信息', '重大事项']) {
    await expect(page.getByText(category, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('2025 年度信息披露报告')).toBeVisible();

  await page.getByText('偿付能力', { exact: true }).click();
  await expect(page).toHaveURL(/\/official\/public-information-article-list\?category=solvency$/);
  await expect(page.getByRole('heading', { name: '偿付能力', level: 1 })).toBeVisible();
  await expect(page.getByText('2026 年第三季度偿付能力报告摘要')).toBeVisible();
  await expect(page.getByText('2025 年度信息披露报告')).toHaveCount(0);

  await page.getByText('2026 年第三季度偿付能力报告摘要').click();
  await expect(page).toHaveURL(/\/official\/public-information-details\?id=PI004$/);
  await expect(page.getByRole('heading', { name: '2026 年第三季度偿付能力报告摘要' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '核心偿付能力充足率' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '168.2%' })).toBeVisible();
});

test('a quick switch between tabs ends on the tab chosen, however late the first answer comes', async ({ page }) => {
  await page.goto('/official/news-center');
  const article = (title: string) => page.getByRole('button', { name: title });
  await expect(article(COMPANY_NEWS)).toBeVisible();

  // The industry news answers slowly; the customer has moved on to 公告 before it arrives.
  let slowAnswered = false;
  await page.route('**/rest/news/category?category=industry*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
    slowAnswered = true;
  });
  await page.getByText('行业动态', { exact: true }).click();
  await page.getByText('公告', { exact: true }).click();
  await expect(article(NOTICE)).toBeVisible();
  await expect.poll(() => slowAnswered, { timeout: 5000 }).toBe(true);
  await page.waitForTimeout(300);
  await expect(article(NOTICE)).toBeVisible();
  await expect(article(INDUSTRY_NEWS)).toHaveCount(0);

  // Back to a tab seen before: its list shows at once.
  await page.unroute('**/rest/news/category?category=industry*');
  await page.getByText('公司新闻', { exact: true }).click();
  await expect(article(COMPANY_NEWS)).toBeVisible({ timeout: 500 });
});

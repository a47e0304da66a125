import { expect, joinSandboxClient, test } from './support/test';
import { loginToken } from './support/sandbox';

test('about-us renders from config at a phone viewport', async ({ page }) => {
  await page.goto('/official/about-us');
  await expect(page).toHaveTitle('关于我们');
  await expect(page.getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
});

test('about-us is readable before any script has run, and turns into the live page without moving', async ({ browser, page, baseURL, sandboxClient }) => {
  // Without JavaScript: the document itself carries the page.
  const scriptless = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
  await joinSandboxClient(scriptless, sandboxClient, baseURL!);
  const plain = await scriptless.newPage();
  await plain.goto('/official/about-us');
  await expect(plain.getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
  await expect(plain.getByText('上海市浦东新区世纪大道1288号鸿泰金融大厦')).toBeVisible();
  await expect(plain.getByText('累计支付各类赔款及给付逾 420 亿元', { exact: false })).toBeVisible();
  // Its controls wait for the live page: a tap reaches none of them.
  expect(await plain.getByRole('button', { name: '返回' }).evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('none');
  await scriptless.close();

  // With it: one live page in its place, nothing shifted, and a page that needs a login has no markup of its own.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/official/about-us');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  const policyList = await (await page.request.get('/official/policy-list')).text();
  expect(policyList).not.toContain('id="prerendered"');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/official/no-such-page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  const home = page.getByRole('link', { name: '返回首页' });
  await expect(home).toHaveAttribute('href', '/official');
  await home.click();
  // The portal's root is the home page's old address: on to the home, in place of the missing page.
  await expect(page).toHaveURL(/\/official\/share-home$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
});

test('about-us shows the company profile, figures and shareholders, and links to the history', async ({ page }) => {
  await page.goto('/official/about-us');
  await expect(page.getByRole('heading', { name: '公司概况' })).toBeVisible();
  await expect(page.getByText('人民币 50 亿元')).toBeVisible();
  await expect(page.getByText('2009 年 9 月 18 日')).toBeVisible();
  await expect(page.getByRole('heading', { name: '经营数据' })).toBeVisible();
  await expect(page.getByText('286.4 亿元（同比增长 8.6%）')).toBeVisible();
  await expect(page.getByRole('heading', { name: '主要股东' })).toBeVisible();
  await expect(page.getByText('鸿泰控股集团有限公司')).toBeVisible();
  await expect(page.getByRole('heading', { name: '使命与愿景' })).toBeVisible();

  await page.getByText('发展历程', { exact: true }).click();
  await expect(page).toHaveURL(/\/official\/development-course$/);
  await expect(page).toHaveTitle('发展历程');
  await expect(page.getByRole('heading', { name: '发展历程', level: 1 })).toBeVisible();
  await expect(page.getByText('2009 · 公司成立')).toBeVisible();
  await expect(page.getByText('2025 · 稳健增长')).toBeVisible();
});

test('contact-us shows the hotline as a tel: link, the email as mailto: and the branches', async ({ page }) => {
  await page.goto('/official/contact-us');
  await expect(page).toHaveTitle('联系我们');
  await expect(page.getByRole('heading', { name: '联系我们', level: 1 })).toBeVisible();
  const hotline = page.getByRole('link', { name: '400-820-9555' }).first();
  await expect(hotline).toBeVisible();
  await expect(hotline).toHaveAttribute('href', 'tel:400-820-9555');
  await expect(page.getByRole('link', { name: 'service@hongtai-life.example' })).toHaveAttribute('href', 'mailto:service@hongtai-life.example');
  await expect(page.getByRole('button', { name: '拨打客服热线 400-820-9555' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '公司总部' })).toBeVisible();
  await expect(page.getByText('上海市浦东新区世纪大道1288号鸿泰金融大厦').first()).toBeVisible();
  await expect(page.getByText('北京分公司')).toBeVisible();
  await expect(page.getByText('010-65900000')).toBeVisible();

  await page.getByText('各地服务热线', { exact: true }).click();
  await expect(page).toHaveURL(/\/official\/city-hotline$/);
});

test('city-hotline lists the branch hotlines of twelve cities by region', async ({ page }) => {
  await page.goto('/official/city-hotline');
  await expect(page).toHaveTitle('各地服务热线');
  await expect(page.getByRole('link', { name: '400-820-9555' })).toHaveAttribute('href', 'tel:400-820-9555');
  for (const region of ['华北地区', '华东地区', '华南地区', '华中及西部地区']) await expect(page.getByText(region)).toBeVisible();
  for (const city of ['北京', '济南', '青岛', '上海', '杭州', '南京', '苏州', '广州', '深圳', '武汉', '成都', '西安']) {
    await expect(page.getByText(new RegExp(`^${city} · `))).toBeVisible();
  }
  await expect(page.getByText('029-88300000')).toBeVisible();
});

test('consumer-prote lists the eight rights, the purchase and fraud warnings and the regulator hotline', async ({ page }) => {
  await page.goto('/official/consumer-prote');
  await expect(page).toHaveTitle('消费者权益保护');
  await expect(page.getByRole('heading', { name: '金融消费者八项基本权利' })).toBeVisible();
  for (const right of ['财产安全权', '知情权', '自主选择权', '公平交易权', '依法求偿权', '受教育权', '受尊重权', '信息安全权']) {
    await expect(page.getByText(right, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: '投保提示' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '风险提示' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '反保险欺诈提示' })).toBeVisible();
  await expect(page.getByRole('link', { name: '12378' })).toHaveAttribute('href', 'tel:12378');
});

test('litiga-channels and compla-process explain where and how a complaint is handled', async ({ page }) => {
  await page.goto('/official/litiga-channels');
  await expect(page).toHaveTitle('纠纷化解渠道');
  for (const channel of ['一、向公司投诉', '二、向监管部门反映', '三、申请调解', '四、申请仲裁', '五、提起诉讼']) {
    await expect(page.getByRole('heading', { name: channel })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: '12378' })).toHaveAttribute('href', 'tel:12378');

  await page.getByRole('button', { name: '查看投诉处理流程' }).click();
  await expect(page).toHaveURL(/\/official\/compla-process$/);
  await expect(page).toHaveTitle('投诉处理流程');
  await expect(page.getByText('作出处理决定', { exact: true })).toBeVisible();
  await expect(page.getByText('15 日内作出处理决定', { exact: true })).toBeVisible();
  await expect(page.getByText('收到申请之日起 30 日内答复')).toBeVisible();
});

test('company-honor and work-into show awards by year and how to apply', async ({ page }) => {
  await page.goto('/official/company-honor');
  await expect(page).toHaveTitle('公司荣誉');
  await expect(page.getByRole('heading', { name: '2026 年' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2019 年' })).toBeVisible();
  await expect(page.getByText('年度最佳客户服务保险公司')).toBeVisible();

  await page.goto('/official/work-into');
  await expect(page).toHaveTitle('加入我们');
  await expect(page.getByRole('heading', { name: '加入鸿泰人寿' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '精算分析师' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'hr@hongtai-life.example' })).toHaveAttribute('href', 'mailto:hr@hongtai-life.example');
});

test('cps-invalid explains the expired link and its button returns home', async ({ page }) => {
  await page.goto('/official/cps-invalid');
  await expect(page).toHaveTitle('链接已失效');
  await expect(page.getByRole('heading', { name: '链接已失效', level: 2 })).toBeVisible();
  await expect(page.getByText('您访问的推广链接无效或已过期。')).toBeVisible();
  await expect(page.getByRole('button', { name: '联系客服' })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/official\/share-home$/);
});

test('text written in a page\'s static data names the hotline from app config, not a raw template', async ({ page, request }) => {
  await page.goto(`/official/hqbean-explain?t=${await loginToken(request)}`);
  await page.getByRole('button', { name: '任务完成了，为什么还不能领取？' }).click();
  await expect(page.getByText('若超过 24 小时仍显示“去完成”，请致电客服热线 400-820-9555 为您核实。')).toBeVisible();
  await expect(page.getByText(/\{\{|\}\}/)).toHaveCount(0);
});

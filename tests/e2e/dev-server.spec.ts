import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { freePort, startServer, stopServer, type Server } from './support/servers';
import { edit, PROJECT, projectCopy } from '../../scripts/lib/project-copy';

test.describe('the dev server with a broken page definition', () => {
  // One worker, in order: a second project copy and dev server in another worker would compete for
  // the CPU with the build below, and the dev server's first visits time out.
  test.describe.configure({ mode: 'default', timeout: 240_000 });
  let root: string;
  let server: Server | undefined;
  let origin: string;

  test.beforeAll(async () => {
    // A cold dev server answers its first page once it has transformed what that page imports: on two
    // cores shared with another worker's browser, longer than a hook's usual 30 s.
    test.setTimeout(180_000);
    root = projectCopy();
    // A misspelt widget type in one page, a missing comma in another.
    edit(root, 'pages-config/pages/info/about-us.json', '{ "type": "nav-bar" }', '{ "type": "nav-barr" }');
    edit(root, 'pages-config/pages/info/city-hotline.json', '"module": "info" },', '"module": "info" }');
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startServer(join(PROJECT, 'node_modules/.bin/vite'), [root, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], `${origin}/official/`, {}, 120_000);
  });

  // What the dev server printed (a reload, a re-bundle, an error) goes with a failure: a full run has seen
  // the playground lose its page list after a page was chosen, as after a full reload, and never alone.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern: none.
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus) await info.attach('dev server output', { body: server?.output() ?? '', contentType: 'text/plain' });
  });

  test.afterAll(async () => {
    await stopServer(server);
    rmSync(root, { recursive: true, force: true });
  });

  test('shows each broken page\'s problems on its own route, while every other route keeps working', async ({ page }) => {
    await page.goto(`${origin}/official/about-us`);
    await expect(page.getByRole('heading', { name: '页面配置有误' })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('main').getByText('pages-config/pages/info/about-us.json:21:15 /body/0/type "nav-barr" is not allowed here — did you mean "nav-bar"?')).toBeVisible();
    // Vite's overlay says the same, as for a broken source file.
    await expect(page.locator('vite-error-overlay')).toContainText('about-us.json:21:15');

    await page.goto(`${origin}/official/city-hotline`);
    await expect(page.getByRole('main').getByText(/pages-config\/pages\/info\/city-hotline\.json:3:\d+ .*missing comma/)).toBeVisible();

    // A page linking to the broken one is not broken by it, and opening a page draws no warning from
    // React Router's development build (a location outside the base path, a navigate during render).
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (['warning', 'error'].includes(message.type())) warnings.push(message.text());
    });
    await page.goto(`${origin}/official/contact-us`);
    await expect(page.getByRole('heading', { name: '页面配置有误' })).toHaveCount(0);
    await page.goto(`${origin}/official/company-honor`);
    // Its first visit: the cold dev server transforms what the page imports first, slower beside other workers.
    await expect(page.getByRole('heading', { name: '公司荣誉', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    expect(warnings.filter((text) => text.includes('Router') || text.includes('navigate('))).toEqual([]);
  });

  test('a form being filled is never blanked by the dev server re-bundling what it meets late', async ({ page }) => {
    // The copy's dependency cache started empty; this form's validator requires ajv's runtime.
    await page.goto(`${origin}/official/dev/bench-form?n=10`);
    const field = page.getByRole('textbox', { name: '字段 1' });
    await field.fill('王小明');
    await page.waitForLoadState('networkidle');
    await expect(field).toHaveValue('王小明');
    expect(server?.output()).not.toContain('optimized dependencies changed');
  });

  test('checks pages against a widget, fragment and activity added while it runs, as validate does', async ({ page }) => {
    test.setTimeout(180_000);
    // new:widget regenerates the docs' tables too.
    cpSync(join(PROJECT, 'docs'), join(root, 'docs'), { recursive: true });
    const scaffold = spawnSync(join(PROJECT, 'node_modules/.bin/tsx'), ['scripts/new-widget.ts', 'countdown'], { cwd: root, encoding: 'utf8' });
    expect(scaffold.status, scaffold.stderr).toBe(0);
    writeFileSync(join(root, 'pages-config/fragments/countdown-note.json'), JSON.stringify({
      $schema: '../../schemas/fragment.schema.json',
      description: 'A line under a countdown saying when the offer ends.',
      params: { until: { type: 'string', description: 'When the offer ends, in words.' } },
      body: { type: 'text', props: { text: '优惠截止：[[until]]' } },
    }, null, 2));
    edit(root, 'pages-config/activities.json', '"activities": {', '"activities": {\n    "ACT_COUNTDOWN_2026": { "name": "年末倒计时", "ended": false, "productId": null, "page": "/act-countdown" },');
    writeFileSync(join(root, 'pages-config/pages/campaign/act-countdown.json'), JSON.stringify({
      route: { path: '/act-countdown', title: '年末倒计时', module: 'campaign', pageCode: 'ACT_COUNTDOWN' },
      body: [
        { type: 'nav-bar' },
        { type: 'countdown', props: { title: '距活动结束还有 3 天' } },
        { use: 'fragments/countdown-note', with: { until: '12 月 31 日' } },
        { use: 'fragments/campaign-lead-form', with: { activityCode: 'ACT_COUNTDOWN_2026', pageCode: 'ACT_COUNTDOWN', title: '预约顾问' } },
      ],
    }, null, 2));

    await expect(async () => {
      await page.goto(`${origin}/official/act-countdown`);
      await expect(page.getByRole('heading', { name: '距活动结束还有 3 天' })).toBeVisible({ timeout: 15_000 });
    }).toPass({ timeout: 120_000 });
    await expect(page.getByText('优惠截止：12 月 31 日')).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面配置有误' })).toHaveCount(0);

    // The playground checks with the same widgets.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${origin}/official/dev/playground`);
    await page.getByLabel('起始页面').selectOption({ label: '/act-countdown　年末倒计时' });
    await expect(page.getByTitle(/^页面预览/).contentFrame().getByRole('heading', { name: '距活动结束还有 3 天' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('region', { name: '问题' }).getByRole('status')).toHaveText('没有问题');
  });

  test('reports a JSON mistake in the campaign activities at its line and column, on each campaign it keeps from being checked', async ({ page }) => {
    const activities = join(root, 'pages-config/activities.json');
    const written = readFileSync(activities, 'utf8');
    writeFileSync(activities, written.replace('"page": "/act-service" },', '"page": "/act-service" }'));
    try {
      await expect(async () => {
        await page.goto(`${origin}/official/act-service`);
        await expect(page.getByRole('main').getByText(/activity "ACT_SERVICE_2026" cannot be checked: pages-config\/activities\.json:\d+:\d+ invalid JSON: missing comma/)).toBeVisible({ timeout: 15_000 });
      }).toPass({ timeout: 60_000 });
      expect(server?.output()).toMatch(/pages-config\/activities\.json:\d+:\d+ {2}\/ {2}invalid JSON: missing comma between two entries/);
    } finally {
      writeFileSync(activities, written);
    }
  });

  test('the playground says what validate says of a page broken on disk, and previews no other page meanwhile', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const problems = page.getByRole('region', { name: '问题' });
    const preview = page.getByTitle(/^页面预览/).contentFrame();
    await page.goto(`${origin}/official/dev/playground`);
    // It starts from /about-us, broken on disk.
    await expect(problems.getByRole('button', { name: /21:15.*"nav-barr" is not allowed here — did you mean "nav-bar"\?/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('有错误，改正后显示预览')).toBeVisible();

    await page.getByLabel('起始页面').selectOption({ label: '/contact-us　联系我们' });
    await expect(preview.getByRole('heading', { name: '联系我们', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('起始页面').selectOption({ label: '/city-hotline　各地服务热线' });
    await expect(problems.getByRole('button', { name: /3:\d+.*invalid JSON: missing comma/ })).toBeVisible();
    await expect(problems.getByRole('status')).toHaveText('1 个错误');
    await expect(page.getByText('有错误，改正后显示预览')).toBeVisible();
    await expect(preview.getByRole('heading', { name: '联系我们' })).toHaveCount(0);
  });

  test('a build refuses the broken pages, naming each with its line and column', () => {
    const build = spawnSync(join(PROJECT, 'node_modules/.bin/vite'), ['build', root, '--outDir', join(root, 'dist')], { encoding: 'utf8' });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toContain('pages-config/pages/info/about-us.json:21:15');
    expect(build.stdout + build.stderr).toMatch(/pages-config\/pages\/info\/city-hotline\.json:3:\d+/);
  });
});

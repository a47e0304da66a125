import { rmSync } from 'node:fs';
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

    // A page linking to the broken one is not broken by it, and opening a page warns of nothing
    // (React Router's development build says when the first load has no fallback).
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
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
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

  test('a build refuses the broken pages, naming each with its line and column', () => {
    const build = spawnSync(join(PROJECT, 'node_modules/.bin/vite'), ['build', root, '--outDir', join(root, 'dist')], { encoding: 'utf8' });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toContain('pages-config/pages/info/about-us.json:21:15');
    expect(build.stdout + build.stderr).toMatch(/pages-config\/pages\/info\/city-hotline\.json:3:\d+/);
  });
});

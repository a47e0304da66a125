// The deployment example (deploy/nginx.conf) serving the build Playwright's webServer made, with the
// sandbox backend behind its /official-api/ proxy: headers, caching, SPA fallback and the app under the
// shipped Content-Security-Policy (Trusted Types included).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { contactFormFilled } from './support/customer';
import { renderNginxConf } from '../../deploy/render-nginx-conf';
import { CONSOLE_BUILD_DIR } from '../../scripts/lib/console-build';
import { E2E_BUILD_DIR, servedSandboxDir } from '../../scripts/lib/sandbox-build';
import { loginBySms } from './support/login-form';
import { watchProblems } from './support/page-problems';
import { DEMO_PHONE } from './support/sandbox';
import { freePort, startServer, stopServer, type Server } from './support/servers';

const PROJECT = join(import.meta.dirname, '../..');
// The mode of the build playwright.config.ts serves: the API is on the page's origin.
const MODE = 'sandbox';
const hasNginx = !spawnSync('nginx', ['-v']).error;
if (!hasNginx) console.warn('deploy.spec.ts: nginx is not on PATH, the deployment example is not tested (apt-get install nginx).');

test('each build mode lets the app call its own API hosts and nothing else off its origin', () => {
  const hosts: Record<string, string> = {
    dev: 'https://dev-api.hongtai-life.example',
    dat: 'https://dat-api.hongtai-life.example',
    uat: 'https://uat-api.hongtai-life.example',
    production: 'https://api.hongtai-life.example',
    'serve-down': 'https://maintenance.hongtai-life.example',
    [MODE]: '',
  };
  for (const [mode, host] of Object.entries(hosts)) {
    const conf = renderNginxConf({ mode, dist: 'dist', listen: '8080', apiUpstream: host || 'http://127.0.0.1:7300' });
    expect(conf, mode).toContain(`connect-src 'self'${host ? ` ${host}` : ''}; `);
  }
});

test('vite preview, which serves the builds under test, caches the app\'s files as nginx does', async ({ request }) => {
  const html = await (await request.get('/official/')).text();
  const script = html.match(/src="(\/official\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  expect((await request.get(script!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/official/about-us')).headers()['cache-control']).toBe('no-cache');
});

/** A page version's name: its content's SHA-256. */
const VERSION = 'a'.repeat(64);

test.describe('deploy/nginx.conf', () => {
  test.skip(!hasNginx, 'nginx is not on PATH (apt-get install nginx)');

  let prefix: string;
  let sandbox: Server | undefined;
  let nginx: Server | undefined;
  let origin: string;

  test.beforeAll(async () => {
    prefix = mkdtempSync(join(tmpdir(), 'official-nginx-'));
    // Started as root, nginx runs its workers as nobody: they must reach the temp files under the prefix.
    chmodSync(prefix, 0o755);
    const [apiPort, webPort] = [await freePort(), await freePort()];
    origin = `http://127.0.0.1:${webPort}`;
    sandbox = await startServer(process.execPath, ['--import', 'tsx', join(PROJECT, 'sandbox/serve.ts')], `http://127.0.0.1:${apiPort}/official-api/`, { SANDBOX_PORT: String(apiPort) });
    const conf = join(prefix, 'nginx.conf');
    // A copy under the prefix: the checkout itself may sit in a directory nobody cannot enter (mktemp's 0700).
    cpSync(join(PROJECT, servedSandboxDir(E2E_BUILD_DIR)), join(prefix, 'dist'), { recursive: true });
    // The publishing service's object store as a directory: a release and one version.
    mkdirSync(join(prefix, 'pages/versions'), { recursive: true });
    writeFileSync(join(prefix, 'pages/release.json'), JSON.stringify({ manifest: '{}', signature: '', keyId: 'studio-1' }));
    writeFileSync(join(prefix, `pages/versions/${VERSION}.json`), JSON.stringify({ route: { path: '/act-winter' }, body: [] }));
    mkdirSync(join(prefix, 'pages/assets'));
    copyFileSync(join(PROJECT, 'public/share-default.png'), join(prefix, `pages/assets/${VERSION}.png`));
    // The operations console's build, its API proxied to the publishing service the browser tests' server runs.
    cpSync(join(PROJECT, CONSOLE_BUILD_DIR), join(prefix, 'console'), { recursive: true });
    const studio = { console: join(prefix, 'console'), upstream: test.info().project.use.baseURL! };
    writeFileSync(conf, renderNginxConf({ mode: MODE, dist: join(prefix, 'dist'), listen: `127.0.0.1:${webPort}`, apiUpstream: `http://127.0.0.1:${apiPort}`, pages: join(prefix, 'pages'), studio }));
    nginx = await startServer('nginx', ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], `${origin}/official/`);
  });

  test.afterAll(async () => {
    await stopServer(nginx);
    await stopServer(sandbox);
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  test('index.html carries the policies and is revalidated on every visit', async () => {
    const response = await fetch(`${origin}/official/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "require-trusted-types-for 'script'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The page itself holds the policy too, after the referrer policy and before anything it loads.
    const head = (await response.text()).split('<head>')[1];
    expect(head.trimStart()).toMatch(/^<meta name="referrer" content="strict-origin" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';[^"]*"/);
  });

  test('what operations staff published: a version and an uploaded picture are kept for good, the release revalidated, nothing else served', async () => {
    const release = await fetch(`${origin}/official-pages/release.json`);
    expect(release.status).toBe(200);
    expect(release.headers.get('cache-control')).toBe('no-cache');
    const version = await fetch(`${origin}/official-pages/versions/${VERSION}.json`);
    expect(await version.json()).toEqual({ route: { path: '/act-winter' }, body: [] });
    expect(version.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const picture = await fetch(`${origin}/official-pages/assets/${VERSION}.png`);
    expect([picture.status, picture.headers.get('content-type'), picture.headers.get('cache-control')]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
    for (const other of ['/official-pages/', `/official-pages/versions/${'f'.repeat(64)}.json`, '/official-pages/keys.json', `/official-pages/assets/${VERSION}.svg`]) {
      expect((await fetch(`${origin}${other}`)).status, other).toBe(404);
    }
  });

  test('the operations console: its files under /official-studio/ (any deep link its index.html), its API proxied to the publishing service', async ({ page }) => {
    const index = await fetch(`${origin}/official-studio/`);
    expect([index.status, index.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    expect(index.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
    const html = await index.text();
    expect(html).toContain('<div id="console"></div>');
    const deep = await fetch(`${origin}/official-studio/pages/12?tab=preview`);
    expect(await deep.text()).toBe(html);
    const script = html.match(/src="(\/official-studio\/assets\/[^"]+\.js)"/)?.[1];
    expect((await fetch(`${origin}${script}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/official-studio/assets/index-missing.js`)).status).toBe(404);
    // The service answers through the proxy, with its own caching, and sees the browser's host.
    const me = await fetch(`${origin}/official-studio/api/me`);
    expect([me.status, me.headers.get('cache-control'), (await me.json()).error.message]).toEqual([401, 'no-store', '请先登录（登录已过期或已退出）']);
    const problems = await watchProblems(page);
    await page.goto(`${origin}/official-studio/`);
    await expect(page.getByRole('heading', { name: '登录运营发布台' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('hashed assets are cached for a year and sent compressed; a missing one is a 404, not the app', async () => {
    const html = await (await fetch(`${origin}/official/`)).text();
    const script = html.match(/src="(\/official\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${origin}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    const missing = await fetch(`${origin}/official/assets/index-missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  test('a page is answered with its own document, preloading its files, and any other deep link with index.html; both revalidated', async () => {
    const index = await (await fetch(`${origin}/official/`)).text();
    const page = await fetch(`${origin}/official/policy-list`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const own = await page.text();
    expect(own).toContain(index.slice(0, index.indexOf('</head>')));
    expect(own).toMatch(/<link rel="modulepreload" crossorigin href="\/official\/assets\/policy-list-[\w-]+\.js">/);
    // A page every visitor sees alike carries its markup, and fetches its scripts after its stylesheets.
    const aboutUs = await (await fetch(`${origin}/official/about-us`)).text();
    expect(aboutUs).toContain('<div id="prerendered" data-audience="everyone" aria-busy="true"><main class="page">');
    expect(aboutUs).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/official\/assets\/about-us-[\w-]+\.js">/);
    // A route with an optional param: its address without one has a document of its own too.
    expect(await (await fetch(`${origin}/official/me/info/edit`)).text()).toContain('<meta name="official-preloaded-route" content="/me/info/edit/:platform?">');
    const deep = await fetch(`${origin}/official/third-party-page/hqbean`);
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toBe(index);
  });

  test('the app renders 关于我们 with no CSP violation and no console error', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto(`${origin}/official/about-us`);
    await expect(page).toHaveTitle('关于我们');
    await expect(page.getByRole('heading', { name: '关于鸿泰人寿' })).toBeVisible();
    await expect(page.getByText('人民币 50 亿元')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('rich text, the login form and a business form work under Trusted Types', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto(`${origin}/official/share-home`);
    await expect(page.getByRole('heading', { name: '欢迎来到鸿泰人寿' })).toBeVisible();
    await page.goto(`${origin}/official/news-center`);
    await expect(page).toHaveTitle('新闻中心');
    await page.goto(`${origin}/official/news-center-details?id=N005`);
    await expect(page.getByText('升级期间 400-820-9555 电话服务暂停', { exact: false })).toBeVisible();
    // A table is more than bare formatting: it shows through the sanitiser, loaded for it.
    await page.goto(`${origin}/official/public-information-details?id=PI004`);
    await expect(page.getByRole('cell', { name: '168.2%' })).toBeVisible();

    await page.goto(`${origin}/official/login?redirect=%2Fme%2Finfo%2Fedit`);
    await page.getByRole('button', { name: '《隐私政策》' }).click();
    await expect(page.getByRole('heading', { name: '一、我们如何收集和使用您的个人信息' })).toBeVisible();
    await page.getByRole('button', { name: '关闭' }).click();
    await loginBySms(page, DEMO_PHONE);
    await contactFormFilled(page);
    await page.getByLabel('电子邮箱').fill('mingxuan.li#example.com');
    await page.getByRole('button', { name: '保存修改' }).click();
    await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the ?t= token of a shared link never reaches a Referer', async ({ page }) => {
    const referers: Array<Promise<string>> = [];
    page.on('request', (request) => referers.push(request.allHeaders().then((headers) => headers.referer ?? '', () => '')));
    await page.goto(`${origin}/official/share-home?t=abc#frag`);
    await expect(page.getByRole('heading', { name: '欢迎来到鸿泰人寿' })).toBeVisible();
    const sent = (await Promise.all(referers)).filter(Boolean);
    expect(sent.length).toBeGreaterThan(3);
    expect(sent.filter((referer) => referer.includes('abc'))).toEqual([]);
  });
});

// The service client as builds make it (scripts/vite-plugin-stand-ins.ts leaves out the parts of axios
// the portal never runs), checked in real Chromium against answers the page's network gives.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../../../scripts/lib/browser';
import { standInsPlugin } from '../../../scripts/vite-plugin-stand-ins';

const ORIGIN = 'http://portal.test';
let browser: Browser;
let page: Page;
let bundle: string;
const requests: Array<{ method: string; url: string; headers: Record<string, string>; body: string | null }> = [];

beforeAll(async () => {
  const entry = fileURLToPath(new URL('../../../runtime/http/client.ts', import.meta.url));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [standInsPlugin()],
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'serviceClient' } },
  })) as Rolldown.RolldownOutput[];
  bundle = output[0].output[0].code;
  browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    if (request.url() === `${ORIGIN}/`) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>client</title>' });
    requests.push({ method: request.method(), url: request.url(), headers: request.headers(), body: request.postData() });
    if (request.url().includes('/missing')) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"无此保单"}' });
    if (request.url().includes('/down')) return route.abort('connectionrefused');
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: '000000', data: { echoed: request.postDataJSON() ?? null } }) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.addScriptTag({ content: bundle });
  // Any use of fetch is a failure of the build: the client sends with XMLHttpRequest alone.
  await page.evaluate(() => {
    window.fetch = () => Promise.reject(new Error('fetch was used'));
    const w = window as unknown as { serviceClient: { createServiceClient(deps: unknown): unknown }; send: unknown };
    const fetchService = w.serviceClient.createServiceClient({
      catalogue: {
        families: { policy: { envelope: 'code', baseEnv: 'VITE_API_POLICY' } },
        endpoints: {
          'policy.detail': { family: 'policy', method: 'GET', path: 'policies/{policyNo}', silent: false, auth: 'user' },
          'policy.missing': { family: 'policy', method: 'GET', path: 'missing', silent: false, auth: 'user' },
          'policy.down': { family: 'policy', method: 'GET', path: 'down', silent: false, auth: 'user' },
          'policy.update': { family: 'policy', method: 'POST', path: 'policies/update', silent: false, auth: 'user' },
        },
      },
      baseUrl: (family: string) => `/official-api/${family}`,
      timeoutMs: 10_000,
      credentials: () => ({ accessToken: 'tok-1', remoteClient: 'client-7' }),
      onFailure: () => undefined,
    }) as (service: string, request: object) => Promise<unknown>;
    w.send = (service: string, request: object) => fetchService(service, request).then(
      (data) => ({ data }),
      (error: { kind: string; message: string }) => ({ failure: `${error.kind}: ${error.message}` }),
    );
  });
}, 60_000);

afterAll(() => browser?.close());

const send = (service: string, request: object) => page.evaluate(([name, body]) => (window as unknown as { send(service: string, request: object): Promise<unknown> }).send(name, body), [service, request] as const);

describe('the built service client', () => {
  it('leaves out axios\'s fetch adapter, status names and cancel token', () => {
    expect(bundle).toContain('XMLHttpRequest');
    expect(bundle).not.toContain('not supported by the current fetch implementation');
    expect(bundle).not.toContain('NetworkAuthenticationRequired');
    expect(bundle).not.toContain('executor must be a function');
  });

  it('sends a query with the portal\'s headers over XMLHttpRequest and unwraps the answer', async () => {
    await expect(send('policy.detail', { params: { policyNo: 'P 1', year: 2024 } })).resolves.toEqual({ data: { echoed: null } });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: `${ORIGIN}/official-api/policy/policies/P%201?year=2024` });
    expect(requests.at(-1)!.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-remote-client': 'client-7' });
  });

  it('sends a write\'s body as JSON', async () => {
    await expect(send('policy.update', { body: { mobile: '13800138000' } })).resolves.toEqual({ data: { echoed: { mobile: '13800138000' } } });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: '{"mobile":"13800138000"}' });
    expect(requests.at(-1)!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('tells a refusal by the server\'s message, and no server by the network\'s failure', async () => {
    expect(await send('policy.missing', {})).toEqual({ failure: 'http: 无此保单' });
    expect(await send('policy.down', {})).toMatchObject({ failure: expect.stringMatching(/^network: /) });
  });
});

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const browserSources = (folder: string): string[] => readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file)).map((file) => join(folder, file));
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('the axios stand-ins', () => {
  it('are given to the importer each stands in for alone', () => {
    const resolve = standInsPlugin().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('./fetch.js', '/work/node_modules/axios/lib/adapters/adapters.js')).toMatch(/runtime\/http\/no-fetch-adapter\.ts$/);
    expect(resolve('./helpers/HttpStatusCode.js', '/work/node_modules/axios/lib/axios.js')).toMatch(/runtime\/http\/unread-axios-export\.ts$/);
    expect(resolve('./cancel/CancelToken.js', '/work/node_modules/axios/lib/axios.js')).toMatch(/runtime\/http\/unread-axios-export\.ts$/);
    expect(resolve('./fetch.js', '/work/node_modules/other/lib/adapters/adapters.js')).toBeNull();
    expect(resolve('./fetch.js', '/work/node_modules/axios/lib/axios.js')).toBeNull();
    expect(resolve('./xhr.js', '/work/node_modules/axios/lib/adapters/adapters.js')).toBeNull();
    expect(resolve('../cancel/CancelToken.js', '/work/node_modules/axios/lib/core/Axios.js')).toBeNull();
  });

  it('stand for what no browser code reads', () => {
    const readers = ['runtime', 'widgets'].flatMap(browserSources).filter((file) => /\b(HttpStatusCode|CancelToken)\b/.test(withoutComments(readFileSync(join(ROOT, file), 'utf8'))));
    expect(readers).toEqual([]);
  });
});

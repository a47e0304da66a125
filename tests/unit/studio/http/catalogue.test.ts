import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../studio/server/database/database';
import { createStudioHandler } from '../../../../studio/server/http/handler';
import { memoryStore } from '../../../../studio/server/releases/object-store';
import { projectRoot } from '../../../../scripts/lib/page-files';
import { widgetFolders } from '../../../../scripts/lib/palette-problems';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, PASSWORD, passingGates, resetDatabase, testClock, testSigningKey, serve } from '../studio-fixture';

let db: Database;
let base: string;
let stop: () => void;
const clock = testClock('2027-03-01T08:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  const handler = createStudioHandler({ db, store: memoryStore(), key: await testSigningKey(), gates: passingGates, now: clock.now, log: () => undefined });
  ({ base, close: stop } = await serve(handler));
}, DATABASE_START_TIMEOUT);
afterAll(async () => {
  stop();
  await closeTestDatabase(db);
});
beforeEach(async () => {
  await resetDatabase(db);
  await addStaff(db, 'author', ['editor']);
});

/** The author's session cookie and CSRF token. */
async function signIn(): Promise<{ cookie: string; csrfToken: string }> {
  const response = await fetch(`${base}login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'author', password: PASSWORD }) });
  return { cookie: response.headers.get('set-cookie')!.split(';')[0], csrfToken: (await response.json()).csrfToken };
}

const get = (path: string, cookie?: string) => fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} });
const CHINESE = /[\u4e00-\u9fff]/;

describe('the visual editor\'s catalogue', () => {
  it('is for signed-in staff only', async () => {
    for (const path of ['catalogue', 'catalogue/pictures/widget-hero.webp']) {
      const response = await get(path);
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe('请先登录（登录已过期或已退出）');
    }
  });

  it('lists every widget folder with its Chinese name, purpose and labels, the fragments, icons, services, colours and templates', async () => {
    const catalogue = await (await get('catalogue', (await signIn()).cookie)).json();
    expect(catalogue.widgets.map((widget: { type: string }) => widget.type)).toEqual(widgetFolders().map((folder) => basename(folder)).sort());
    for (const widget of catalogue.widgets) {
      expect(widget.name, widget.type).toMatch(CHINESE);
      expect(widget.purpose, widget.type).toMatch(CHINESE);
      expect(widget.schema.type, widget.type).toBe('object');
    }
    expect(catalogue.widgets.find((widget: { type: string }) => widget.type === 'hero')).toMatchObject({ name: '头图', bindable: false, labels: { subtitle: '副标题' }, picture: 'catalogue/pictures/widget-hero.webp' });
    expect(catalogue.widgets.find((widget: { type: string }) => widget.type === 'input')).toMatchObject({ name: '输入框', bindable: true });
    expect(catalogue.fragments.find((fragment: { name: string }) => fragment.name === 'fragments/campaign-benefits')).toMatchObject({ title: '活动权益', kind: 'block', params: { items: { type: 'array' } }, labels: { items: '权益' }, picture: 'catalogue/pictures/fragment-campaign-benefits.webp' });
    expect(catalogue.fragments.find((fragment: { name: string }) => fragment.name === 'fragments/fraud-check').kind).toBe('action');
    expect(catalogue.icons.find((icon: { name: string }) => icon.name === 'checkup')).toEqual({ name: 'checkup', label: '体检', picture: 'catalogue/pictures/icon-checkup.svg' });
    expect(catalogue.services.find((service: { id: string }) => service.id === 'face.newsList')).toMatchObject({ summary: '新闻列表（按栏目）', params: { required: ['category'] } });
    expect(catalogue.colours.find((colour: { name: string }) => colour.name === 'brand')).toEqual({ name: 'brand', label: '品牌蓝', value: '#165dff', variable: '--brand' });
    expect(catalogue.templates).toEqual([{ kind: 'campaign', title: '活动页' }, { kind: 'info', title: '信息页' }]);
  });

  it('lists the routes a link may lead to, the store\'s pages among them, never a developer page', async () => {
    const { cookie, csrfToken } = await signIn();
    const created = await fetch(`${base}pages`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrfToken },
      body: JSON.stringify({ kind: 'info', path: '/service-news', title: '服务公告' }),
    });
    expect(created.status).toBe(201);
    const { routes } = await (await get('catalogue', cookie)).json();
    expect(routes).toContainEqual({ path: '/about-us', title: '关于我们' });
    expect(routes).toContainEqual({ path: '/service-news', title: '服务公告' });
    expect(routes.find((route: { path: string }) => route.path === '/policy-business/am/list/:mode?').params).toEqual({ mode: { optional: true, values: ['policy', 'individual'] } });
    expect(routes.filter((route: { path: string }) => route.path.startsWith('/dev/'))).toEqual([]);
    expect(routes).toContainEqual({ path: '/development-course', title: '发展历程' });
  });

  it('serves the pictures it names, kept an hour, and nothing else', async () => {
    const { cookie } = await signIn();
    const hero = await get('catalogue/pictures/widget-hero.webp', cookie);
    expect(hero.status).toBe(200);
    expect(hero.headers.get('content-type')).toBe('image/webp');
    expect(hero.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await hero.arrayBuffer())).toEqual(readFileSync(join(projectRoot, 'tests/snapshots/phone/dev-widget-gallery-hero.webp')));
    const benefits = await get('catalogue/pictures/fragment-campaign-benefits.webp', cookie);
    expect(benefits.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await benefits.arrayBuffer())).toEqual(readFileSync(join(projectRoot, 'tests/snapshots/phone/dev-fragment-gallery-campaign-benefits.webp')));
    const icon = await get('catalogue/pictures/icon-checkup.svg', cookie);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    for (const name of ['widget-hopscotch.webp', '..%2F..%2Fpackage.json', '%2E%2E%2F%2E%2E%2F%2E%2E%2Fpackage.json']) {
      const refused = await get(`catalogue/pictures/${name}`, cookie);
      expect(refused.status, name).toBe(404);
      expect((await refused.json()).error.message, name).toBe('没有这张图片');
    }
    // A path climbing out of the folder is resolved before it reaches the service: no route is there.
    const climbing = await fetch(`${base}catalogue/pictures/x/../../../../package.json`, { headers: { Cookie: cookie } });
    expect(climbing.status).toBe(404);
    expect(await climbing.text()).not.toContain('"name": "official"');
  });
});

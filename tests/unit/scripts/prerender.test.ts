// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrerenderer, prerenderAudience, type Prerenderer } from '../../../scripts/lib/prerender';
import { projectRoot, readExpandedPages } from '../../../scripts/lib/page-files';

// The pages are read and expanded once for the file, not again for each page looked up (half a second or more apiece).
let expanded: ReturnType<typeof readExpandedPages> | undefined;
const pageAt = (path: string) => structuredClone((expanded ??= readExpandedPages()).find(({ page }) => page.route?.path === path)!.page);

describe('whom a page\'s build-time markup is for', () => {
  const page = (extra: Record<string, unknown>, route: Record<string, unknown> = {}) => ({ route: { path: '/x', ...route }, body: [], ...extra });

  it('everyone, when every visitor and customer sees the page alike until its services answer', () => {
    expect(prerenderAudience(pageAt('/about-us'))).toBe('everyone');
    expect(prerenderAudience(page({ data: { news: { service: 'face.newsList' } } }))).toBe('everyone');
  });

  it('visitors, when the page reads the session or is a home tab visitors browse', () => {
    expect(prerenderAudience(pageAt('/share-home'))).toBe('visitors');
    expect(prerenderAudience(page({ body: [{ type: 'text', props: { text: '{{ session.personal.realName }}' } }] }))).toBe('visitors');
    expect(prerenderAudience(page({}, { visitor: true }))).toBe('visitors');
  });

  it('no one, when the page needs a login, reads the address, restores a draft or runs an entry action', () => {
    expect(prerenderAudience(page({}, { login: true }))).toBeUndefined();
    expect(prerenderAudience(page({}, { path: '/policy/:businessNo' }))).toBeUndefined();
    expect(prerenderAudience(page({ data: { news: { service: 'face.newsList', params: { id: '{{ query.id }}' } } } }))).toBeUndefined();
    expect(prerenderAudience(page({ persist: ['form'] }))).toBeUndefined();
    expect(prerenderAudience(page({ onEnter: { action: 'toast', message: '欢迎' } }))).toBeUndefined();
  });
});

describe('a page rendered at build time', () => {
  let prerenderer: Prerenderer;
  beforeAll(async () => { prerenderer = await createPrerenderer(projectRoot); }, 60_000);
  afterAll(() => prerenderer.close());

  it('is the widgets\' own markup, with app constants and static sources filled in and its rich text sanitised', async () => {
    const html = await prerenderer.render(pageAt('/about-us'));
    expect(html).toMatch(/^<main class="page">/);
    expect(html).toContain('<h1 class="w-nav-bar__title" tabindex="-1">关于我们</h1>');
    expect(html).toContain('关于鸿泰人寿');
    expect(html).toContain('<dd>鸿泰人寿保险股份有限公司</dd>');
    expect(html).toContain('鸿泰控股集团有限公司');
    expect(html).toContain('<p>鸿泰人寿保险股份有限公司（以下简称“鸿泰人寿”）');
    expect(html).not.toMatch(/<script|\{\{/);
  });

  it('carries no script or handler a page\'s HTML may hold: rich text is sanitised as in the browser', async () => {
    const html = await prerenderer.render({ route: { path: '/x' }, body: [{ type: 'rich-text', props: { html: '<p>正文<img src="x.png" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>' } }] });
    expect(html).toContain('<p>正文<img src="x.png"></p>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('is the page a new visitor sees where it reads the session', async () => {
    const html = await prerenderer.render(pageAt('/share-home'));
    expect(html).toContain('欢迎来到鸿泰人寿');
    expect(html).toContain('登录/注册');
    expect(html).not.toContain('我的保障');
  });

  it('shows a source bound to a service as loading, keeping its room, and no script', async () => {
    const html = await prerenderer.render({
      route: { path: '/x', title: '资讯' },
      data: { news: { service: 'face.newsList' } },
      body: [{ type: 'list', source: 'news', children: [{ type: 'card', repeat: '{{ data.news.list }}', props: { title: '{{ item.title }}' } }] }],
    });
    expect(html).toContain('<h1 class="visually-hidden" tabindex="-1">资讯</h1>');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('source-state--for-list');
  });

  it('is refused with the reason when a widget cannot render', async () => {
    await expect(prerenderer.render({ route: { path: '/x' }, body: [{ type: 'rich-text', props: { html: 42 } }] })).rejects.toThrow('html.split is not a function');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrerenderer, prerenderable, type Prerenderer } from '../../../scripts/lib/prerender';
import { projectRoot, readExpandedPages } from '../../../scripts/lib/page-files';

const pageAt = (path: string) => readExpandedPages().find(({ page }) => page.route?.path === path)!.page;

describe('which pages are rendered at build time', () => {
  const page = (extra: Record<string, unknown>, route: Record<string, unknown> = {}) => ({ route: { path: '/x', ...route }, body: [], ...extra });

  it('those every visitor sees alike until their services answer', () => {
    expect(prerenderable(pageAt('/about-us'))).toBe(true);
    expect(prerenderable(page({ data: { news: { service: 'face.newsList' } } }))).toBe(true);
  });

  it('not those that need a login, read the session or the address, restore a draft or run an entry action', () => {
    expect(prerenderable(page({}, { login: true }))).toBe(false);
    expect(prerenderable(pageAt('/share-home'))).toBe(false);
    expect(prerenderable(page({}, { path: '/policy/:businessNo' }))).toBe(false);
    expect(prerenderable(page({ body: [{ type: 'text', props: { text: '{{ session.realName }}' } }] }))).toBe(false);
    expect(prerenderable(page({ data: { news: { service: 'face.newsList', params: { id: '{{ query.id }}' } } } }))).toBe(false);
    expect(prerenderable(page({ persist: ['form'] }))).toBe(false);
    expect(prerenderable(page({ onEnter: { action: 'toast', message: '欢迎' } }))).toBe(false);
  });
});

describe('a page rendered at build time', () => {
  let prerenderer: Prerenderer;
  beforeAll(async () => { prerenderer = await createPrerenderer(projectRoot, '鸿泰人寿保险股份有限公司'); }, 60_000);
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
    await expect(prerenderer.render({ route: { path: '/x' }, body: [{ type: 'rich-text', props: { html: 42 } }] })).rejects.toThrow('html.replace is not a function');
  });
});

import { mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate } from '../../../../studio/server/gates/gate';
import { imageGate } from '../../../../studio/server/gates/image-gate';
import { projectRoot } from '../../../../scripts/lib/page-files';

const publicDir = mkdtempSync(join(tmpdir(), 'portal-public-'));
mkdirSync(join(publicDir, 'images'));
const PNG = readFileSync(join(projectRoot, 'public/share-default.png'));
writeFileSync(join(publicDir, 'images/banner.png'), PNG);
writeFileSync(join(publicDir, 'images/huge.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4800" height="900"></svg>');
writeFileSync(join(publicDir, 'images/heavy.png'), Buffer.concat([PNG, Buffer.alloc(600 * 1024)]));
writeFileSync(join(publicDir, 'images/notes.txt'), 'not a picture');
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

/** The partner's image host as the gate fetches it. */
const fetch = (async (url: string | URL) => {
  const { pathname } = new URL(String(url));
  if (pathname === '/banner.png') return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
  if (pathname === '/page.html') return new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });
  return new Response('', { status: 404 });
}) as typeof globalThis.fetch;

const schemas = new Map<string, any>([
  ['image', { type: 'object', properties: { src: { type: 'string', contentMediaType: 'image/*' }, alt: { type: 'string' } } }],
  ['swiper', { type: 'object', properties: { items: { type: 'array', items: { type: 'object', properties: { image: { type: 'string', contentMediaType: 'image/*' }, title: { type: 'string' } } } } } }],
  ['card', { type: 'object', properties: { title: { type: 'string' } } }],
]);
const gate = imageGate({ widgetSchemas: async () => schemas, publicDir, fetch });

const refusals = (body: unknown[], share?: Record<string, unknown>) => gate({ content: { route: { path: '/act/x' }, body, ...(share && { share }) } } as unknown as Candidate);

describe('the pictures a version names', () => {
  it('pass when each exists within its limits: the portal\'s own, a partner\'s, and one that is the page\'s data', async () => {
    expect(await refusals([
      { type: 'image', props: { src: '/official/images/banner.png', alt: '春季活动' } },
      { type: 'card', children: [{ type: 'swiper', props: { items: [{ image: 'https://www.hongtai-life.example/banner.png', title: '活动' }, { image: '{{ item.cover }}' }] } }] },
    ], { image: 'https://www.hongtai-life.example/banner.png' })).toEqual([]);
  });

  it('refuse a picture that is missing, not a picture, too heavy or too large, each at its prop', async () => {
    expect(await refusals([
      { type: 'image', props: { src: '/official/images/missing.png' } },
      { type: 'image', props: { src: '/official/images/notes.txt' } },
      { type: 'image', props: { src: '/official/images/heavy.png' } },
      { type: 'card', children: [{ type: 'image', props: { src: '/official/images/huge.svg' } }] },
      { type: 'image', props: { src: '/official/../package.json' } },
    ])).toEqual([
      { field: '/body/0/props/src', message: '图片 /official/images/missing.png 门户中没有这张图片' },
      { field: '/body/1/props/src', message: '图片 /official/images/notes.txt 无法识别为图片（支持 PNG、JPEG、WebP、GIF、SVG）' },
      { field: '/body/2/props/src', message: '图片 /official/images/heavy.png 有 632 KB，超过 512 KB：请压缩后再用' },
      { field: '/body/3/children/0/props/src', message: '图片 /official/images/huge.svg 尺寸 4800×900 超过 3000 像素：请缩小后再用' },
      { field: '/body/4/props/src', message: '图片 /official/../package.json 不在门户的图片目录中' },
    ]);
  });

  it('refuse a partner\'s picture that cannot be fetched or is not a picture, and one inlined in the page', async () => {
    expect(await refusals([{ type: 'swiper', props: { items: [{ image: 'https://www.hongtai-life.example/gone.png' }, { image: 'https://www.hongtai-life.example/page.html' }] } }], { image: 'data:image/png;base64,iVBORw0KGgo=' })).toEqual([
      { field: '/body/0/props/items/0/image', message: '图片 https://www.hongtai-life.example/gone.png 无法获取（HTTP 404）' },
      { field: '/body/0/props/items/1/image', message: '图片 https://www.hongtai-life.example/page.html 不是图片（text/html）' },
      { field: '/share/image', message: '图片 data:image/png;base64,iVBORw0KGgo= 不能把图片内嵌在页面中（data: 地址），请上传后使用图片地址' },
    ]);
  });
});

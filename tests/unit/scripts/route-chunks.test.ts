// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkClosure, compactChunkMap, routeDocument, routeDocumentName, type ChunkFacts } from '../../../scripts/lib/route-chunks';
import { formsOf } from '../../../scripts/lib/page-forms';
import { createHash } from 'node:crypto';
import { SIGNED_IN_CHECK } from '../../../scripts/lib/signed-in-check';
import { contentSecurityPolicy } from '../../../scripts/lib/security-headers';

const chunk = (fileName: string, imports: string[] = [], css: string[] = []): [string, ChunkFacts] => [fileName, { fileName, imports, css }];
const chunks = new Map([
  chunk('index.js', ['react.js'], ['index.css']),
  chunk('react.js'),
  chunk('share-home.js'),
  chunk('Swiper.js', ['esm.js', 'react.js'], ['Swiper.css']),
  chunk('NoticeBar.js', ['esm.js', 'icon.js'], ['NoticeBar.css']),
  chunk('esm.js', [], ['esm.css']),
  chunk('icon.js', ['esm.js']),
]);

describe('chunkClosure', () => {
  it('follows static imports and takes their CSS, each file once', () => {
    expect(chunkClosure(chunks, ['Swiper.js', 'NoticeBar.js'])).toEqual(['Swiper.js', 'esm.js', 'esm.css', 'react.js', 'Swiper.css', 'NoticeBar.js', 'icon.js', 'NoticeBar.css']);
  });

  it('leaves out what the entry has loaded already', () => {
    const loaded = new Set(chunkClosure(chunks, ['index.js']));
    expect(loaded).toEqual(new Set(['index.js', 'react.js', 'index.css']));
    expect(chunkClosure(chunks, ['Swiper.js'], loaded)).toEqual(['Swiper.js', 'esm.js', 'esm.css', 'Swiper.css']);
  });

  it('ignores a name that is no chunk of the build', () => {
    expect(chunkClosure(chunks, ['missing.js'])).toEqual([]);
  });
});

describe('compactChunkMap', () => {
  it('names each file once and lists pages and widgets by index', () => {
    expect(compactChunkMap({ '/share-home': ['share-home.js', 'esm.js'] }, { swiper: ['Swiper.js', 'esm.js'], text: [] })).toEqual({
      files: ['share-home.js', 'esm.js', 'Swiper.js'],
      pages: { '/share-home': [0, 1] },
      widgets: { swiper: [2, 1], text: [] },
    });
  });
});

describe('route documents', () => {
  const index = '<!doctype html>\n<html>\n  <head>\n    <title>鸿泰人寿</title>\n    <script type="module" crossorigin src="/official/assets/index.js"></script>\n  </head>\n  <body>\n    <div id="app"></div>\n  </body>\n</html>\n';

  it('preload the route\'s scripts as modules and its stylesheets as styles, as the runtime would, in index.html\'s head, and name the route', () => {
    const document = routeDocument(index, '/about-us', ['assets/about-us.js', 'assets/Hero.css'], '/official/');
    expect(document).toContain('<link rel="modulepreload" crossorigin href="/official/assets/about-us.js">');
    expect(document).toContain('<link rel="preload" as="style" crossorigin href="/official/assets/Hero.css">');
    expect(document).toContain('<meta name="official-preloaded-route" content="/about-us">');
    expect(document.indexOf('Hero.css')).toBeLessThan(document.indexOf('</head>'));
    // Everything else is index.html as it is.
    expect(document.replace(/\s*<(link rel="(modulepreload|preload)"|meta name="official-preloaded-route")[^>]*>/g, '')).toBe(index);
  });

  it('carry a page rendered at build time before the app\'s root, with its stylesheets applied at once', () => {
    const document = routeDocument(index, '/about-us', ['assets/about-us.js', 'assets/Hero.css'], '/official/', { markup: '<main class="page"><h2>关于鸿泰人寿 $& $1</h2></main>', audience: 'everyone' });
    expect(document).toContain('<link rel="stylesheet" crossorigin href="/official/assets/Hero.css">');
    // Drawing it needs the stylesheets alone: every script, the entry's included, comes after them.
    expect(document).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/official/assets/about-us.js">');
    expect(document).toContain('<script type="module" fetchpriority="low" crossorigin src="/official/assets/index.js"></script>');
    // The markup as rendered: "$&" in a page's text is not a replacement pattern.
    expect(document).toContain('<div id="prerendered" data-audience="everyone" aria-busy="true"><main class="page"><h2>关于鸿泰人寿 $& $1</h2></main></div>\n    <div id="app"></div>');
    expect(document).not.toContain('<script>');
  });

  it('hide markup meant for visitors from a signed-in customer, by a check in the head the CSP lets run', () => {
    const document = routeDocument(index, '/share-home', [], '/official/', { markup: '<main class="page">欢迎来到鸿泰人寿</main>', audience: 'visitors' });
    expect(document).toContain(`<script>${SIGNED_IN_CHECK}</script>`);
    expect(document.indexOf(SIGNED_IN_CHECK)).toBeLessThan(document.indexOf('</head>'));
    expect(document).toContain('<div id="prerendered" data-audience="visitors" aria-busy="true">');
    const hash = createHash('sha256').update(SIGNED_IN_CHECK).digest('base64');
    expect(contentSecurityPolicy({}, 'header')).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('are named after the address a route answers without its optional params; none where a param is required', () => {
    expect(routeDocumentName('/about-us')).toBe('about-us.html');
    expect(routeDocumentName('/me/info/edit/:platform?')).toBe('me/info/edit.html');
    expect(routeDocumentName('/a/:b?/:c?')).toBe('a.html');
    for (const path of ['/', '/:tab?', '/policy/:businessNo', '/policy/:businessNo/detail', '/claim/*']) expect(routeDocumentName(path), path).toBeUndefined();
  });
});

describe('formsOf', () => {
  it('finds the forms schema-form nodes name, at any depth, but not forms chosen by an expression', () => {
    const page = {
      data: { fields: { static: [{ type: 'schema-form', props: { form: 'in-data' } }] } },
      body: [
        { type: 'section', children: [{ type: 'schema-form', props: { form: 'contact' } }] },
        { type: 'popup', props: { content: [{ type: 'schema-form', props: { form: 'bench-10' } }] } },
        { type: 'schema-form', props: { form: '{{ state.form }}' } },
        { type: 'text', props: { form: 'not-a-form' } },
      ],
    };
    expect(formsOf(page.body)).toEqual(['contact', 'bench-10']);
  });
});

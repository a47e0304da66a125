import { PRELOADED_ROUTE_META, preloadAs, type ChunkMap } from '../../runtime/router/route-files';
import { PRERENDERED_ID } from '../../runtime/router/prerendered';
import { SIGNED_IN_CHECK } from './signed-in-check';

const APP_ROOT = '<div id="app"></div>';
const MODULE_TAG = /<script type="module"|<link rel="modulepreload"/g;

/** A page's markup rendered at build time, and whom it is right for (scripts/lib/prerender.ts). */
export interface Prerendered { markup: string; audience: 'everyone' | 'visitors' }

/** What the build says about one output chunk (a subset of Rollup's OutputChunk and Vite's metadata). */
export interface ChunkFacts {
  fileName: string;
  imports: readonly string[];
  css: readonly string[];
}

/** Every file of `start` with all it imports statically and their CSS, leaving out what is `loaded` already. */
export function chunkClosure(chunks: ReadonlyMap<string, ChunkFacts>, start: readonly string[], loaded: ReadonlySet<string> = new Set()): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || files.has(fileName) || loaded.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
    for (const css of chunk.css) if (!loaded.has(css)) files.add(css);
  };
  start.forEach(visit);
  return [...files];
}

/** The pages' and widgets' file lists as one ChunkMap: each file named once, lists as indexes into it. */
export function compactChunkMap(pages: Record<string, readonly string[]>, widgets: Record<string, readonly string[]>): ChunkMap {
  const files: string[] = [];
  const index = new Map<string, number>();
  const indexes = (map: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(map).map(([key, list]) => [key, list.map((file) => {
    if (!index.has(file)) index.set(file, files.push(file) - 1);
    return index.get(file)!;
  })]));
  return { files, pages: indexes(pages), widgets: indexes(widgets) };
}

/**
 * Where a route's own document goes in the build, named after the address it answers without its
 * trailing optional params: `/about-us` → `about-us.html`, `/me/info/edit/:platform?` →
 * `me/info/edit.html` (Vite's preview and nginx answer the address with it). None for `/`, whose
 * document is index.html, nor for a path with a required `:param` or a `*`.
 */
export function routeDocumentName(path: string): string | undefined {
  const address = path.replace(/(\/:[^/]+\?)+$/, '');
  return address === '' || address === '/' || /[:*]/.test(address) ? undefined : `${address.slice(1)}.html`;
}

/**
 * The app's index.html for one route: the same document, with the route's files (build-relative, under
 * `base`; runtime/router/route-files.ts) preloaded in its head as runtime/router/preload.ts requests
 * them, and a <meta> naming the route so that the runtime does not ask for them again. The browser then
 * fetches them alongside the entry instead of after the entry has run: the first page's load is one wave.
 * A page rendered at build time (`prerendered`) is drawn before any script runs: its stylesheets apply
 * at once, its scripts are fetched at low priority, and runtime/router/prerendered.ts swaps it for the
 * live page. Markup meant for visitors only comes with the check that hides it from a signed-in customer
 * (scripts/lib/signed-in-check.ts).
 */
export function routeDocument(indexHtml: string, path: string, files: readonly string[], base: string, prerendered?: Prerendered): string {
  const links = files.map((file) => {
    const { rel, as } = prerendered && file.endsWith('.css') ? { rel: 'stylesheet', as: undefined } : preloadAs(file);
    return `<link rel="${rel}"${as ? ` as="${as}"` : ''} crossorigin href="${base}${file}">`;
  });
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head> to put the route\'s preloads before');
  if (prerendered && !indexHtml.includes(APP_ROOT)) throw new Error(`index.html has no ${APP_ROOT} to put the page's markup before`);
  const check = prerendered?.audience === 'visitors' ? [`<script>${SIGNED_IN_CHECK}</script>`] : [];
  const document = indexHtml.replace('</head>', `  ${[`<meta name="${PRELOADED_ROUTE_META}" content="${path}">`, ...check, ...links].join('\n    ')}\n  </head>`);
  if (!prerendered) return document;
  // What is drawn needs only the stylesheets: the scripts take the bandwidth left (the live page comes as soon).
  return document.replace(MODULE_TAG, (tag) => `${tag} fetchpriority="low"`)
    // Busy until the live page takes its place: assistive technology and tests (scripts/lib/settle.ts) wait for that.
    .replace(APP_ROOT, () => `<div id="${PRERENDERED_ID}" data-audience="${prerendered.audience}" aria-busy="true">${prerendered.markup}</div>\n    ${APP_ROOT}`);
}

import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { ROUTE_TABLE_CHUNK, ROUTE_TABLE_MODULE, SHARED_CHUNK, firstWaveChunks } from '../../../scripts/lib/first-wave-chunks';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "import { pages, widget } from 'virtual:pages';\nimport { money } from './money';\nimport { nameOf } from './names';\nObject.assign(globalThis, { money, nameOf, widget, open: (path: string) => pages.find((page) => page.route.path === path)?.load(), later: () => import('./lazy').then((lazy) => lazy.again()) });\n",
  // A chunk of its own that makes a dynamic import, as widgets do; it shares a module with the entry.
  'lazy.ts': "import { money } from './money';\nexport const again = () => import('./pages/page-0.json');\nexport const shown = money(2680);\n",
  // Another lazy chunk, sharing another module with the entry.
  'other.ts': "import { nameOf } from './names';\nexport const shown = nameOf('李明');\n",
  'money.ts': "export const money = (value: number) => `${value.toFixed(2)} 元`;\n",
  'names.ts': "export const nameOf = (name: string) => `${name} 先生/女士`;\n",
};

/** A stand-in for scripts/vite-plugin-pages.ts: `count` routes with their meta, each page a lazy chunk. */
function fixturePages(root: string, count: number): Plugin {
  const paths = Array.from({ length: count }, (_, index) => `/page-${index}`);
  for (const path of paths) writeFileSync(join(root, 'pages', `${path.slice(1)}.json`), JSON.stringify({ body: [{ type: 'text' }] }));
  return {
    name: 'fixture-pages',
    config: firstWaveChunks,
    resolveId: (id) => (id === 'virtual:pages' ? ROUTE_TABLE_MODULE : undefined),
    load: (id) => (id === ROUTE_TABLE_MODULE
      ? `export const pages = [${paths.map((path) => `{ route: { path: '${path}', title: 'Title of ${path}', login: true }, widgets: ['text'], load: () => import('/pages${path}.json') }`).join(',\n')}];\nexport const widget = () => import('/other.ts');\n`
      : undefined),
  };
}

/**
 * `merging: false` builds as the app's graph builds: there the bundler cannot merge what the entry shares
 * into the entry (each set of sharers got a chunk of its own), while this small fixture lets it.
 */
async function buildWith(count: number, { merging = true } = {}): Promise<Rollup.OutputBundle[string][]> {
  const root = mkdtempSync(join(tmpdir(), 'route-table-'));
  mkdirSync(join(root, 'pages'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
  try {
    const output = await build({ root, configFile: false, logLevel: 'silent', plugins: [fixturePages(root, count)], build: { write: false, rolldownOptions: { experimental: { chunkOptimization: merging } } } });
    return (output as Rollup.RolldownOutput).output;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const entryOf = (files: Rollup.OutputBundle[string][]) => files.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.isEntry)!;
/** The code with each built file's content hash taken out: the names change with what the files hold, not the code. */
const unhashed = (code: string) => code.replace(/-[\w-]{8}\.js/g, '.js');

describe('the route table', () => {
  let few: Rollup.OutputBundle[string][];
  let many: Rollup.OutputBundle[string][];
  beforeAll(async () => {
    few = await buildWith(3);
    many = await buildWith(30);
  });

  it('is a chunk of its own: the entry is the same code however many routes there are', () => {
    expect(entryOf(few).code).not.toContain('Title of /page-0');
    expect(unhashed(entryOf(many).code)).toBe(unhashed(entryOf(few).code));
    const table = many.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === ROUTE_TABLE_CHUNK);
    expect(table?.code).toContain('Title of /page-29');
  });

  it('is imported by the entry statically, so that index.html preloads it with the entry', () => {
    const table = few.find((file) => file.type === 'chunk' && file.name === ROUTE_TABLE_CHUNK)!;
    expect(entryOf(few).imports).toContain(table.fileName);
    const html = few.find((file) => file.fileName === 'index.html') as Rollup.OutputAsset;
    expect(String(html.source)).toContain(`<link rel="modulepreload" crossorigin href="/${table.fileName}">`);
  });

  it('is imported by the entry alone: other chunks making dynamic imports do not change with the pages\' meta', () => {
    const table = many.find((file) => file.type === 'chunk' && file.name === ROUTE_TABLE_CHUNK)!;
    const importers = many.filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.imports.includes(table.fileName));
    expect(importers.map((chunk) => chunk.fileName)).toEqual([entryOf(many).fileName]);
  });
});

describe('what the entry shares with lazy chunks', () => {
  it('is one chunk, however many sets of lazy chunks share parts of it: the first wave stays short', async () => {
    const files = await buildWith(3, { merging: false });
    const shared = files.find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === SHARED_CHUNK);
    expect(shared?.code).toContain('元');
    expect(shared?.code).toContain('先生/女士');
    const html = files.find((file) => file.fileName === 'index.html') as Rollup.OutputAsset;
    const preloaded = [...String(html.source).matchAll(/rel="modulepreload" crossorigin href="\/assets\/([\w-]+)-[\w-]{8}\.js"/g)].map((match) => match[1]);
    expect(preloaded.sort()).toEqual(['preload-helper', ROUTE_TABLE_CHUNK, SHARED_CHUNK].sort());
  });
});

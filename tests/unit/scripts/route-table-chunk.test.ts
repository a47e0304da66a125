import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { ROUTE_TABLE_CHUNK, ROUTE_TABLE_MODULE, routeTableChunks } from '../../../scripts/lib/route-table-chunk';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': "import { pages } from 'virtual:pages';\nObject.assign(globalThis, { open: (path: string) => pages.find((page) => page.route.path === path)?.load(), later: () => import('./lazy').then((lazy) => lazy.again()) });\n",
  // A chunk of its own that makes a dynamic import, as widgets do.
  'lazy.ts': "export const again = () => import('./pages/page-0.json');\n",
};

/** A stand-in for scripts/vite-plugin-pages.ts: `count` routes with their meta, each page a lazy chunk. */
function fixturePages(root: string, count: number): Plugin {
  const paths = Array.from({ length: count }, (_, index) => `/page-${index}`);
  for (const path of paths) writeFileSync(join(root, 'pages', `${path.slice(1)}.json`), JSON.stringify({ body: [{ type: 'text' }] }));
  return {
    name: 'fixture-pages',
    config: routeTableChunks,
    resolveId: (id) => (id === 'virtual:pages' ? ROUTE_TABLE_MODULE : undefined),
    load: (id) => (id === ROUTE_TABLE_MODULE
      ? `export const pages = [${paths.map((path) => `{ route: { path: '${path}', title: 'Title of ${path}', login: true }, widgets: ['text'], load: () => import('/pages${path}.json') }`).join(',\n')}];\n`
      : undefined),
  };
}

async function buildWith(count: number): Promise<Rollup.OutputBundle[string][]> {
  const root = mkdtempSync(join(tmpdir(), 'route-table-'));
  mkdirSync(join(root, 'pages'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
  try {
    const output = await build({ root, configFile: false, logLevel: 'silent', plugins: [fixturePages(root, count)], build: { write: false } });
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

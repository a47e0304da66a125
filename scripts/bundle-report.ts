// npm run report:bundle: gzipped first-load JS (and CSS) per route of the last `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readPageFiles, projectRoot } from './lib/page-files';
import { usedWidgetTypes, type NodeConfig } from '../runtime/core/page/walk';
import { widgetSpecs } from '../widgets/registry';

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
const HOME_BUDGET_KB = 150;
const dist = join(projectRoot, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('report:bundle: no dist/.vite/manifest.json — run `vite build` first.');
  process.exit(1);
}
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipped = new Map<string, number>();
const size = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipped.get(file)!;
};

/** A chunk with everything it statically imports: what the browser must fetch before it runs. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
const slotsOf = (type: string) => widgetSpecs.find((w) => w.type === type)?.slots;
const widgetChunk = (type: string) => Object.keys(manifest).find((key) => key.startsWith(`widgets/${type}/`) && !key.endsWith('index.ts'));

const rows = readPageFiles().map(({ file, text }) => {
  const page = JSON.parse(text);
  const widgets = usedWidgetTypes((page.body ?? []) as NodeConfig[], slotsOf).map(widgetChunk).filter(Boolean) as string[];
  const keys = closure([entry, file, ...widgets]);
  const js = [...keys].reduce((sum, key) => sum + size(manifest[key].file), 0);
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))].reduce((sum, f) => sum + size(f), 0);
  return { path: page.route.path as string, js, css };
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`${'route'.padEnd(48)}  first-load JS gz   CSS gz`);
for (const row of rows.sort((a, b) => b.js - a.js)) console.log(`${row.path.padEnd(48)}  ${kb(row.js)} KB   ${kb(row.css)} KB`);
const home = rows.find((row) => row.path === '/share-home');
if (home && home.js / 1024 > HOME_BUDGET_KB) {
  console.error(`\n/share-home first-load JS is ${kb(home.js).trim()} KB gz, over the ${HOME_BUDGET_KB} KB budget.`);
  process.exit(1);
}

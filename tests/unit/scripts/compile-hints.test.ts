import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { COMPILE_HINT, HINTED_CHUNK_BYTES, compileHintsPlugin } from '../../../scripts/vite-plugin-compile-hints';

/** An entry above the size the hint is for, loading two small chunks that share a third (so Vite lists their files at its top). */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.ts"></script></body></html>',
  'main.ts': [
    "import { plans } from './plans';",
    'export const planNamed = (name: string) => plans.find((plan) => plan.name === name);',
    "Object.assign(globalThis, { planNamed, quote: () => import('./quote').then((quote) => quote.quote()), claim: () => import('./claim').then((claim) => claim.claim()) });",
  ].join('\n'),
  'plans.ts': `export const plans = ${JSON.stringify(Array.from({ length: 1800 }, (_, index) => ({ name: `年金计划 ${index}`, code: `PLAN-${index}` })))};\n`,
  'quote.ts': "import { money } from './money';\nexport const quote = () => money(2680);\n",
  'claim.ts': "import { money } from './money';\nexport const claim = () => money(12000);\n",
  'money.ts': 'export const money = (value: number) => `${value.toFixed(2)} 元`;\n',
};

async function buildFixture(): Promise<Rollup.OutputBundle[string][]> {
  const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(root, name), text);
  try {
    const output = await build({ root, configFile: false, logLevel: 'silent', plugins: [compileHintsPlugin()], build: { write: false, sourcemap: true } });
    return (output as Rollup.RolldownOutput).output;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('compile hints in a build', () => {
  let files: Rollup.OutputBundle[string][];
  beforeAll(async () => {
    files = await buildFixture();
  });
  const chunks = () => files.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

  it('start every large chunk, above the list of files Vite puts at its top', () => {
    const entry = chunks().find((chunk) => chunk.isEntry)!;
    expect(entry.code.length).toBeGreaterThan(HINTED_CHUNK_BYTES);
    const [first, second] = entry.code.split('\n');
    expect(first).toBe(COMPILE_HINT);
    expect(second).toMatch(/^const __vite__mapDeps=/);
  });

  it('leave small chunks as they were', () => {
    const small = chunks().filter((chunk) => !chunk.isEntry);
    expect(small.length).toBeGreaterThanOrEqual(3);
    for (const chunk of small) expect(chunk.code).not.toContain(COMPILE_HINT);
  });

  it('keep the source map pointing at the code that was written', () => {
    const entry = chunks().find((chunk) => chunk.isEntry)!;
    const mapFile = files.find((file): file is Rollup.OutputAsset => file.fileName === `${entry.fileName}.map`)!;
    const map = new SourceMap(JSON.parse(String(mapFile.source)));
    const lines = entry.code.split('\n');
    const line = lines.findIndex((text) => text.includes('年金计划 1799'));
    const found = map.findEntry(line, lines[line].indexOf('年金计划 1799')) as { originalSource?: string; originalLine?: number };
    expect(found.originalSource).toMatch(/plans\.ts$/);
    expect(found.originalLine).toBe(0);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, projectImportCircles } from '../../../scripts/lib/import-graph';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('import circles', () => {
  it('are found through type-only imports and re-exports, not through lazy imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circles-'));
    const files = {
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "export type { A } from './a';\nexport interface B { n: number }\n",
      'c.ts': "export const load = () => import('./d');\n",
      'd.ts': "import { load } from './c';\nexport const again = load;\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const circles = importCircles(importGraph(Object.keys(files).map((name) => join(dir, name))));
    expect(circles.map((group) => group.map((file) => file.slice(dir.length + 1)).sort())).toEqual([['a.ts', 'b.ts']]);
  });

  it('are none in the runtime, widgets, scripts, sandbox and schemas', () => {
    expect(projectImportCircles(ROOT)).toEqual([]);
  });
});

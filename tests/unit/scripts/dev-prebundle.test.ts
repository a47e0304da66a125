import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { devPrebundle } from '../../../scripts/dev-prebundle';
import { browserImports } from '../../../scripts/lib/browser-imports';

describe('the dev server pre-bundle list', () => {
  // Compiling every form's validator is most of the time here.
  it('names every package module the browser code imports, and nothing else', { timeout: 90_000 }, () => {
    const imported = browserImports(join(import.meta.dirname, '../../..'));
    const missing = [...imported].filter(([spec]) => !devPrebundle.includes(spec)).map(([spec, file]) => `${spec} (imported by ${file})`);
    expect(missing, 'add these to scripts/dev-prebundle.ts, or the dev server reloads mid-flow when it meets them').toEqual([]);
    expect(devPrebundle.filter((spec) => !imported.has(spec)), 'no longer imported: remove from scripts/dev-prebundle.ts').toEqual([]);
  });
});

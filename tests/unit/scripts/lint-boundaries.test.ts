import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, cache: false });

/** The boundary messages `npm run lint` gives an import written in a file at `file` (which need not exist). */
async function boundaryProblems(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: resolve(ROOT, file) });
  return result.messages.filter(({ ruleId }) => ruleId === 'no-restricted-imports').map(({ message }) => message);
}

describe('import boundaries (docs/architecture.md), kept by npm run lint', () => {
  it.each([
    ['runtime/core/data/probe.ts', 'react'],
    ['runtime/core/data/probe.ts', '@arco-design/mobile-react'],
    ['runtime/core/data/probe.ts', '../../app/portal'],
    ['runtime/core/data/probe.ts', '../../react/context'],
    ['runtime/core/data/probe.ts', '../../router/routes'],
    ['runtime/core/data/probe.ts', '../../../widgets/text'],
  ])('the engine core (%s) may not import %s', async (file, specifier) => {
    expect(await boundaryProblems(file, specifier)).toHaveLength(1);
  });

  it('widgets do not import the app that wires them', async () => {
    expect(await boundaryProblems('widgets/text/probe.tsx', '../../runtime/app/portal')).toHaveLength(1);
  });

  it.each([
    ['runtime/dev/playground/probe.ts', '../../../scripts/lib/import-graph'],
    ['runtime/core/data/probe.ts', '../../../scripts/lib/import-graph'],
    ['widgets/text/probe.tsx', '../../scripts/lib/import-graph'],
  ])('nothing the portal ships (%s) imports the Node tools of scripts/', async (file, specifier) => {
    expect(await boundaryProblems(file, specifier)).toHaveLength(1);
  });

  it.each([
    ['runtime/core/data/probe.ts', '../expression'],
    ['runtime/react/probe.tsx', 'react'],
    ['runtime/react/probe.tsx', '../core/data'],
    ['widgets/text/probe.tsx', '../../runtime/react/types'],
    ['runtime/app/probe.ts', '../router/routes'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await boundaryProblems(file, specifier)).toEqual([]);
  });
});

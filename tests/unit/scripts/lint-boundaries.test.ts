import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT, cache: false });

const BOUNDARY_RULES = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];

/** The boundary messages `npm run lint` gives an import (by default of the module for its effects) written in a file at `file` (which need not exist). */
async function boundaryProblems(file: string, specifier: string, statement = `import '${specifier}';`): Promise<string[]> {
  const [result] = await eslint.lintText(`${statement}\n`, { filePath: resolve(ROOT, file) });
  return result.messages.filter(({ ruleId }) => BOUNDARY_RULES.includes(ruleId ?? '')).map(({ message }) => message);
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

  it.each([
    ['runtime/react/probe.tsx', '../../studio/console/App'],
    ['runtime/core/data/probe.ts', '../../../studio/server/workflow/transitions'],
    ['widgets/text/probe.tsx', '../../studio/console/components/StateTag'],
  ])('the portal (%s) never loads the publishing service or its console: %s', async (file, specifier) => {
    expect(await boundaryProblems(file, specifier)).toHaveLength(1);
  });

  it('the console (studio/console) takes of the Node service only its types and its plain TypeScript', async () => {
    expect(await boundaryProblems('studio/console/pages/probe.tsx', '../../server/staff/passwords')).toHaveLength(1);
    expect(await boundaryProblems('studio/console/pages/probe.tsx', '../../server/staff/staff-store', "import type { Staff } from '../../server/staff/staff-store'; export type S = Staff;")).toEqual([]);
    expect(await boundaryProblems('studio/console/pages/probe.tsx', '../../server/workflow/transitions')).toEqual([]);
    expect(await boundaryProblems('studio/console/pages/probe.tsx', '../../../scripts/lib/import-graph')).toHaveLength(1);
  });
});

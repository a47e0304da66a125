// The dev server's page check, off its main thread: the first page's modules are transformed meanwhile.
// Plain JavaScript because a worker starts without the TypeScript loader the dev server's plugins use.
import { tsImport } from 'tsx/esm/api';

const { answerChecks } = await tsImport('./pages-check.ts', import.meta.url);
answerChecks();

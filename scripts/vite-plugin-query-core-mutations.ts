import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const QUERY_CLIENT = /\/@tanstack\/query-core\/build\/modern\/queryClient\.js$/;
const STAND_IN = fileURLToPath(new URL('../runtime/core/data/no-mutation-cache.ts', import.meta.url));

/**
 * Builds TanStack's QueryClient with an empty mutation cache (runtime/core/data/no-mutation-cache.ts) in
 * place of its own, which brings the mutation code the portal never runs. Only the client is given the
 * stand-in; the dev server's pre-bundled query core and Node's (the unit tests, the prerender) keep theirs.
 */
export function queryCoreMutationsPlugin(): Plugin {
  return {
    name: 'official:query-core-mutations',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './mutationCache.js' && importer && QUERY_CLIENT.test(importer) ? STAND_IN : null),
  };
}

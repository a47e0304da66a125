import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const AXIOS_ADAPTERS = /\/axios\/lib\/adapters\/adapters\.js$/;
const STAND_IN = fileURLToPath(new URL('../runtime/http/no-fetch-adapter.ts', import.meta.url));

/**
 * Builds axios's adapter list without its fetch adapter (runtime/http/no-fetch-adapter.ts): the portal's
 * client sends with XMLHttpRequest, named in its config, and the client chunk leaves some 3.5 KB gz of
 * fetch, stream and multipart code out. Only the adapter list is given the stand-in; the dev server's
 * pre-bundled axios keeps the real one, and so does Node (the unit tests, the prerender), which loads axios itself.
 */
export function axiosXhrPlugin(): Plugin {
  return {
    name: 'official:axios-xhr',
    enforce: 'pre',
    resolveId: (source, importer) => (source === './fetch.js' && importer && AXIOS_ADAPTERS.test(importer) ? STAND_IN : null),
  };
}

import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const RJSF_UTILS = /\/@rjsf\/utils\//;
const STAND_IN = fileURLToPath(new URL('../widgets/schema-form/uri.ts', import.meta.url));

/**
 * Gives rjsf's utilities the browser's URL in place of fast-uri (widgets/schema-form/uri.ts): they only match
 * and resolve schema bundle `$id`s with it, and the form chunk leaves some 7 KB gz out. ajv keeps the library,
 * which it parses and serialises URIs with when it compiles a schema (the dev server compiles validators at
 * run time). The dev server's pre-bundled dependencies keep it too.
 */
export function rjsfUriPlugin(): Plugin {
  return {
    name: 'official:rjsf-uri',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'fast-uri' && importer && RJSF_UTILS.test(importer) ? STAND_IN : null),
  };
}

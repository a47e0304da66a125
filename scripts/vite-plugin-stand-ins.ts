import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const file = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const AXIOS = /\/axios\/lib\/axios\.js$/;
const FADE_COLOR = 'widgets/notice-bar/fade-color.ts';

/** A package module that builds replace with a smaller one of ours, for the one importer named. */
interface StandIn {
  /** The package module importing it, by its resolved path. */
  importer: RegExp;
  /** The specifier as that importer writes it. */
  source: string;
  /** Our module built in its place. */
  standIn: string;
}

/** What each stand-in leaves out of the build, and why the portal never misses it. */
const STAND_INS: readonly StandIn[] = [
  // rjsf's utilities only match and resolve schema bundle `$id`s with fast-uri: the browser's URL does as
  // much, and the form chunk leaves some 7 KB gz out. ajv keeps the library, which it parses and serialises
  // URIs with when it compiles a schema (the dev server compiles validators at run time).
  { importer: /\/@rjsf\/utils\//, source: 'fast-uri', standIn: file('widgets/schema-form/uri.ts') },
  // axios's fetch adapter, with the stream, signal and multipart helpers only it uses: the client sends
  // with XMLHttpRequest, named in its config.
  { importer: /\/axios\/lib\/adapters\/adapters\.js$/, source: './fetch.js', standIn: file('runtime/http/no-fetch-adapter.ts') },
  // `axios.HttpStatusCode` and `axios.CancelToken`: the portal tells statuses by number and cancels with
  // AbortSignal. With the fetch adapter, the client chunk leaves some 5 KB gz out.
  { importer: AXIOS, source: './helpers/HttpStatusCode.js', standIn: file('runtime/http/unread-axios-export.ts') },
  { importer: AXIOS, source: './cancel/CancelToken.js', standIn: file('runtime/http/unread-axios-export.ts') },
  // arco's notice bar is the only user of the utilities' CSS colour-name table, and the utilities go into
  // the chunk every route loads: the notice bar is given them without it. Other arco modules keep the package.
  { importer: /\/@arco-design\/mobile-react\/esm\/notice-bar\/index\.js$/, source: '@arco-design/mobile-utils', standIn: file(FADE_COLOR) },
  // TanStack's mutation cache brings the mutation code the portal never runs: the data layer keeps only
  // queries in the QueryClient, which is given an empty cache.
  { importer: /\/@tanstack\/query-core\/build\/modern\/queryClient\.js$/, source: './mutationCache.js', standIn: file('runtime/core/data/no-mutation-cache.ts') },
];

/** A stand-in's own import of the package it stands in for, which the dev server never meets (it serves arco pre-bundled). */
export const STAND_IN_IMPORT = { specifier: '@arco-design/mobile-utils', importer: FADE_COLOR } as const;

/**
 * Builds the package modules above from our stand-ins. Only the importer named is given each stand-in;
 * the dev server's pre-bundled dependencies and Node's (the unit tests, the prerender) keep the real modules.
 */
export function standInsPlugin(): Plugin {
  return {
    name: 'official:stand-ins',
    enforce: 'pre',
    resolveId: (source, importer) => (importer && STAND_INS.find((entry) => entry.source === source && entry.importer.test(importer))?.standIn) || null,
  };
}

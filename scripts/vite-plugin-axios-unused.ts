import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

const standIn = (file: string) => fileURLToPath(new URL(`../runtime/http/${file}`, import.meta.url));
const AXIOS = /\/axios\/lib\/axios\.js$/;

/** The axios modules the portal never runs, each by the one importer given a stand-in for it. */
const STAND_INS = [
  // The client sends with XMLHttpRequest, named in its config.
  { importer: /\/axios\/lib\/adapters\/adapters\.js$/, source: './fetch.js', standIn: standIn('no-fetch-adapter.ts') },
  // `axios.HttpStatusCode` and `axios.CancelToken`: the portal tells statuses by number and cancels with AbortSignal.
  { importer: AXIOS, source: './helpers/HttpStatusCode.js', standIn: standIn('unread-axios-export.ts') },
  { importer: AXIOS, source: './cancel/CancelToken.js', standIn: standIn('unread-axios-export.ts') },
];

/**
 * Builds axios without what the portal never runs: its fetch adapter with the stream, signal and multipart
 * helpers only it uses, the table of status names and the legacy cancel token (the client chunk leaves some
 * 5 KB gz out). Only the importer named is given each stand-in; the dev server's pre-bundled axios and
 * Node's (the unit tests, the prerender) keep the real modules.
 */
export function axiosUnusedPlugin(): Plugin {
  return {
    name: 'official:axios-unused',
    enforce: 'pre',
    resolveId: (source, importer) => (importer && STAND_INS.find((entry) => entry.source === source && entry.importer.test(importer))?.standIn) || null,
  };
}

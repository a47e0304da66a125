import type { UserConfig } from 'vite';

/** The module `virtual:pages` resolves to: every route's meta and lazy loader (scripts/vite-plugin-pages.ts). */
export const ROUTE_TABLE_MODULE = '\0virtual:pages';
/** The name of the chunk the route table is built into (`routes-[hash].js`). */
export const ROUTE_TABLE_CHUNK = 'routes';
/** Vite's helper that wraps each dynamic import in a build: the route table's one static import. */
const PRELOAD_HELPER_MODULE = '\0vite/preload-helper.js';

/** The chunk of what the entry shares with lazy chunks (`shared-[hash].js`). */
export const SHARED_CHUNK = 'shared';

/**
 * The chunks every route fetches beside the entry, as few as they can be: a customer's first page waits
 * for them, and a browser on HTTP/1.1 fetches six files at a time.
 *
 * The route table is built into a chunk of its own, so that the entry stays the same size however many
 * pages there are. The entry imports the table statically: Vite lists it among index.html's
 * modulepreloads, and so does every route's own document (made from index.html), so a customer's
 * first page still arrives in one wave, its title and login flags known before its chunk.
 * The preload helper gets a chunk of its own too: pulled into the table's chunk, every chunk with a
 * dynamic import would import the table and change with any page's meta; left in the entry, the
 * entry and the table would import each other.
 * What the entry imports and lazy chunks import too (React's JSX runtime, arco's helpers, our own small
 * modules) comes in one chunk: left to the bundler, each set of sharers got a file of its own, and ten
 * small files stood in the first wave ahead of the page's own.
 */
export function firstWaveChunks(): UserConfig {
  const groups = [
    { name: ROUTE_TABLE_CHUNK, test: (id: string) => id === ROUTE_TABLE_MODULE, includeDependenciesRecursively: false },
    { name: 'preload-helper', test: (id: string) => id === PRELOAD_HELPER_MODULE },
    { name: SHARED_CHUNK, tags: ['$initial' as const], minShareCount: 2 },
  ];
  return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
}

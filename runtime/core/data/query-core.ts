import type { InfiniteQueryObserver, QueryClient, QueryObserver, notifyManager } from '@tanstack/query-core';

/** What the data layer uses of TanStack's query core. */
export interface QueryCore {
  QueryClient: typeof QueryClient;
  QueryObserver: typeof QueryObserver;
  InfiniteQueryObserver: typeof InfiniteQueryObserver;
  notifyManager: typeof notifyManager;
}

let provided: QueryCore | undefined;

/**
 * The query core comes with the pages that read a service (provide-query-core.ts, which their route loads
 * beside the page): a page showing only what it holds (an information page) never fetches it.
 */
export function provideQueryCore(core: QueryCore): void {
  if (provided) return;
  provided = core;
  // Answers reach the page in the same task: a list shown from an answer waits for no timer.
  core.notifyManager.setScheduler(queueMicrotask);
}

/** The query core, once a page reading a service has brought it. */
export function queryCore(): QueryCore {
  if (!provided) throw new Error('the query core is not loaded: a page reading a service loads provide-query-core.ts with its definition');
  return provided;
}

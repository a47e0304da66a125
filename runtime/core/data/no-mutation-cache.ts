/**
 * What TanStack's QueryClient is built with in place of its mutation cache (scripts/vite-plugin-stand-ins.ts):
 * the data layer keeps only queries in it (a page's writes are service calls of its actions), so the cache
 * the client makes for mutations stays empty, and the mutation code it brings (1 KB gz in the chunk every
 * page reading a service loads) never runs. It answers what the client asks of an empty cache.
 */
export class MutationCache {
  /** No mutation matches any filter: `isMutating()` is 0. */
  findAll(): [] {
    return [];
  }

  /** Coming back online or into focus, there is no paused mutation to continue. */
  resumePausedMutations(): Promise<unknown> {
    return Promise.resolve([]);
  }

  /** Nothing to remove. */
  clear(): void {}
}

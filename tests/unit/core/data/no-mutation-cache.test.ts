import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { onlineManager, QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { MutationCache } from '../../../../runtime/core/data/no-mutation-cache';
import { standInsPlugin } from '../../../../scripts/vite-plugin-stand-ins';

// What TanStack's QueryClient is built with in place of its mutation cache
// (scripts/vite-plugin-stand-ins.ts) answers all it asks, as its own cache does when empty.
const queryClientSource = readFileSync(fileURLToPath(new URL('./queryClient.js', import.meta.resolve('@tanstack/query-core'))), 'utf8');

describe('the empty mutation cache', () => {
  it('has every method the query client calls on its mutation cache', () => {
    const called = new Set([...queryClientSource.matchAll(/#mutationCache\.(\w+)\(/g)].map((match) => match[1]));
    expect(called.size).toBeGreaterThan(0);
    for (const method of called) expect(typeof (MutationCache.prototype as unknown as Record<string, unknown>)[method], method).toBe('function');
  });

  it('leaves a query client reading, refreshing and clearing queries as with its own', async () => {
    const client = new QueryClient({ mutationCache: new MutationCache() as never, defaultOptions: { queries: { retry: false } } });
    client.mount();
    try {
      let calls = 0;
      const read = () => client.fetchQuery({ queryKey: ['face.policyList'], queryFn: async () => ({ list: [`P${++calls}`] }), staleTime: 0 });
      await expect(read()).resolves.toEqual({ list: ['P1'] });
      expect(client.isMutating()).toBe(0);
      // Back online, the client continues paused mutations (none) before the queries.
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      await expect(client.resumePausedMutations()).resolves.toBeDefined();
      await expect(read()).resolves.toEqual({ list: ['P2'] });
      client.clear();
      expect(client.getQueryCache().getAll()).toEqual([]);
    } finally {
      client.unmount();
    }
  });

  it('is given to the query client alone', () => {
    const resolve = standInsPlugin().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('./mutationCache.js', '/p/node_modules/@tanstack/query-core/build/modern/queryClient.js')).toMatch(/runtime\/core\/data\/no-mutation-cache\.ts$/);
    expect(resolve('./mutationCache.js', '/p/node_modules/@tanstack/query-core/build/modern/index.js')).toBeNull();
    expect(resolve('./queryCache.js', '/p/node_modules/@tanstack/query-core/build/modern/queryClient.js')).toBeNull();
  });
});

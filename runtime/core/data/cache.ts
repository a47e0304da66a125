import type { QueryClient, QueryKey } from '@tanstack/query-core';
import { queryCore } from './query-core';
import type { ServiceFetcher, ServiceRequest } from './types';

export interface DataCacheOptions {
  fetcher: ServiceFetcher;
  /** Whose answers are asked for now (core/session/owner.ts): no answer is ever shown to another owner. */
  owner?: () => string;
  /**
   * How long a service's answer stays fresh, in ms (its catalogue `fresh`): 0 asks again on every view.
   * Asked when an answer's age matters, so it may learn the catalogue with the first call.
   */
  freshFor?: (service: string) => number;
}

/**
 * The portal's one store of service answers (TanStack Query's framework-free core), shared by every page
 * and the route loader: keyed by owner, service and request, so going back shows what was shown at once.
 */
export interface DataCache {
  /** Made with the first query: it needs the query core, which comes with the first page reading a service. */
  readonly client: QueryClient;
  readonly fetcher: ServiceFetcher;
  /** Whose answers are asked for now; a change drops the others' answers. */
  owner(): string;
  /** The key of a request of a service for the owner asking now; an owner change drops the others' answers first. */
  keyOf(service: string, request: ServiceRequest, paged?: string): QueryKey;
  freshFor(service: string): number;
  /** The route has just asked for this query for the page it opens (prefetch.ts). */
  startedByRoute(queryHash: string): void;
  /**
   * Whether the page's source may take the answer the route asked for as it is, once: the same visit needs
   * no second call (a polled payment result would move on a step), a later visit asks again.
   */
  takeFromRoute(queryHash: string): boolean;
  /** A call has changed these services' answers (the catalogue's `changes`): shown ones load again, the others when next shown. */
  invalidate(services: readonly string[]): void;
}

/** How long after the route asked for an answer the page it opened counts as the same visit. */
const ROUTE_VISIT_MS = 30_000;

/** What identifies a request: its params and body, not how a failure is told or how progress is reported. */
const requestPart = (request: ServiceRequest) => ({ params: request.params, body: request.body });

export function createDataCache({ fetcher, owner: ownerNow = () => '', freshFor = () => 0 }: DataCacheOptions): DataCache {
  let client: QueryClient | undefined;
  const clientNow = () => client ??= new (queryCore().QueryClient)({
    defaultOptions: {
      // The service client already retries what is worth retrying and tells the customer; offline is a failure to show, not a pause.
      queries: { retry: false, networkMode: 'always', refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
  let owner: string | undefined;
  const fromRoute = new Map<string, number>();
  const currentOwner = (): string => {
    const now = ownerNow();
    if (owner !== undefined && now !== owner) client?.removeQueries({ predicate: (query) => query.queryKey[0] !== now });
    owner = now;
    return now;
  };
  return {
    get client() {
      return clientNow();
    },
    fetcher,
    freshFor,
    owner: currentOwner,
    keyOf: (service, request, paged) => [currentOwner(), service, paged ?? 'one', requestPart(request)],
    startedByRoute(queryHash) {
      const now = Date.now();
      // A page the route asked for but never showed (a redirect after all) leaves nothing behind for long.
      for (const [hash, started] of fromRoute) if (now - started >= ROUTE_VISIT_MS) fromRoute.delete(hash);
      fromRoute.set(queryHash, now);
    },
    takeFromRoute(queryHash) {
      const started = fromRoute.get(queryHash);
      fromRoute.delete(queryHash);
      return started !== undefined && Date.now() - started < ROUTE_VISIT_MS;
    },
    invalidate(services) {
      void client?.invalidateQueries({ predicate: (query) => services.includes(query.queryKey[1] as string) });
    },
  };
}

import type { InfiniteData, QueryFunctionContext } from '@tanstack/query-core';
import type { ServiceSourceConfig } from '../../../schemas/generated/page';
import { pathsReadIn, resolveCondition, resolveValue, type FilterLookup, type Scope } from '../expression';
import type { DataCache } from './cache';
import type { FailureFeedback, ServiceRequest } from './types';
import { isLastPage, pageRequest, pagingOf, rowsOf, withNextPage, type Paging } from './paging';

/** How a source's next call tells a failure (a pulled list toasts; a background load shows it in place). */
export type FeedbackOf = () => FailureFeedback | undefined;

/** A source bound to a paging service. */
export type PagedConfig = ServiceSourceConfig & { paging: NonNullable<ServiceSourceConfig['paging']> };

/** The paths below a scope root that a source's condition, params and body read: what its request depends on. */
export function requestReads(config: ServiceSourceConfig, root: string): string[][] {
  return pathsReadIn([config.when, config.params, config.body], root);
}

/** What a source asks its service for in a scope, or nothing when its condition does not hold. */
export function sourceRequest(config: ServiceSourceConfig, scope: Scope, filter: FilterLookup): ServiceRequest | undefined {
  if (!resolveCondition(config.when, scope, true, filter)) return undefined;
  return resolveValue({ params: config.params ?? {}, body: config.body }, scope, filter) as ServiceRequest;
}

const withFeedback = (request: ServiceRequest, feedback: FailureFeedback | undefined): ServiceRequest => (feedback ? { ...request, feedback } : request);

/** The options of a one-answer source's query: the answer of its service to this request. */
export function answerQuery(cache: DataCache, config: ServiceSourceConfig, request: ServiceRequest, feedback: FeedbackOf = () => undefined) {
  return {
    queryKey: cache.keyOf(config.service, request),
    queryFn: ({ signal }: QueryFunctionContext) => cache.fetcher(config.service, withFeedback(request, feedback()), signal),
    staleTime: () => cache.freshFor(config.service),
  };
}

type KnownFrom = NonNullable<ServiceSourceConfig['from']>;

/** The rows of a cached answer: of each page of a paged one, of `list` in one answer, or the answer as a list. */
function cachedRows(data: unknown, list: string): unknown[] {
  if (Array.isArray(data)) return data;
  if (!data || typeof data !== 'object') return [];
  const { pages } = data as { pages?: unknown };
  if (Array.isArray(pages)) return pages.flatMap((page) => cachedRows(page, list));
  const rows = (data as Record<string, unknown>)[list];
  return Array.isArray(rows) ? rows : [];
}

/**
 * The row for this request that an answer of the list it is opened from already holds (its `key` equal
 * to the request's field of that name, as text: an address gives text), for the owner asking now.
 */
export function knownRow(cache: DataCache, from: KnownFrom, request: ServiceRequest): unknown {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const wanted = request.params?.[from.key] ?? body[from.key];
  if (wanted === undefined || wanted === null) return undefined;
  const owner = cache.owner();
  for (const query of cache.client.getQueryCache().findAll({ predicate: ({ queryKey }) => queryKey[0] === owner && queryKey[1] === from.service })) {
    const row = cachedRows(query.state.data, from.list ?? 'list').find((candidate) => candidate && typeof candidate === 'object' && String((candidate as Record<string, unknown>)[from.key]) === String(wanted));
    if (row !== undefined) return row;
  }
  return undefined;
}

/** The key part that tells a paged source's pages from a plain answer of the same request. */
const pagedKey = (paging: Paging) => `pages:${paging.pageParam}:${paging.sizeParam}:${paging.size}`;

/**
 * The options of a paged source's infinite query: page 1 first, each next page while the total is not
 * reached (or a page came back full). A next page's failure is shown at the list's end, never toasted.
 */
export function pagesQuery(cache: DataCache, config: PagedConfig, request: ServiceRequest, feedback: FeedbackOf = () => undefined) {
  const paging = pagingOf(config.paging);
  return {
    queryKey: cache.keyOf(config.service, request, pagedKey(paging)),
    queryFn: ({ signal, pageParam }: QueryFunctionContext<readonly unknown[], number>) => {
      const page = pageRequest(request, paging, pageParam);
      // A next page's failure shows at the list's end, unless the customer asked for the whole list again.
      return cache.fetcher(config.service, withFeedback(page, feedback() ?? (pageParam > 1 ? 'inline' : undefined)), signal);
    },
    initialPageParam: 1,
    getNextPageParam: (last: unknown, pages: unknown[]) => {
      const loaded = pages.reduce<number>((count, page) => count + rowsOf(page, paging).length, 0);
      return isLastPage(last, paging, loaded) ? undefined : pages.length + 1;
    },
    staleTime: () => cache.freshFor(config.service),
  };
}

/** The pages loaded so far as one answer: every row in order, the other fields as the last page has them. */
export function joinPages(pages: readonly unknown[], paging: Paging): unknown {
  return pages.slice(1).reduce((shown, answer) => withNextPage(shown, answer, paging), pages[0]);
}

export type PagedData = InfiniteData<unknown, number>;

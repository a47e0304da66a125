import type { InfiniteQueryObserverResult, QueryObserverResult } from '@tanstack/query-core';
import type { MoreState, SourceState } from './types';
import type { PagedData } from './queries';

/** What a source's query observer last said, paged or not. */
export type SourceResult = QueryObserverResult<unknown, Error> | InfiniteQueryObserverResult<PagedData, Error>;

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '系统开小差，请稍后重试';
}

/** A failed load as a source shows it: why, and (when the fetcher says so) that loading again cannot help. */
export function failure(error: unknown): { error: string; lasting?: true } {
  const lasting = typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === false;
  return { error: errorMessage(error), ...(lasting && { lasting: true as const }) };
}

const isPaged = (result: SourceResult): result is InfiniteQueryObserverResult<PagedData, Error> => 'fetchNextPage' in result;

/** A paged source's next page: loading, failed (the rows stay), or none left. */
function moreOf(result: InfiniteQueryObserverResult<PagedData, Error>): MoreState {
  const pages = result.data?.pages.length ?? 0;
  if (result.isFetchingNextPage) return { status: 'loading', pages };
  if (result.isFetchNextPageError) return { status: 'error', pages, ...failure(result.error) };
  return { status: result.hasNextPage ? 'ready' : 'done', pages };
}

/**
 * A source as its nodes show it, from its query: what is shown stays while a new answer loads (the
 * previous request's on a change, the cached one on a revalidation), a failure shows in its place, and
 * a paged list keeps its rows when a refresh or a next page fails. `data` is the source's value (a
 * paged source's pages joined).
 */
export function sourceStateOf(result: SourceResult, data: unknown): SourceState {
  const paged = isPaged(result);
  if (paged && result.isFetchingNextPage) return { status: 'ready', data, more: moreOf(result) };
  if (result.isFetching) return paged && !result.isPlaceholderData && data !== undefined ? { status: 'loading', data, more: moreOf(result) } : { status: 'loading', data };
  if (result.status === 'pending') return { status: 'idle', data: undefined };
  if (result.status === 'error') {
    if (paged && (result.isFetchNextPageError || (result.isRefetchError && data !== undefined))) {
      return result.isFetchNextPageError ? { status: 'ready', data, more: moreOf(result) } : { status: 'ready', data, error: errorMessage(result.error), more: moreOf(result) };
    }
    return { status: 'error', data, ...failure(result.error) };
  }
  return paged ? { status: 'ready', data, more: moreOf(result) } : { status: 'ready', data };
}

/** Whether the source holds an answer to what it asks for now (not the previous request's, kept on screen). */
export function hasAnswer(result: SourceResult): boolean {
  return result.data !== undefined && !result.isPlaceholderData && result.status !== 'error';
}

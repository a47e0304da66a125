import type { PagingConfig } from '../../../schemas/generated/page';
import type { ServiceRequest } from './types';

const DEFAULT_SIZE = 10;

/** A paging block with its defaults filled in. */
export interface Paging { size: number; pageParam: string; sizeParam: string; list: string; total: string }

export function pagingOf(config: PagingConfig): Paging {
  return { size: config.size ?? DEFAULT_SIZE, pageParam: config.pageParam ?? 'pageNo', sizeParam: config.sizeParam ?? 'pageSize', list: config.list ?? 'list', total: config.total ?? 'total' };
}

/** The request for one page: the page and its size go in the body when the service takes one, else in the params. */
export function pageRequest(request: ServiceRequest, paging: Paging, page: number): ServiceRequest {
  const fields = { [paging.pageParam]: page, [paging.sizeParam]: paging.size };
  if (request.body !== undefined && request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)) {
    return { ...request, body: { ...(request.body as Record<string, unknown>), ...fields } };
  }
  return { ...request, params: { ...request.params, ...fields } };
}

const read = (answer: unknown, key: string): unknown => (answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[key] : undefined);

export function rowsOf(answer: unknown, paging: Paging): unknown[] {
  const rows = read(answer, paging.list);
  return Array.isArray(rows) ? rows : [];
}

/**
 * Whether the answer holding `loaded` rows in all is the last page: the total is reached, or the page came
 * back short (a service that gives no total).
 */
export function isLastPage(answer: unknown, paging: Paging, loaded: number): boolean {
  const total = read(answer, paging.total);
  if (typeof total === 'number') return loaded >= total;
  return rowsOf(answer, paging).length < paging.size;
}

/** The next page's answer added to what is shown: its rows after the earlier ones, its other fields (a total) as now. */
export function withNextPage(shown: unknown, answer: unknown, paging: Paging): unknown {
  return { ...(answer as Record<string, unknown>), [paging.list]: [...rowsOf(shown, paging), ...rowsOf(answer, paging)] };
}

import type { FilterLookup, Scope } from '../expression';
import type { PageDefinition, ServiceSourceConfig, SourceConfig } from '../../../schemas/generated/page';
import type { DataCache } from './cache';
import { answerQuery, pagesQuery, requestReads, sourceRequest } from './queries';

/** A source the route can ask for before the page exists: what it asks for is known from the address alone. */
function askableEarly(config: SourceConfig): config is ServiceSourceConfig {
  if (Object.hasOwn(config, 'static')) return false;
  const source = config as ServiceSourceConfig;
  return !source.lazy && requestReads(source, 'data').length === 0 && requestReads(source, 'state').length === 0;
}

/**
 * Starts a page's sources as soon as its route is allowed (the guard passed), in parallel with its code
 * and widgets: the page's own queries then find the answer on its way, or already there. Sources reading
 * page state or another source's data start with the page.
 */
export function prefetchSources(data: PageDefinition['data'], scope: Scope, cache: DataCache, filter: FilterLookup): void {
  for (const config of Object.values(data ?? {})) {
    if (!config || !askableEarly(config)) continue;
    const request = sourceRequest(config, scope, filter);
    if (!request) continue;
    const { paging } = config;
    const options = paging ? pagesQuery(cache, { ...config, paging }, request) : answerQuery(cache, config, request);
    if (paging) void cache.client.prefetchInfiniteQuery(options as never);
    else void cache.client.prefetchQuery(options as ReturnType<typeof answerQuery>);
    const query = cache.client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query) cache.startedByRoute(query.queryHash);
  }
}

import type { PageSources } from './sources';
import type { prefetchSources } from './prefetch';

/** The parts of the data layer a page reading a service needs: its sources and the route's prefetch, both built on the query core. */
export interface ServiceSources {
  PageSources: typeof PageSources;
  prefetchSources: typeof prefetchSources;
}

let provided: ServiceSources | undefined;

/**
 * They come with the query core (provide-query-core.ts, which the route of a page reading a service loads
 * beside the page): a page showing only what it holds (an information page) fetches neither.
 */
export function provideServiceSources(parts: ServiceSources): void {
  provided ??= parts;
}

/** The service sources, once a page reading a service has brought them. */
export function serviceSources(): ServiceSources {
  if (!provided) throw new Error('the service sources are not loaded: a page reading a service loads provide-query-core.ts with its definition');
  return provided;
}

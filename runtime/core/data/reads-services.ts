/** Whether a page definition has a data source bound to a service: its route brings the query core with it. */
export const readsServices = (page: { data?: unknown }): boolean =>
  Object.values((page.data ?? {}) as Record<string, unknown>).some((source) => typeof (source as { service?: unknown } | null)?.service === 'string');

/** The module that brings the query core (provide-query-core.ts), from the project root: what such a route loads beside its page. */
export const QUERY_CORE_MODULE = 'runtime/core/data/provide-query-core.ts';

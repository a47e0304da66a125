import type { RouteMeta } from '../../schemas/generated/page';

export type { RouteMeta };

/**
 * One page as the router knows it before its definition chunk loads (from `virtual:pages`, which every
 * first load fetches: the rest of the definition, its share card included, comes with its chunk).
 */
export interface PageEntry {
  route: RouteMeta;
  widgets: string[];
  /** A version operations staff published (its SHA-256), which the route shows instead of any built in. */
  version?: string;
  load: () => Promise<{ default: unknown }>;
}

/** The title of a page, in its nav bar and the browser's tab: its route's own, else the company's name. */
export const pageTitle = (route: Pick<RouteMeta, 'title'>, companyName: string): string => route.title || companyName;

/** Whether each typed param holds one of its allowed values (an absent optional param is fine). */
export function paramsAllowed(meta: RouteMeta, params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(meta.params ?? {}).every(([name, rule]) => {
    const value = params[name];
    return value === undefined || !rule?.values || rule.values.includes(value);
  });
}

/**
 * The path as analytics may see it: each segment a `personal` param fills (the insured's name in a
 * reinstatement address) replaced by `:name`.
 */
export function shareablePath(meta: Pick<RouteMeta, 'path' | 'params'>, pathname: string): string {
  const pattern = meta.path.split('/');
  return pathname.split('/').map((segment, index) => {
    const name = pattern[index]?.match(/^:(\w+)\??$/)?.[1];
    return name && meta.params?.[name]?.personal ? `:${name}` : segment;
  }).join('/');
}

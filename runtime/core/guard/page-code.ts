import type { GuardInput } from './types';

/** The page code tracked for a page (docs/product.md, Route guard, step 8): the route's, or one given in the query. */
export function trackedPageCode({ route, location }: Pick<GuardInput, 'route' | 'location'>): string | null {
  return route.pageCode || new URLSearchParams(location.search).get('pageCode') || null;
}

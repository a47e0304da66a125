import type { GuardInput } from './types';

/** The page code tracked for a page (SPEC §4 step 8): the route's, or one given in the query. */
export function trackedPageCode({ route, location }: Pick<GuardInput, 'route' | 'location'>): string | null {
  return route.pageCode || new URLSearchParams(location.search).get('pageCode') || null;
}

import type { GuardDeps, GuardInput } from './types';

/** The page code tracked for a page: the route's, or one given in the query. */
export function trackedPageCode({ route, location }: Pick<GuardInput, 'route' | 'location'>): string | null {
  return route.pageCode || new URLSearchParams(location.search).get('pageCode') || null;
}

/** Step 8, once the navigation has ended (the page is shown): hide the overlay and track the page. */
export function afterNavigation(input: Pick<GuardInput, 'route' | 'location'>, deps: Pick<GuardDeps, 'hideOverlay' | 'track'>): void {
  deps.hideOverlay();
  const pageCode = trackedPageCode(input);
  if (pageCode) deps.track(pageCode, input.location.pathname);
}

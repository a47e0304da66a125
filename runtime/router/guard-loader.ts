import { replace, type LoaderFunction } from 'react-router-dom';
import { runGuard, type GuardDeps } from '../core/guard';
import { getAccessToken, sessionStore } from '../core/session';
import { paramsAllowed, type RouteMeta } from './manifest';

export const BASENAME = '/official';
export const LOGIN_PATH = '/login';

/** The in-app path of a URL (without the /official base). */
export function appPath(pathname: string): string {
  return pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || '/' : pathname;
}

/**
 * A route loader that runs the SPEC §4 guard before the page loads. Its redirects replace the history
 * entry, so neither a `?t=` token address nor a page that needs login stays behind in history.
 */
export function guardLoader(meta: RouteMeta, deps: GuardDeps): LoaderFunction {
  return async ({ request, params }) => {
    // A param outside its allowed values is a page that does not exist: no login is asked for it.
    if (!paramsAllowed(meta, params)) return null;
    const url = new URL(request.url);
    const location = { pathname: appPath(url.pathname), search: url.search };
    const decision = await runGuard({
      route: meta,
      location,
      session: { accessToken: getAccessToken(), visitorMode: sessionStore.visitorMode },
      isLoginRoute: meta.path === LOGIN_PATH,
    }, deps);
    if (decision.kind === 'redirect') throw replace(decision.to);
    return null;
  };
}

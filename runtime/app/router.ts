import { createBrowserRouter } from 'react-router-dom';
import { pages } from 'virtual:pages';
import { widgetRegistry } from '../../widgets/registry';
import type { GuardDeps } from '../core/guard';
import { clearSession, setAccessToken } from '../core/session';
import { hideOverlay, showOverlay } from '../core/ui/overlay';
import { ServiceError } from '../http/errors';
import { buildRoutes, type RouteHandle } from '../router/routes';
import { appPath, BASENAME, guardLoader, LOGIN_PATH } from '../router/guard-loader';
import { callService, onUnauthorized } from './services';
import { onPageShown, trackPage } from './page-effects';

/** The is-logged-in check: a refused session is "no"; a call that could not be made is an error. */
async function isLoggedIn(): Promise<boolean> {
  try {
    await callService('face.isLogin', {});
    return true;
  } catch (error) {
    if (error instanceof ServiceError && (error.kind === 'envelope' || error.details.status === 401)) return false;
    throw error;
  }
}

const guardDeps: GuardDeps = {
  checkCps: async (cpsCode) => (await callService('platformCenter.checkCps', { params: { cpsCode } })) === true,
  isLoggedIn,
  storeToken: setAccessToken,
  clearUserInfo: clearSession,
  setTitle: (title) => { document.title = title; },
  showOverlay,
  hideOverlay,
  track: trackPage,
};

/** The portal's router: created (and its first navigation started) when the app starts, not on import. */
export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(pages, widgetRegistry, (meta) => guardLoader(meta, guardDeps)), { basename: BASENAME });

  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || !state.initialized) return;
    onPageShown(state.matches.at(-1)?.route.handle as RouteHandle | undefined, { pathname: appPath(state.location.pathname), search: state.location.search });
  });

  // A 401 mid-session: back to login, and from there back here.
  onUnauthorized((silent) => {
    const { search } = router.state.location;
    const pathname = appPath(router.state.location.pathname);
    if (silent || pathname === LOGIN_PATH) return;
    void router.navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
  });
  return router;
}

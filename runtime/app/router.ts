import { pages } from 'virtual:pages';
import { devRoutes } from 'virtual:dev-routes';
import type { ServiceFetcher } from '../core/data';
import type { Extensions } from '../core/registry/extensions';
import type { PersonalInfo, Session } from '../core/session';
import { ServiceError } from '../http/errors';
import { createPageLifecycle, type LoadedPage, type ShownPage } from '../router/page-lifecycle';
import { buildRoutes, type PublishedRoutes } from '../router/routes';
import { createNavigation, type Navigation } from '../router/navigation';
import { identifyCustomer } from './account/account-session';
import { PATHS } from './paths';
import { showToast } from '../react/feedback';
import { inAppPath } from '../platform/base-path';

export interface AppRouterOptions {
  session: Session;
  extensions: Pick<Extensions, 'guardSteps' | 'preloadWidgets' | 'prepareNodes'>;
  /** Pages operations staff published: at paths no built-in page has, or in a campaign's or info page's place. */
  published?: PublishedRoutes;
  callService: ServiceFetcher;
  companyName: string;
  shown(page: ShownPage): void;
  /** Starts a page's data once the guard has let the customer in, with the address the page will read. */
  startData(page: LoadedPage, params: Readonly<Record<string, string | undefined>>, query: Readonly<Record<string, string>>): void;
}

export type AppRouter = Navigation;

const refused = (error: unknown) => error instanceof ServiceError && error.details.status === 401;

/**
 * A valid token handed over without a login (`?t=`) learns whose it is, so what is typed belongs to that
 * customer. Only a refused token matters here; any other failure leaves the session as it is.
 */
async function identify(session: Session, callService: ServiceFetcher): Promise<void> {
  try {
    const personal = await callService('face.userInfo', { feedback: 'none' });
    if (personal && typeof personal === 'object') identifyCustomer(session, personal as Partial<PersonalInfo>);
  } catch (error) {
    if (refused(error)) throw error;
  }
}

/** The is-logged-in check: a refused session is "no"; a call that could not be made is an error. */
async function isLoggedIn(session: Session, callService: ServiceFetcher): Promise<boolean> {
  try {
    await callService('face.isLogin', {});
    if (!session.store.user.userId) await identify(session, callService);
    return true;
  } catch (error) {
    if ((error instanceof ServiceError && error.kind === 'envelope') || refused(error)) return false;
    throw error;
  }
}

/** The portal's router: every route runs the page lifecycle; its first navigation starts when it is created. */
export function createAppRouter({ session, extensions, published, callService, companyName, shown, startData }: AppRouterOptions): AppRouter {
  const lifecycle = createPageLifecycle({
    loginPath: PATHS.login,
    defaultTitle: companyName,
    extensions,
    guard: {
      paths: { login: PATHS.login },
      checkCps: async (cpsCode) => (await callService('platformCenter.checkCps', { params: { cpsCode } })) === true,
      notify: (message) => showToast({ message, kind: 'info' }),
      isLoggedIn: () => isLoggedIn(session, callService),
      storeToken: session.setAccessToken,
      clearUserInfo: session.clear,
    },
    session: () => ({ accessToken: session.accessToken(), visitorMode: session.store.visitorMode }),
    setTitle: (title) => { document.title = title; },
    shown,
    // The query as the page reads it (PageView): the address's, and what the navigation carried past it.
    startData: (page, params, url) => {
      const carried = ((router.state.pending ?? router.state.location).state as { carry?: Record<string, string> } | null)?.carry;
      startData(page, params, { ...Object.fromEntries(url.searchParams), ...carried });
    },
  });
  const router = createNavigation({ routes: buildRoutes(pages, lifecycle, devRoutes, published) });
  lifecycle.watch(router);
  void router.start();
  return router;
}

/** A 401 mid-session: back to login, and from there back here (a silent call or the login page stays). */
export function sendToLogin(router: AppRouter, silent: boolean): void {
  const { search } = router.state.location;
  const pathname = inAppPath(router.state.location.pathname);
  if (silent || pathname === PATHS.login) return;
  void router.navigate(`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
}

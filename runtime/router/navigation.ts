import { UNSAFE_createBrowserHistory as createBrowserHistory, createPath, matchRoutes, parsePath, type Location, type NavigationType, type Navigator, type To } from 'react-router-dom';
import type { ComponentType } from 'react';
import { inAppPath, portalUrl } from '../platform/base-path';

type Params = Readonly<Record<string, string | undefined>>;

/** What a route's loader is given: the address it loads for, its params, and a signal aborted when a newer navigation wins. */
export interface LoaderArgs {
  url: URL;
  params: Params;
  signal: AbortSignal;
}

/** A route: its path pattern, what must be loaded before its view shows, and the view. */
export interface AppRoute {
  path: string;
  loader?: (args: LoaderArgs) => unknown;
  Component: ComponentType;
  /** What the app knows of the route before it loads (the page meta for tracking). */
  handle?: unknown;
}

/** Thrown by a loader: the navigation goes on to this in-app address, in place of the entry it was loading. */
export class Redirect {
  constructor(readonly to: string) {}
}

/** The navigation as the app shows it: the page on screen, and the address being loaded while one is pending. */
export interface NavigationState {
  /** False until the first page has loaded: the build-time markup and the loading overlay show till then. */
  initialized: boolean;
  /** The address on screen (with the base path, as the browser has it). */
  location: Location;
  action: NavigationType;
  route?: AppRoute;
  params: Params;
  /** The route loader's answer, or what it threw. */
  data?: unknown;
  error?: unknown;
  /** The address being loaded; the page on screen stays until it is ready. */
  pending: Location | null;
}

export interface NavigationOptions {
  routes: readonly AppRoute[];
  /**
   * React Router's own browser history (exported as UNSAFE_, being the data router's part): it numbers
   * the entries it writes (`idx`, read by platform/history.ts) and tells of back and forward only.
   */
  history?: ReturnType<typeof createBrowserHistory>;
}

type Commit = () => Location;

/**
 * The portal's navigation, in the order a data router keeps: an address is matched, its loader runs (the
 * guard, the page's code, its first data), and only then does the browser's address change and the new page
 * show. A newer navigation (a tap, back) wins over one still loading, whose answer is dropped. A loader's
 * Redirect replaces the entry it was loading. React Router's own components (Link, Navigate, useNavigate)
 * navigate through `navigator`.
 */
export function createNavigation({ routes, history = createBrowserHistory() }: NavigationOptions) {
  let state: NavigationState = { initialized: false, location: history.location, action: history.action, params: {}, pending: history.location };
  const listeners = new Set<(state: NavigationState) => void>();
  // Matched by React Router's ranking (a static segment before a param, a param before `*`).
  const table = routes.map((route) => ({ path: route.path, appRoute: route }));
  /** The navigation being loaded: a newer one aborts it, and its answer is then dropped. */
  let inFlight: AbortController | undefined;

  const update = (next: Partial<NavigationState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  async function load(target: Location, action: NavigationType, commit: Commit): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    update({ pending: target });
    const found = matchRoutes(table, inAppPath(target.pathname))?.at(-1);
    const match = found && { route: found.route.appRoute, params: found.params };
    const url = new URL(history.createHref(target), window.location.origin);
    let data: unknown;
    let error: unknown;
    try {
      data = await match?.route.loader?.({ url, params: match.params, signal: controller.signal });
    } catch (thrown) {
      if (controller.signal.aborted) return;
      if (thrown instanceof Redirect) return go(portalUrl(thrown.to), { replace: true });
      error = thrown;
    }
    if (controller.signal.aborted) return;
    inFlight = undefined;
    update({ initialized: true, location: commit(), action, route: match?.route, params: match?.params ?? {}, data, error, pending: null });
  }

  /** Goes to an address below the base path (as React Router's navigator is handed one), writing history once it has loaded. */
  function go(to: To, { replace = false, state: entryState }: { replace?: boolean; state?: unknown } = {}): Promise<void> {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const target: Location = { pathname: path.pathname ?? state.location.pathname, search: path.search ?? '', hash: path.hash ?? '', state: entryState ?? null, key: 'pending' };
    const write = replace ? history.replace : history.push;
    return load(target, (replace ? 'REPLACE' : 'PUSH') as NavigationType, () => {
      write(createPath(target), entryState);
      return history.location;
    });
  }

  const navigator: Navigator = {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: (delta) => history.go(delta),
    push: (to, entryState) => void go(to, { state: entryState }),
    replace: (to, entryState) => void go(to, { replace: true, state: entryState }),
  };

  return {
    get state() {
      return state;
    },
    navigator,
    /** Starts the first navigation and follows back and forward from then on (the history tells only of those). */
    start() {
      history.listen(({ location }) => void load(location, 'POP' as NavigationType, () => history.location));
      return load(history.location, history.action, () => history.location);
    },
    /** Goes to an in-app address (without the base path). */
    navigate: (to: string, options?: { replace?: boolean }) => go(portalUrl(to), options),
    subscribe(listener: (state: NavigationState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Navigation = ReturnType<typeof createNavigation>;

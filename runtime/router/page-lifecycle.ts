import { runGuard, trackedPageCode, type GuardDeps, type GuardInput } from '../core/guard';
import { ChunkCache } from '../core/registry/chunks';
import type { Extensions } from '../core/registry/extensions';
import type { RenderablePage } from '../react/PageRenderer';
import type { ShareConfig } from '../../schemas/generated/page';
import { pageTitle, paramsAllowed, type PageEntry, type RouteMeta } from './manifest';
import { preloadRoute } from './preload';
import { focusNextHeading } from './heading-focus';
import { inAppPath } from '../platform/base-path';
import { Redirect, type LoaderArgs, type Navigation } from './navigation';

/** A page definition as its chunk holds it: what the renderer shows, and its messaging-app share card. */
export type LoadedPage = RenderablePage & { share?: ShareConfig | null };

/** What a page's loader hands to its view: the definition, or that the address names no page. */
export type PageLoad = { found: true; page: LoadedPage; title: string; route: RouteMeta } | { found: false };

/** What a matched route carries for the lifecycle's last step. */
export interface RouteHandle { meta: RouteMeta }

/** A page the customer now sees (docs/product.md, Route guard, step 8). */
export interface ShownPage {
  route: RouteMeta;
  share?: ShareConfig | null;
  /** The in-app address (without the base path). */
  location: { pathname: string; search: string };
  pageCode: string | null;
}

export interface PageLifecycleOptions {
  loginPath: string;
  /** The title of a page without its own (the company name). */
  defaultTitle: string;
  extensions: Pick<Extensions, 'guardSteps' | 'preloadWidgets' | 'prepareNodes'>;
  guard: GuardDeps;
  session(): GuardInput['session'];
  setTitle(title: string): void;
  /** After a navigation ends with a page on screen: tracking, the messaging-app menu. */
  shown(page: ShownPage): void;
  /** The guard has let the customer in: the page's data may start, while its widgets still load. */
  startData?(page: LoadedPage, params: Readonly<Record<string, string | undefined>>, url: URL): void;
}

export const NOT_FOUND_TITLE = '页面不存在';

/**
 * The page lifecycle, each step done once: title (docs/product.md, Route guard, step 1) → guard steps of the catalogue (3–7),
 * with the page definition and its widgets loading alongside → the page shown → after navigation
 * (step 8: tracking, messaging-app menu). The loading overlay (step 2) follows the router's pending
 * navigation by itself (LoadingOverlay). Page chunks are cached here; a failed load is fetched afresh
 * by the next navigation to the page.
 */
export function createPageLifecycle(options: PageLifecycleOptions) {
  const chunks = new ChunkCache<LoadedPage>();

  /** The page's definition, and the definition with its widgets and what its nodes need loaded too. */
  const loadPage = (entry: PageEntry) => {
    preloadRoute(entry.route.path);
    const definition = chunks.reload(entry.version ?? entry.route.path, async () => (await entry.load()).default as LoadedPage);
    const prepared = definition.then((page) => options.extensions.prepareNodes(page.body));
    const ready = Promise.all([definition, options.extensions.preloadWidgets(entry.widgets), prepared]).then(([page]) => page);
    return { definition, ready };
  };

  const loader = (entry: PageEntry) => async ({ url, params }: LoaderArgs): Promise<PageLoad> => {
    // A param outside its allowed values is a page that does not exist: no login is asked for it.
    if (!paramsAllowed(entry.route, params)) {
      options.setTitle(NOT_FOUND_TITLE);
      return { found: false };
    }
    const title = pageTitle(entry.route, options.defaultTitle);
    options.setTitle(title);
    const page = loadPage(entry);
    page.ready.catch(() => undefined);
    const decision = await runGuard({
      route: entry.route,
      location: { pathname: inAppPath(url.pathname), search: url.search },
      session: options.session(),
      isLoginRoute: entry.route.path === options.loginPath,
    }, options.guard, options.extensions.guardSteps);
    // A redirect replaces the history entry: neither a `?t=` address nor a page that needs login stays behind.
    if (decision.kind === 'redirect') throw new Redirect(decision.to);
    // Data starts now, alongside the widgets' code: one loading phase, not the overlay and then 加载中.
    if (options.startData) void page.definition.then((definition) => options.startData?.(definition, params, url), () => undefined);
    return { found: true, page: await page.ready, title, route: entry.route };
  };

  const notFound = (): PageLoad => {
    options.setTitle(NOT_FOUND_TITLE);
    return { found: false };
  };

  /**
   * Runs the last step once per navigation that ends with a page shown, and moves focus to the new
   * page's heading (not on the first page: the browser's own focus stays there); returns the unsubscribe.
   */
  const watch = (navigation: Pick<Navigation, 'subscribe'>) => {
    let lastShown: string | undefined;
    let stopFocusing = () => {};
    const unsubscribe = navigation.subscribe((state) => {
      if (state.pending || !state.initialized || state.location.key === lastShown) return;
      if (lastShown !== undefined) {
        stopFocusing();
        stopFocusing = focusNextHeading();
        // A page opened by a tap starts at its top; back and forward keep the browser's own scroll.
        if (state.action !== 'POP') window.scrollTo(0, 0);
      }
      lastShown = state.location.key;
      const load = state.data as PageLoad | undefined;
      // The page's own route: a published page shown at a path no built-in page has, or in a built-in one's place.
      const route = load?.found ? load.route : (state.route?.handle as RouteHandle | undefined)?.meta;
      if (!route) return;
      const location = { pathname: inAppPath(state.location.pathname), search: state.location.search };
      options.shown({ route, share: load?.found ? load.page.share : undefined, location, pageCode: trackedPageCode({ route, location }) });
    });
    return () => {
      stopFocusing();
      unsubscribe();
    };
  };

  return { loader, notFound, watch };
}

export type PageLifecycle = ReturnType<typeof createPageLifecycle>;

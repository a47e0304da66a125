import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageView } from './PageView';
import { ErrorPage, NotFoundPage } from './StatusPage';
import type { PageEntry } from './manifest';
import type { PageLifecycle, RouteHandle } from './page-lifecycle';
import { useFirstViewShown } from './prerendered';
import { inAppPath } from '../platform/base-path';
import { RELEASE_WAIT_MS } from './release-wait';

function RedirectTo({ to, query }: { to: string; query?: Record<string, string | undefined> }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return <Navigate to={`${to}${text ? `?${text}` : ''}`} replace />;
}

/** Every view's parent: the first one to show takes the place of the page's build-time markup. */
function Views() {
  useFirstViewShown();
  return <Outlet />;
}

/**
 * While the first page loads, the build-time markup and the loading overlay (LoadingOverlay, drawn beside
 * the router) are what the customer sees: the router itself has nothing to add.
 */
function FirstLoad() {
  return null;
}

function ViewsError() {
  useFirstViewShown();
  return <ErrorPage />;
}

/** Pages operations staff published (app/published): a path's published entry, if it has one now. */
export interface PublishedRoutes {
  entry(path: string): Promise<PageEntry | undefined>;
}

/** Modules whose built-in pages a published version may replace: campaigns and information pages. */
const REPLACEABLE = new Set(['campaign', 'info']);

const within = <T,>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => { setTimeout(resolve, ms); })]);

/**
 * Routes generated from page meta: each page's loader runs the page lifecycle up to showing it; a path
 * no built-in page has is looked up among the published ones, and a built-in campaign or information
 * page shows its published version when there is one. `tools` are routes that are not pages (the local
 * builds' developer tools).
 */
export function buildRoutes(pages: readonly PageEntry[], lifecycle: PageLifecycle, tools: readonly RouteObject[] = [], published?: PublishedRoutes): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entry of pages) {
    const handle: RouteHandle = { meta: entry.route };
    const builtIn = lifecycle.loader(entry);
    const replaceable = published && REPLACEABLE.has(entry.route.module ?? '') && !entry.route.path.includes(':');
    routes.push({
      path: entry.route.path,
      handle,
      loader: replaceable
        ? async (args) => {
          const release = await within(published.entry(entry.route.path), RELEASE_WAIT_MS);
          return release ? lifecycle.loader(release)(args) : builtIn(args);
        }
        : builtIn,
      Component: PageView,
      errorElement: <ErrorPage />,
    });
    for (const redirect of entry.route.redirects ?? []) {
      const to = entry.route.path.replace(/\/:[^/]+\?/g, '');
      routes.push({ path: redirect.from, element: <RedirectTo to={to} query={redirect.query} /> });
    }
  }
  routes.push(...tools);
  routes.push(published
    ? {
      path: '*',
      loader: async (args) => {
        const entry = await published.entry(inAppPath(new URL(args.request.url).pathname));
        return entry ? lifecycle.loader(entry)(args) : lifecycle.notFound(args);
      },
      Component: PageView,
      errorElement: <ErrorPage />,
    }
    : { path: '*', loader: lifecycle.notFound, element: <NotFoundPage /> });
  return [{ Component: Views, HydrateFallback: FirstLoad, errorElement: <ViewsError />, children: routes }];
}

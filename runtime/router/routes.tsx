import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { PageView } from './PageView';
import { ErrorPage, NotFoundPage } from './StatusPage';
import type { PageEntry } from './manifest';
import type { PageLifecycle, RouteHandle } from './page-lifecycle';
import { useFirstViewShown } from './prerendered';

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

/**
 * Routes generated from page meta: each page's loader runs the page lifecycle up to showing it. `tools`
 * are routes that are not pages (the local builds' developer tools).
 */
export function buildRoutes(pages: readonly PageEntry[], lifecycle: PageLifecycle, tools: readonly RouteObject[] = []): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entry of pages) {
    const handle: RouteHandle = { meta: entry.route };
    routes.push({
      path: entry.route.path,
      handle,
      loader: lifecycle.loader(entry),
      Component: PageView,
      errorElement: <ErrorPage />,
    });
    for (const redirect of entry.route.redirects ?? []) {
      const to = entry.route.path.replace(/\/:[^/]+\?/g, '');
      routes.push({ path: redirect.from, element: <RedirectTo to={to} query={redirect.query} /> });
    }
  }
  routes.push(...tools);
  routes.push({ path: '*', loader: lifecycle.notFound, element: <NotFoundPage /> });
  return [{ Component: Views, HydrateFallback: FirstLoad, errorElement: <ViewsError />, children: routes }];
}

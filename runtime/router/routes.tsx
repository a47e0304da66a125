import { Navigate, Outlet, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { WidgetRegistry } from '../core/registry/widgets';
import type { WidgetComponent } from '../react/types';
import type { RenderablePage } from '../react/PageRenderer';
import { PageView } from './PageView';
import { ErrorPage, NotFoundPage } from './StatusPage';
import { LoadingOverlay } from './LoadingOverlay';
import type { PageEntry, RouteMeta } from './manifest';

function RedirectTo({ to, query }: { to: string; query?: Record<string, string | undefined> }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return <Navigate to={`${to}${text ? `?${text}` : ''}`} replace />;
}

function Shell() {
  return (
    <>
      <Outlet />
      <LoadingOverlay />
    </>
  );
}

/** What a matched route carries for the shell (title, share menu, tracking). */
export interface RouteHandle { meta: RouteMeta; share?: PageEntry['share'] }

/** Routes generated from page meta: each page runs the guard, then loads its definition and widgets together. */
export function buildRoutes(
  pages: readonly PageEntry[],
  registry: WidgetRegistry<WidgetComponent>,
  guard: (meta: RouteMeta) => LoaderFunction,
): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entry of pages) {
    const handle: RouteHandle = { meta: entry.route, share: entry.share };
    routes.push({
      path: entry.route.path,
      handle,
      loader: guard(entry.route),
      errorElement: <ErrorPage />,
      lazy: async () => {
        const [module] = await Promise.all([entry.load(), registry.preload(entry.widgets)]);
        const page = module.default as RenderablePage;
        return { Component: () => <PageView meta={entry.route} page={page} /> };
      },
    });
    for (const redirect of entry.route.redirects ?? []) {
      const to = entry.route.path.replace(/\/:[^/]+\?/g, '');
      routes.push({ path: redirect.from, element: <RedirectTo to={to} query={redirect.query} /> });
    }
  }
  routes.push({ path: '*', element: <NotFoundPage /> });
  return [{ element: <Shell />, errorElement: <ErrorPage />, children: routes }];
}

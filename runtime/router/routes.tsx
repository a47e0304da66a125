import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { WidgetRegistry } from '../core/registry/widgets';
import type { WidgetComponent } from '../react/types';
import type { RenderablePage } from '../react/PageRenderer';
import { PageView } from './PageView';
import { ErrorPage, NotFoundPage } from './StatusPage';
import type { PageEntry } from './manifest';

function RedirectTo({ to, query }: { to: string; query?: Record<string, string> }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(query ?? {})) search.set(key, value);
  const text = search.toString();
  return <Navigate to={`${to}${text ? `?${text}` : ''}`} replace />;
}

/** Routes generated from page meta: each page lazily loads its definition and widgets together. */
export function buildRoutes(pages: readonly PageEntry[], registry: WidgetRegistry<WidgetComponent>): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const entry of pages) {
    routes.push({
      path: entry.route.path,
      errorElement: <ErrorPage />,
      lazy: async () => {
        const [module] = await Promise.all([entry.load(), registry.preload(entry.widgets)]);
        const page = module.default as RenderablePage;
        return { Component: () => <PageView meta={entry.route} page={page} /> };
      },
    });
    for (const redirect of entry.route.redirects ?? []) {
      routes.push({ path: redirect.from, element: <RedirectTo to={entry.route.path.replace(/\/:[^/]+\?/g, '')} query={redirect.query} /> });
    }
  }
  routes.push({ path: '*', element: <NotFoundPage /> });
  return routes;
}

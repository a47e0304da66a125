// The routes a link may lead to, with their titles, for the visual editor's link picker: the portal's
// built-in pages (developer pages under /dev/ aside) and the publishing service's own pages.
import appConfig from '../../../pages-config/app.json';
import { pathParams, routeKey } from '../../../runtime/config/routes';
import { readPageFiles } from '../../../scripts/lib/page-files';

export interface CatalogueRoute {
  path: string;
  title: string;
  /** The route's path params, with the values a typed one allows. */
  params?: Record<string, { optional?: true; values?: string[] }>;
  /** Only a signed-in customer may open it (the portal asks a visitor to log in first). */
  login?: true;
}

interface Route { path?: unknown; title?: unknown; login?: unknown; params?: Record<string, { values?: string[] }> }

const isDeveloperPage = (path: string) => /^\/dev(\/|$)/.test(path);

function entry(route: Route & { path: string }): CatalogueRoute {
  const params = Object.fromEntries(pathParams(route.path).map(({ name, optional }) => {
    const values = route.params?.[name]?.values;
    return [name, { ...(optional && { optional: true as const }), ...(values && { values }) }];
  }));
  return {
    path: route.path,
    // A page without a title shows the company's name (docs/authoring.md §6).
    title: typeof route.title === 'string' && route.title ? route.title : appConfig.companyName,
    ...(Object.keys(params).length > 0 && { params }),
    ...(route.login === true && { login: true as const }),
  };
}

/** The built-in pages' routes, read once: they change only with a release. */
export function builtInRoutes(): CatalogueRoute[] {
  return readPageFiles().flatMap(({ text }) => {
    let route: Route | undefined;
    try { route = JSON.parse(text).route; } catch { return []; }
    return typeof route?.path === 'string' && !isDeveloperPage(route.path) ? [entry(route as Route & { path: string })] : [];
  }).sort((a, b) => a.path.localeCompare(b.path));
}

/** The built-in routes with the store's pages added: a store page replacing a built-in one is listed once. */
export function withStorePages(builtIn: readonly CatalogueRoute[], pages: ReadonlyArray<{ routePath: string; title: string }>): CatalogueRoute[] {
  const taken = new Set(builtIn.map((route) => routeKey(route.path)));
  const stored = pages.filter((page) => !taken.has(routeKey(page.routePath)) && !isDeveloperPage(page.routePath)).map((page) => entry({ path: page.routePath, title: page.title }));
  return [...builtIn, ...stored].sort((a, b) => a.path.localeCompare(b.path));
}

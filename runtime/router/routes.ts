import { PageView } from './PageView';
import { NotFoundPage } from './StatusPage';
import type { PageEntry } from './manifest';
import { Redirect, type AppRoute, type LoaderArgs } from './navigation';
import type { PageLifecycle, RouteHandle } from './page-lifecycle';
import { inAppPath } from '../platform/base-path';
import { RELEASE_WAIT_MS } from './release-wait';

/** Pages operations staff published (app/published): a path's published entry, if it has one now. */
export interface PublishedRoutes {
  entry(path: string): Promise<PageEntry | undefined>;
}

/** Modules whose built-in pages a published version may replace: campaigns and information pages. */
const REPLACEABLE = new Set(['campaign', 'info']);

const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => { setTimeout(resolve, ms); })]);

/** An old address of a page: on to the page's own, with the query it had and what the redirect adds. */
function redirectTo(to: string, query: Record<string, string | undefined> = {}) {
  return ({ url }: LoaderArgs): never => {
    const search = new URLSearchParams(url.search);
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
    const text = search.toString();
    throw new Redirect(`${to}${text ? `?${text}` : ''}`);
  };
}

/**
 * Routes generated from page meta: each page's loader runs the page lifecycle up to showing it; a path
 * no built-in page has is looked up among the published ones, and a built-in campaign or information
 * page shows its published version when there is one. `tools` are routes that are not pages (the local
 * builds' developer tools).
 */
export function buildRoutes(pages: readonly PageEntry[], lifecycle: PageLifecycle, tools: readonly AppRoute[] = [], published?: PublishedRoutes): AppRoute[] {
  const routes: AppRoute[] = [];
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
    });
    for (const redirect of entry.route.redirects ?? []) {
      routes.push({ path: redirect.from, loader: redirectTo(entry.route.path.replace(/\/:[^/]+\?/g, ''), redirect.query), Component: NotFoundPage });
    }
  }
  routes.push(...tools);
  routes.push(published
    ? {
      path: '*',
      loader: async (args) => {
        const entry = await published.entry(inAppPath(args.url.pathname));
        return entry ? lifecycle.loader(entry)(args) : lifecycle.notFound();
      },
      Component: PageView,
    }
    : { path: '*', loader: lifecycle.notFound, Component: NotFoundPage });
  return routes;
}

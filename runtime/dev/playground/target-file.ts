import { routeKey } from '../../config/routes';

/** The page file the author started from, and its route path. */
export interface StartingPage { file: string; path: string }

const PAGES_DIR = 'pages-config/pages';
const kebab = (text: string) => text.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Where the edited definition belongs: the file it started from while it keeps that file's route (the
 * author is editing that page), else `pages-config/pages/<module>/<name>.json` from its route, as
 * `npm run new:page` names files (`/act/spring` → act/spring.json, a one-segment path → info/).
 */
export function targetFile(route: { path?: unknown; module?: unknown } | undefined, start: StartingPage | undefined): string {
  const path = typeof route?.path === 'string' ? route.path : undefined;
  if (start && (path === undefined || routeKey(path) === routeKey(start.path))) return start.file;
  const segments = (path ?? '').split('/').filter((segment) => segment && !segment.startsWith(':'));
  const module = typeof route?.module === 'string' && route.module ? route.module : segments.length > 1 ? segments[0] : 'info';
  const name = (segments.length > 1 ? segments.slice(1) : segments).join('-') || 'new-page';
  return `${PAGES_DIR}/${kebab(module)}/${kebab(name)}.json`;
}

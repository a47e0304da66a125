/** Route paths as written in page meta ("/me/bank-card/:mode/:id?") and matching concrete paths against them. */

export interface RoutePattern {
  path: string;
  params: Record<string, { values?: string[] }>;
}

export function pathParams(path: string): Array<{ name: string; optional: boolean }> {
  return path.split('/').filter((s) => s.startsWith(':')).map((s) => ({ name: s.replace(/^:|\?$/g, ''), optional: s.endsWith('?') }));
}

/** A placeholder standing for a `{{ }}` expression inside a navigate target. */
export const DYNAMIC = '\u0000';

function segmentMatches(pattern: string, actual: string, params: RoutePattern['params']): boolean {
  if (!pattern.startsWith(':')) return pattern === actual || actual.includes(DYNAMIC);
  if (actual.includes(DYNAMIC)) return true;
  const values = params[pattern.replace(/^:|\?$/g, '')]?.values;
  return !values || values.includes(actual);
}

/** Whether a concrete path (possibly with dynamic parts) is served by a route pattern. */
export function matchesRoute(route: RoutePattern, target: string): boolean {
  const pattern = route.path.split('/').filter(Boolean);
  const actual = target.split(/[?#]/)[0].split('/').filter(Boolean);
  if (actual.length > pattern.length) return false;
  return pattern.every((segment, i) => (i < actual.length ? segmentMatches(segment, actual[i], route.params) : segment.endsWith('?')));
}

/**
 * Two patterns that would serve the same URL: "/a/:x" and "/a/:y", and, as the router ignores case
 * and a trailing slash, "/About-Us" and "/about-us/".
 */
export function routeKey(path: string): string {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return `/${segments.map((s) => (s.startsWith(':') ? (s.endsWith('?') ? ':?' : ':') : s)).join('/')}`;
}

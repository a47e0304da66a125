import { pathParams } from '../../runtime/config/routes';

export interface RoutePath { path: string; params?: Record<string, { values?: string[] } | undefined> }

/**
 * A concrete address that opens a route pattern: optional params left out, a typed param given its
 * first allowed value. Undefined when a required param lists no values (the caller must name one).
 */
export function concretePath({ path, params = {} }: RoutePath): string | undefined {
  const values = new Map<string, string | undefined>();
  for (const { name, optional } of pathParams(path)) {
    const value = optional ? undefined : params[name]?.values?.[0];
    if (!optional && value === undefined) return undefined;
    values.set(name, value);
  }
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? values.get(segment.replace(/^:|\?$/g, '')) : segment));
  return segments.filter((segment) => segment !== undefined).join('/') || '/';
}

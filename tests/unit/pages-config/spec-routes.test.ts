// @vitest-environment node
import { describe, expect, it } from 'vitest';
import specRoutes from '../../data/spec-routes.json';
import { readExpandedPages } from '../../../scripts/lib/page-files';

/** A path with its params unnamed, so /a/:id? and /a/:businessNo? compare equal. */
const shape = (path: string) => path.replace(/:[A-Za-z]+(\?)?/g, (_, optional) => `:${optional ?? ''}`);

const served = new Set(readExpandedPages().flatMap(({ page }) => [
  page.route.path as string,
  ...((page.route.redirects ?? []) as Array<{ from: string }>).map((redirect) => redirect.from),
].map(shape)));

describe('the routes of docs/product.md (Routes)', () => {
  it('each have a page definition or a redirect to one', () => {
    expect(specRoutes.routes.length).toBeGreaterThan(140);
    expect(specRoutes.routes.filter((route) => !served.has(shape(route)))).toEqual([]);
  });
});

import type { PreviewPage } from './protocol';

/** The first allowed value of each typed route param, so that a page with `:mode` shows one of its modes. */
export function sampleParams(page: PreviewPage): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(page.route?.params ?? {}).map(([name, rule]) => [name, rule?.values?.[0]]));
}

/** The page's address with those values in its params; an optional param without one is left out. */
export function samplePath(page: PreviewPage): string {
  const values = sampleParams(page);
  return (page.route?.path ?? '/').split('/').flatMap((segment) => {
    const name = segment.match(/^:(\w+)(\?)?$/);
    if (!name) return [segment];
    const value = values[name[1]];
    return value ? [encodeURIComponent(value)] : name[2] ? [] : [segment];
  }).join('/') || '/';
}

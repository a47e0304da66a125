import chunks from 'virtual:route-chunks';
import { pages } from 'virtual:pages';

/** Files asked for already: by this module, or by the route's own document (its head preloads them). */
let requested: Set<string> | undefined;
const linkedInDocument = () => new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));

function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  // Stylesheets are only fetched here: they apply when the widget that imports them loads.
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else link.rel = 'modulepreload';
  // As Vite requests its chunks, so that the later import uses this response.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Starts fetching everything a route needs beyond the entry, all at once: its page definition chunk,
 * the forms it names, its widgets' chunks, what they import and their CSS (the map comes from the
 * build, scripts/vite-plugin-route-preload.ts). Called at the start of a navigation, so that nothing
 * waits for a chunk to arrive before the next one is asked for.
 */
export function preloadRoute(path: string): void {
  const entry = pages.find((page) => page.route.path === path);
  if (!entry) return;
  requested ??= linkedInDocument();
  const indexes = [chunks.pages[entry.route.path] ?? [], ...entry.widgets.map((type: string) => chunks.widgets[type] ?? [])].flat();
  for (const index of indexes) {
    const link = preloadLink(`${import.meta.env.BASE_URL}${chunks.files[index]}`);
    // The property, not the attribute: the same absolute address as the document's own links give.
    if (requested.has(link.href)) continue;
    requested.add(link.href);
    document.head.append(link);
  }
}

import { pages } from 'virtual:pages';
import { PRELOADED_ROUTE_META, preloadAs, routeFiles, type ChunkMap } from './route-files';
import { loadOnce } from '../core/registry/chunks';

/**
 * The map of every route's files, fetched by the first navigation that needs it rather than with the
 * entry: a customer's first page comes preloaded by its own document. A failed fetch is tried again next time.
 */
const loadChunkMap = loadOnce<ChunkMap>(() => import('virtual:route-chunks').then((module) => module.default));
const preloadedByDocument = () => document.querySelector<HTMLMetaElement>(`meta[name="${PRELOADED_ROUTE_META}"]`)?.content;

/** Files asked for already: by this module, or by the route's own document (its head preloads them). */
let requested: Set<string> | undefined;
const linkedInDocument = () => new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href));

function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  const { rel, as } = preloadAs(href);
  link.rel = rel;
  if (as) link.as = as;
  // As Vite requests its chunks, so that the later import uses this response.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Starts fetching everything a route needs beyond the entry, all at once: its page definition chunk,
 * the forms it names, its widgets' chunks, what they import and their CSS (the map comes from the
 * build, scripts/vite-plugin-route-preload.ts). Called at the start of a navigation, so that nothing
 * waits for a chunk to arrive before the next one is asked for. Nothing to do for the route the
 * document's head preloads.
 */
export function preloadRoute(path: string): void {
  const entry = pages.find((page) => page.route.path === path);
  if (!entry || path === preloadedByDocument()) return;
  loadChunkMap().then((chunks) => {
    requested ??= linkedInDocument();
    for (const file of routeFiles(chunks, entry.route.path, entry.widgets)) {
      const link = preloadLink(`${import.meta.env.BASE_URL}${file}`);
      // The property, not the attribute: the same absolute address as the document's own links give.
      if (requested.has(link.href)) continue;
      requested.add(link.href);
      document.head.append(link);
    }
  // Preloading only saves time: the page's own imports fetch what it needs.
  }, () => undefined);
}

/**
 * What each page (by route path) and each widget type needs beyond the entry, as the browser gets it:
 * every file named once in `files`, pages and widgets holding indexes into it. The build writes it
 * (scripts/vite-plugin-route-preload.ts); the runtime preloads from it at a navigation, and the build
 * puts the same files in each route's own document.
 */
export interface ChunkMap { files: string[]; pages: Record<string, number[]>; widgets: Record<string, number[]> }

/** Every file a route needs beyond the entry, each once: its page's (chunk, forms, their imports and CSS), then its widgets'. */
export function routeFiles(map: ChunkMap, path: string, widgetTypes: readonly string[]): string[] {
  const indexes = new Set([map.pages[path] ?? [], ...widgetTypes.map((type) => map.widgets[type] ?? [])].flat());
  return [...indexes].map((index) => map.files[index]);
}

/** How a file is preloaded: a stylesheet is only fetched (it applies when the widget importing it loads), a script as a module. */
export const preloadAs = (file: string): { rel: 'preload'; as: 'style' } | { rel: 'modulepreload'; as?: undefined } =>
  (file.endsWith('.css') ? { rel: 'preload', as: 'style' } : { rel: 'modulepreload' });

/** The <meta> by which a route's own document names the route whose files its head preloads already. */
export const PRELOADED_ROUTE_META = 'official-preloaded-route';

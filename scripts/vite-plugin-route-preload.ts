import type { Plugin, Rollup } from 'vite';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chunkClosure, compactChunkMap, routeDocument, routeDocumentName, type ChunkFacts } from './lib/route-chunks';
import { routeFiles, type ChunkMap } from '../runtime/router/route-files';
import { formsOf } from './lib/page-forms';
import { readExpandedPages, type ExpandedPage } from './lib/page-files';
import { pageWidgetTypes } from './lib/page-widgets';
import type { Prerenderer } from './lib/prerender';
import { QUERY_CORE_MODULE, readsServices } from '../runtime/core/data/reads-services';

const VIRTUAL_ID = 'virtual:route-chunks';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// Stands for the map in the built code until every chunk has its final name.
const MARKER = '__OFFICIAL_ROUTE_CHUNKS__';
const QUOTED_MARKER = new RegExp(`(["'\`])${MARKER}\\1`);
// Build-only (a Vite SSR server and jsdom): loaded when a build starts, never by the dev server.
const loadPrerender = () => import('./lib/prerender');

/**
 * Serves `virtual:route-chunks`: for each page (by route path) and each widget folder, the files of
 * the build (relative to its base) it needs beyond the entry: its chunk, the form chunks a page names,
 * everything they import statically, and their CSS. runtime/router/preload.ts requests a route's
 * files with it in one wave. The map is written into the built code once the chunks have their final
 * names, as Vite does with its own preload lists; the dev server preloads nothing. Each route with an
 * address of its own (its path, without trailing optional params) also gets a document of its own
 * (`about-us.html`): index.html preloading the same files, so that a customer's first page arrives in
 * one wave. A page that looks the same to every visitor until its services answer is also rendered into
 * its document (scripts/lib/prerender.ts): drawn before any script has arrived.
 */
export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let building = false;
  let prerendering: Promise<Prerenderer> | undefined;
  const stopPrerendering = async () => {
    const started = prerendering;
    prerendering = undefined;
    await (await started?.catch(() => undefined))?.close();
  };
  return {
    name: 'official-route-preload',
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
    },
    buildStart() {
      // Started while the bundle is built: the renderer's own start (a Vite SSR server, jsdom) takes seconds.
      if (!building) return;
      prerendering = loadPrerender().then(({ createPrerenderer }) => createPrerenderer(root));
      // A failed start is reported where the renderer is awaited, not as an unhandled rejection meanwhile.
      prerendering.catch(() => undefined);
    },
    async buildEnd(error) {
      if (error) await stopPrerendering();
    },
    closeBundle: stopPrerendering,
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return building ? `export default JSON.parse(${JSON.stringify(MARKER)});\n` : 'export default { files: [], pages: {}, widgets: {} };\n';
    },
    generateBundle: {
      // After Vite's own work: CSS-only chunks are gone by then, their CSS moved to the chunks importing them.
      order: 'post',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
        const host = chunks.find((chunk) => QUOTED_MARKER.test(chunk.code));
        if (!host) return;
        const pages = readExpandedPages(root);
        const map = chunkMap(chunks, pages, root, (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
        host.code = host.code.replace(QUOTED_MARKER, JSON.stringify(JSON.stringify(map)));
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        // Static paths first: where `/x` and `/x/:param?` both answer /x, the router shows `/x`'s page.
        const routed = pages.filter(({ page }) => typeof page.route?.path === 'string' && map.pages[page.route.path])
          .sort((a, b) => Number(a.page.route.path.includes(':')) - Number(b.page.route.path.includes(':')));
        const named = new Set<string>();
        // Started at buildStart; stopped at closeBundle, or at buildEnd when the build failed.
        const { createPrerenderer, prerenderAudience } = await loadPrerender();
        const prerenderer = await (prerendering ??= createPrerenderer(root));
        for (const { file, page } of routed) {
          const path = page.route.path;
          const fileName = routeDocumentName(path);
          if (!fileName || named.has(fileName)) continue;
          named.add(fileName);
          const audience = prerenderAudience(page);
          const prerendered = audience && await prerenderer.render(page).then((markup) => ({ markup, audience }), (error: Error) => {
            this.warn(`${file}: served without build-time markup, which could not be rendered: ${error.message}`);
            return undefined;
          });
          this.emitFile({ type: 'asset', fileName, source: routeDocument(String(index.source), path, routeFiles(map, path, pageWidgetTypes(page)), base, prerendered) });
        }
      },
    },
  };
}

/** Each page's (by route path) and each widget folder's files beyond what the entry loads. */
function chunkMap(chunks: readonly Rollup.OutputChunk[], pageFiles: readonly ExpandedPage[], root: string, dynamicImportsOf: (id: string) => readonly string[]): ChunkMap {
  const facts = new Map<string, ChunkFacts>(chunks.map((c) => [c.fileName, { fileName: c.fileName, imports: c.imports, css: [...(c.viteMetadata?.importedCss ?? [])] }]));
  const loaded = new Set(chunkClosure(facts, chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)));
  // By what a chunk holds, not the module fronting it: the bundler may put a module (a form's file) in a
  // chunk no module fronts.
  const chunksOf = (matches: (id: string) => boolean) => chunks.filter((c) => c.moduleIds.some(matches)).map((c) => c.fileName);
  const needs = (start: string[]) => chunkClosure(facts, start, loaded);

  const pages: Record<string, string[]> = {};
  for (const { file, page: definition } of pageFiles) {
    const page = chunksOf((id) => id === join(root, file));
    const path = definition.route?.path;
    if (page.length === 0 || typeof path !== 'string') continue;
    const forms = formsOf(definition).flatMap((form) => chunksOf((id) => id.includes(`/schemas/forms/${form}.schema.json`)));
    const data = readsServices(definition) ? chunksOf((id) => id === join(root, QUERY_CORE_MODULE)) : [];
    pages[path] = needs([...page, ...forms, ...data]);
  }
  const widgets: Record<string, string[]> = {};
  for (const folder of readdirSync(join(root, 'widgets'))) {
    const components = dynamicImportsOf(join(root, 'widgets', folder, 'index.ts')).filter((id) => !id.endsWith('.json'));
    if (components.length > 0) widgets[folder] = needs(components.flatMap((component) => chunksOf((id) => id === component)));
  }
  return compactChunkMap(pages, widgets);
}

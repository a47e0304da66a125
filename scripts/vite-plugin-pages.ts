import type { Plugin, ViteDevServer } from 'vite';
import { join, relative, resolve } from 'node:path';
import { isWidgetCatalogueFile, projectRoot, readExpandedPages, readFragmentFiles } from './lib/page-files';
import { expandPage, loadFragments } from '../runtime/config/fragments';
import { formatProblem, pageOf, type Problem } from '../runtime/config/problems';
import { pagesCheckThread } from './lib/pages-check-thread';
import { pageWidgetTypes, widgetSetCode } from './lib/page-widgets';
import { ROUTE_TABLE_MODULE, firstWaveChunks } from './lib/first-wave-chunks';
import { QUERY_CORE_MODULE, readsServices } from '../runtime/core/data/reads-services';
import { LOCAL_MODES } from './lib/local-modes';

const VIRTUAL_ID = 'virtual:pages';
/** Pages of this module (the widget gallery) exist only locally: never in a build for a real environment. */
const DEV_MODULE = 'dev';
const RESOLVED_ID = ROUTE_TABLE_MODULE;
/** Each page's definition file with its route, for the developer tools only: not in the app's entry. */
const FILES_ID = 'virtual:page-files';
const RESOLVED_FILES_ID = `\0${FILES_ID}`;

function report(problems: Problem[]): string {
  return `Invalid page configuration (npm run validate):\n${problems.map(formatProblem).join('\n')}`;
}

/**
 * Serves `virtual:pages` (every page's route meta and widget list, with a lazy loader for its
 * definition, so each page is its own chunk; the table is a chunk of its own beside the entry,
 * scripts/lib/first-wave-chunks.ts) and `virtual:page-files` (each page's file, for the
 * playground), and refuses invalid definitions: `vite build` fails, and
 * the dev server keeps serving every valid page while an invalid one shows its problems on its route.
 * A change to a page, fragment, activity or the widget catalogue checks every page again.
 */
export function pagesPlugin(): Plugin {
  let problems: Problem[] = [];
  let fragments = loadFragments([]);
  let includeDevPages = true;
  let serving = false;
  const thread = pagesCheckThread();
  // The check reads the catalogue afresh each time: it must see the catalogue as it is now. Warnings
  // do not refuse a page (npm run validate prints them).
  let asked = 0;
  const check = async () => {
    const mine = ++asked;
    // Read once per check, as the pages are: every page's transform expands with the same fragments.
    fragments = loadFragments(readFragmentFiles());
    const found = serving ? await thread.check() : await (await import('./lib/pages-check')).checkPages();
    // A check on a thread restarted meanwhile may answer before an older one: the last asked is kept.
    if (mine === asked) problems = found;
    return found;
  };
  // The dev server answers before the check ends (its first page's modules are transformed meanwhile);
  // `virtual:pages` and the pages, expanded with the fragments it reads, wait for it.
  let checked: Promise<Problem[]> = Promise.resolve([]);
  const startCheck = () => {
    checked = check();
    checked.catch(() => undefined);
    return checked;
  };
  const isConfigFile = (file: string) => resolve(file).startsWith(join(projectRoot, 'pages-config/')) && file.endsWith('.json');
  const isPageFile = (file: string) => resolve(file).startsWith(join(projectRoot, 'pages-config/pages/')) && file.endsWith('.json');
  const refresh = async (server: ViteDevServer) => {
    if ((await startCheck()).length > 0) server.config.logger.error(report(problems), { timestamp: true });
    // A fragment changes every page that uses it: pages are cheap to expand again.
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id === RESOLVED_ID || module.id === RESOLVED_FILES_ID || (module.id && isPageFile(module.id))) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'official-pages',
    enforce: 'pre',
    config: firstWaveChunks,
    configResolved(config) {
      includeDevPages = LOCAL_MODES.includes(config.mode);
      serving = config.command === 'serve';
    },
    async buildStart() {
      startCheck();
      if (this.environment?.mode !== 'dev' && (await checked).length > 0) this.error(report(problems));
    },
    // A dev server (or the build's prerendering one) closing.
    async closeBundle() {
      await thread.close();
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      return id === FILES_ID ? RESOLVED_FILES_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_FILES_ID) return undefined;
      await checked;
      const routed = readExpandedPages().filter(({ page }) => typeof page.route?.path === 'string' && (page.route.module !== DEV_MODULE || includeDevPages));
      if (id === RESOLVED_FILES_ID) return `export const pageFiles = ${JSON.stringify(routed.map(({ file, page }) => ({ file, route: page.route })))};\n`;
      const invalid = (file: string) => problems.filter((problem) => pageOf(problem) === file);
      const widgetSet = widgetSetCode(routed.map(({ page }) => pageWidgetTypes(page)));
      const entries = routed.map(({ file, page }) => {
        const own = invalid(file);
        // In the dev server an invalid page fails alone, on its own route, saying why; other pages work.
        // A page reading a service brings the query core in the same wave as its definition.
        const load = own.length > 0
          ? `() => Promise.reject(new InvalidPageError(${JSON.stringify(file)}, ${JSON.stringify(own.map(formatProblem))}))`
          : readsServices(page)
            ? `withQueryCore(() => import(${JSON.stringify(`/${file}`)}))`
            : `() => import(${JSON.stringify(`/${file}`)})`;
        return `{ route: ${JSON.stringify(page.route)}, widgets: widgetsOf(${widgetSet.mask(own.length > 0 ? [] : pageWidgetTypes(page))}), load: ${load} }`;
      });
      const imports = problems.length > 0 ? `import { InvalidPageError } from '/runtime/router/invalid-page.ts';\n` : '';
      const withQueryCore = `const withQueryCore = (load) => () => Promise.all([import(${JSON.stringify(`/${QUERY_CORE_MODULE}`)}), load()]).then(([, page]) => page);\n`;
      return `${imports}${withQueryCore}${widgetSet.decoder}export const pages = [\n${entries.join(',\n')}\n];\n`;
    },
    async transform(code, id) {
      if (!isPageFile(id)) return undefined;
      await checked;
      // The runtime gets the page with its fragments in place; the JSON plugin turns it into a module next.
      for (const file of fragments.sources.keys()) this.addWatchFile(join(projectRoot, file));
      return { code: JSON.stringify(expandPage(relative(projectRoot, id), JSON.parse(code), fragments).value), map: null };
    },
    configureServer(server) {
      // A scaffold writes several files at once: one check after the last of them.
      let pending: NodeJS.Timeout | undefined;
      const onChange = (file: string) => {
        // A new widget (npm run new:widget) is checked against at once, as validate does.
        if (isWidgetCatalogueFile(file)) thread.restart();
        if (!isConfigFile(file) && !isWidgetCatalogueFile(file)) return;
        clearTimeout(pending);
        pending = setTimeout(() => void refresh(server), 100);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}

import type { Plugin, ViteDevServer } from 'vite';
import { join, relative, resolve } from 'node:path';
import { defaultContext, projectRoot, readExpandedPages, readFragmentFiles, readPageFiles } from './lib/page-files';
import { expandPage, loadFragments } from './lib/fragments';
import { validatePages } from './lib/validate-pages';
import { formatProblem, isError, type Problem } from './lib/problems';
import { usedWidgetTypes, type NodeConfig } from '../runtime/core/page/walk';
import { portalExtensions } from '../runtime/app/extensions';

const VIRTUAL_ID = 'virtual:pages';
/** Pages of this module (the widget gallery) exist only locally: never in a build for a real environment. */
const DEV_MODULE = 'dev';
const LOCAL_MODES = ['development', 'sandbox'];
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

function report(problems: Problem[]): string {
  return `Invalid page definitions (npm run validate):\n${problems.map(formatProblem).join('\n')}`;
}

/**
 * Serves `virtual:pages` (every page's route meta and widget list, with a lazy loader for its
 * definition, so each page is its own chunk) and refuses invalid definitions: the dev server shows
 * them in its overlay, naming the file, and `vite build` fails.
 */
export function pagesPlugin(): Plugin {
  const extensions = portalExtensions();
  const slotsOf = (type: string) => (extensions.hasWidget(type) ? extensions.widget(type).slots : undefined);
  let problems: Problem[] = [];
  let includeDevPages = true;
  // The context is read afresh each time: a page check must see the catalogue as it is now. Warnings
  // do not refuse a page (npm run validate prints them).
  const check = async () => {
    problems = validatePages(readPageFiles(), await defaultContext()).filter(isError);
    return problems;
  };
  const isConfigFile = (file: string) => resolve(file).startsWith(join(projectRoot, 'pages-config/')) && file.endsWith('.json');
  const isPageFile = (file: string) => resolve(file).startsWith(join(projectRoot, 'pages-config/pages/')) && file.endsWith('.json');
  const refresh = async (server: ViteDevServer) => {
    await check();
    // A fragment changes every page that uses it: pages are cheap to expand again.
    for (const module of server.moduleGraph.idToModuleMap.values()) {
      if (module.id === RESOLVED_ID || (module.id && isPageFile(module.id))) server.moduleGraph.invalidateModule(module);
    }
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'official-pages',
    enforce: 'pre',
    configResolved(config) {
      includeDevPages = LOCAL_MODES.includes(config.mode);
    },
    async buildStart() {
      if ((await check()).length > 0 && this.environment?.mode !== 'dev') this.error(report(problems));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (problems.length > 0) throw new Error(report(problems));
      const entries = readExpandedPages().flatMap(({ file, page }) => {
        if (page.route?.module === DEV_MODULE && !includeDevPages) return [];
        const widgets = usedWidgetTypes((page.body ?? []) as NodeConfig[], slotsOf);
        return [`{ file: ${JSON.stringify(file)}, route: ${JSON.stringify(page.route)}, share: ${JSON.stringify(page.share ?? null)}, widgets: ${JSON.stringify(widgets)}, load: () => import(${JSON.stringify(`/${file}`)}) }`];
      });
      return `export const pages = [\n${entries.join(',\n')}\n];\n`;
    },
    transform(code, id) {
      if (!isConfigFile(id)) return undefined;
      const own = problems.find((p) => resolve(projectRoot, p.file) === resolve(id));
      if (own) this.error({ message: `${formatProblem(own)}\n\n${report(problems)}`, id, loc: { line: own.line, column: own.column - 1 } });
      if (!isPageFile(id)) return undefined;
      // The runtime gets the page with its fragments in place; the JSON plugin turns it into a module next.
      readFragmentFiles().forEach(({ file }) => this.addWatchFile(join(projectRoot, file)));
      return { code: JSON.stringify(expandPage(relative(projectRoot, id), JSON.parse(code), loadFragments(readFragmentFiles())).value), map: null };
    },
    configureServer(server) {
      const onChange = (file: string) => { if (isConfigFile(file)) void refresh(server); };
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
      server.watcher.on('change', onChange);
    },
  };
}

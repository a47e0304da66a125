import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathsReadIn } from '../../runtime/core/expression';
import type { RenderablePage } from '../../runtime/react/PageRenderer';

/** What a page's markup may depend on only in the browser: who is logged in, and the address. */
const BROWSER_ONLY_ROOTS = ['session', 'query', 'params'];

/**
 * Whether a page looks the same to every visitor until its services answer, so that its markup can be
 * rendered once at build time: open to visitors (no login, no visitor-mode check), an address without
 * params, nothing read from the session or the address, no draft restored and no entry action.
 */
export function prerenderable(page: Record<string, any>): boolean {
  const route = page.route ?? {};
  if (typeof route.path !== 'string' || /[:*]/.test(route.path) || route.login === true || route.visitor === true) return false;
  if (page.onEnter || (Array.isArray(page.persist) && page.persist.length > 0)) return false;
  return BROWSER_ONLY_ROOTS.every((root) => pathsReadIn([page.body, page.data, page.state], root).length === 0);
}

export interface Prerenderer {
  /** The page's markup as the browser first draws it; rejects with what went wrong. */
  render(page: Record<string, any>): Promise<string>;
  close(): Promise<void>;
}

type RenderPage = (page: RenderablePage, route: { path: string; title?: string }, defaultTitle: string) => Promise<string>;

/**
 * Renders pages with the runtime's own React modules, loaded by a Vite SSR server on the project's
 * config: the markup is the widgets' own, so the browser swaps it for the live page without a shift.
 */
export async function createPrerenderer(root: string, defaultTitle: string): Promise<Prerenderer> {
  // DOMPurify (the rich-text widget) sanitises with a DOM: jsdom's, the one it supports outside a
  // browser. Only `window`: React and the widgets must not take this process for a browser.
  const { JSDOM } = await import('jsdom');
  const globals = globalThis as { window?: unknown };
  const previousWindow = globals.window;
  globals.window = new JSDOM('').window;
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    // arco ships ES modules Node cannot load (no "type": "module"): Vite transforms them instead.
    ssr: { noExternal: [/^@arco-design\//] },
    resolve: { alias: [{ find: /^es6-promise$/, replacement: fileURLToPath(new URL('./native-promise.ts', import.meta.url)) }] },
  });
  const { renderPage } = (await server.ssrLoadModule(fileURLToPath(new URL('./prerender-page.tsx', import.meta.url)))) as { renderPage: RenderPage };
  return {
    render: (page) => renderPage(page as RenderablePage, page.route, defaultTitle),
    async close() {
      await server.close();
      globals.window = previousWindow;
    },
  };
}

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathsReadIn } from '../../runtime/core/expression';

/** What a page's markup may depend on only in the browser: the address. */
const ADDRESS_ROOTS = ['query', 'params'];

/**
 * Who a page's markup rendered once at build time is right for, if anyone: `everyone` for a page open to
 * all that reads nothing of the session, `visitors` for one that does or that visitors see in visitor
 * mode (the home tabs), rendered as a visitor first sees it. Never a page behind a login, at an address
 * with params or reading the address, restoring a draft or running an entry action. Services are not
 * called: their sources show as loading, as they do at first in the browser.
 */
export function prerenderAudience(page: Record<string, any>): 'everyone' | 'visitors' | undefined {
  const route = page.route ?? {};
  if (typeof route.path !== 'string' || /[:*]/.test(route.path) || route.login === true) return undefined;
  if (page.onEnter || (Array.isArray(page.persist) && page.persist.length > 0)) return undefined;
  const reads = (root: string) => pathsReadIn([page.body, page.data, page.state], root).length > 0;
  if (ADDRESS_ROOTS.some(reads)) return undefined;
  return route.visitor === true || reads('session') ? 'visitors' : 'everyone';
}

export interface Prerenderer {
  /** The page's markup as the browser first draws it; rejects with what went wrong. */
  render(page: Record<string, any>): Promise<string>;
  close(): Promise<void>;
}

// The module's type only: it is loaded by Vite's SSR loader below, never by Node itself.
type RenderPage = typeof import('./prerender-page').renderPage;

/**
 * Renders pages with the runtime's own React modules, loaded by a Vite SSR server on the project's
 * config: the markup is the widgets' own, so the browser swaps it for the live page without a shift.
 */
export async function createPrerenderer(root: string): Promise<Prerenderer> {
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
    render: (page) => renderPage(page as Parameters<RenderPage>[0]),
    async close() {
      await server.close();
      globals.window = previousWindow;
    },
  };
}

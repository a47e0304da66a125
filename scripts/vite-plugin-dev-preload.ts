import type { DevEnvironment, Plugin, ViteDevServer } from 'vite';
import { init, parse } from 'es-module-lexer';

/**
 * Dev server only: index.html preloads every module the entry imports statically, so the browser
 * fetches the first page's ~200 modules in one wave instead of one import level after another.
 * The server transforms that graph anyway (the browser would ask for each module); walking it here
 * costs no round trips. Production builds get their preload lists from Vite and route-preload.
 */
export function devPreloadPlugin(entry: string): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'official-dev-preload',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer;
    },
    async transformIndexHtml() {
      if (!server) return [];
      const urls = await staticImports(server.environments.client, server.config.base, entry);
      return urls.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', href }, injectTo: 'head' as const }));
    },
  };
}

/** The browser URLs of every module `entry` reaches through static imports, entry excluded. */
async function staticImports(environment: DevEnvironment, base: string, entry: string): Promise<string[]> {
  await init;
  const seen = new Set<string>([withBase(base, entry)]);
  const visit = async (browserUrl: string): Promise<void> => {
    const result = await environment.transformRequest(requestUrl(base, browserUrl)).catch(() => null);
    if (!result) return;
    const [imports] = parse(result.code);
    const next = imports
      .filter((found) => found.d === -1 && found.n && !/^[a-z]+:/i.test(found.n))
      .map((found) => new URL(found.n!, `http://dev${browserUrl}`))
      .map((url) => url.pathname + url.search)
      .filter((url) => !seen.has(url));
    next.forEach((url) => seen.add(url));
    await Promise.all(next.map(visit));
  };
  await visit(withBase(base, entry));
  return [...seen].slice(1);
}

function withBase(base: string, url: string): string {
  return base.replace(/\/$/, '') + url;
}

/** What the dev server's middleware would pass to transformRequest for a browser URL. */
function requestUrl(base: string, browserUrl: string): string {
  const path = browserUrl.startsWith(base) ? `/${browserUrl.slice(base.length)}` : browserUrl;
  const unwrapped = path.startsWith('/@id/') ? path.slice('/@id/'.length).replace('__x00__', '\0') : path;
  return unwrapped.replace(/[?&]import(?=&|$)/, '').replace(/\?$/, '');
}

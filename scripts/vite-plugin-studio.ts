import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer, type Connect, type Plugin, type ViteDevServer } from 'vite';
import { CONSOLE_BASE } from '../studio/console/base';
import { CONSOLE_BUILD_DIR, serveConsoleBuild } from './lib/console-build';
import { LOCAL_MODES } from './lib/local-modes';

const API_BASE = `${CONSOLE_BASE}api/`;
const CONSOLE_CONFIG = 'studio/console/vite.config.ts';

/**
 * The publishing service of a developer's machine (studio/server), mounted under /official-studio/api/ by
 * the dev server (`npm start`) and by `vite preview` of a sandbox build, as the sandbox backend is: same
 * origin, started with the first request. Its signing key is made before anything is built, so the
 * portal verifies what it publishes (vite-plugin-published-pages.ts reads the public half).
 *
 * Beside it, the operations console (studio/console) at /official-studio/: in the dev server, a second Vite
 * server in middleware mode with the console's own config, made on the first request so that `npm start`
 * is not slowed by it; in `vite preview`, the console's build (`npm run build:console`).
 */
export function studioPlugin(): Plugin {
  let root = process.cwd();
  let studio: Promise<{ handler: Connect.SimpleHandleFunction }> | undefined;
  let address: () => AddressInfo | string | null | undefined = () => undefined;
  const start = () => (studio ??= import('../studio/server/start').then(({ startStudio, studioConfigFromEnv }) => {
    const config = studioConfigFromEnv();
    const served = address();
    // This server stands in for the core system's back office (its sandbox takes registered activities) and
    // is the portal where a version is drawn and audited before submit.
    if (served && typeof served === 'object') {
      const host = served.address === '::1' ? '[::1]' : served.address === '::' || served.address === '0.0.0.0' ? '127.0.0.1' : served.address;
      const origin = `http://${host}:${served.port}`;
      config.coreBackOffice ??= { activitiesUrl: `${origin}/official-api/back-office/campaign-activities`, token: process.env.CORE_BACK_OFFICE_TOKEN! };
      config.previewOrigin ??= origin;
    }
    return startStudio(config);
  }));
  const mount: Connect.NextHandleFunction = (req, res, next) => {
    if (!req.url?.startsWith(API_BASE)) return next();
    start().then(({ handler }) => handler(req, res), (error: Error) => {
      res.statusCode = 503;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ message: `发布服务未能启动：${error.message}` }));
    });
  };
  return {
    name: 'official-studio',
    apply: (_config, { mode }) => LOCAL_MODES.includes(mode),
    async config() {
      // The token the service and the sandbox's back office share, for this server's run.
      process.env.CORE_BACK_OFFICE_TOKEN ??= randomBytes(24).toString('hex');
      const [{ studioConfigFromEnv }, { loadSigningKey }] = await Promise.all([import('../studio/server/start'), import('../studio/server/releases/signing-key')]);
      const config = studioConfigFromEnv();
      await loadSigningKey({ configuredJwk: config.signingKey, dataDir: config.dataDir });
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      address = () => server.httpServer?.address();
      let console: Promise<ViteDevServer> | undefined;
      // Its HMR socket shares the portal's server, at the console's base (/official-studio/), the portal's at /official/.
      const consoleServer = () => (console ??= createServer({ configFile: join(root, CONSOLE_CONFIG), server: { middlewareMode: true, ws: { server: server.httpServer ?? undefined } } }));
      server.middlewares.use(mount);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === CONSOLE_BASE.slice(0, -1)) return void res.writeHead(301, { Location: CONSOLE_BASE }).end();
        if (!path.startsWith(CONSOLE_BASE)) return next();
        consoleServer().then((vite) => vite.middlewares(req, res, next), next);
      });
      server.httpServer?.once('close', () => void console?.then((vite) => vite.close()));
    },
    configurePreviewServer(server) {
      address = () => server.httpServer?.address();
      server.middlewares.use(mount);
      server.middlewares.use(serveConsoleBuild(join(root, CONSOLE_BUILD_DIR)));
    },
  };
}

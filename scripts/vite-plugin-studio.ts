import type { Connect, Plugin } from 'vite';
import { LOCAL_MODES } from './lib/local-modes';

const API_BASE = '/official-studio/api/';

/**
 * The publishing service of a developer's machine (studio/server), mounted under /official-studio/api/ by
 * the dev server (`npm start`) and by `vite preview` of a sandbox build, as the sandbox backend is: same
 * origin, started with the first request. Its signing key is made before anything is built, so the
 * portal verifies what it publishes (vite-plugin-published-pages.ts reads the public half).
 */
export function studioPlugin(): Plugin {
  let studio: Promise<{ handler: Connect.SimpleHandleFunction }> | undefined;
  const start = () => (studio ??= import('../studio/server/start').then(({ startStudio, studioConfigFromEnv }) => startStudio(studioConfigFromEnv())));
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
      const [{ studioConfigFromEnv }, { loadSigningKey }] = await Promise.all([import('../studio/server/start'), import('../studio/server/releases/signing-key')]);
      const config = studioConfigFromEnv();
      await loadSigningKey({ configuredJwk: config.signingKey, dataDir: config.dataDir });
    },
    configureServer(server) {
      server.middlewares.use(mount);
    },
    configurePreviewServer(server) {
      server.middlewares.use(mount);
    },
  };
}

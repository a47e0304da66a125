import type { Plugin } from 'vite';
import { API_PREFIX } from './api-prefix';
import type { Sandbox } from './server';

/**
 * Mounts the sandbox backend on the Vite dev and preview servers, so /official-api/... is answered on
 * the same origin as the app (the .env base paths). The backend (its catalogue, seeds and reference data)
 * loads once the server listens, not while the config loads: the first page's modules are transformed
 * meanwhile, and an API request that comes sooner waits for it. The app's own files never wait.
 */
export function sandboxPlugin(): Plugin {
  let sandbox: Promise<Sandbox> | undefined;
  const load = () => (sandbox ??= import('./server').then(({ createSandbox }) => createSandbox()));
  const handle: Sandbox['handle'] = (req, res, next) => {
    if (!req.url?.startsWith(API_PREFIX) && next) return next();
    load().then((loaded) => loaded.handle(req, res, next), next);
  };
  return {
    name: 'official-sandbox',
    configureServer(server) {
      server.httpServer?.once('listening', () => void load());
      server.middlewares.use(handle);
    },
    configurePreviewServer(server) {
      server.httpServer?.once('listening', () => void load());
      // Ahead of vite preview's compression, which then sends the files as they are (sandboxServerEnv).
      if (process.env.SANDBOX_UNCOMPRESSED === '1') {
        server.middlewares.use((req, _res, next) => {
          delete req.headers['accept-encoding'];
          next();
        });
      }
      server.middlewares.use(handle);
    },
  };
}

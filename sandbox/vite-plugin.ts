import type { Plugin } from 'vite';
import type { Sandbox } from './server';

/**
 * Mounts the sandbox backend on the Vite dev and preview servers, so /official-api/... is answered on
 * the same origin as the app (the .env base paths). The backend (its catalogue, seeds and reference data)
 * loads once the server listens, not while the config loads: the first page's modules are transformed
 * meanwhile, and a request that comes sooner waits for it.
 */
export function sandboxPlugin(): Plugin {
  let sandbox: Promise<Sandbox> | undefined;
  const load = () => (sandbox ??= import('./server').then(({ createSandbox }) => createSandbox()));
  const handle: Sandbox['handle'] = (req, res, next) => {
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
      server.middlewares.use(handle);
    },
  };
}

import type { Plugin } from 'vite';
import { createSandbox, type Sandbox } from './server';

/**
 * Mounts the sandbox backend on the Vite dev and preview servers, so /official-api/... is answered on
 * the same origin as the app (the .env base paths).
 */
export function sandboxPlugin(): Plugin {
  let sandbox: Sandbox | undefined;
  const handle: Sandbox['handle'] = (req, res, next) => (sandbox ??= createSandbox()).handle(req, res, next);
  return {
    name: 'official-sandbox',
    configureServer(server) {
      server.middlewares.use(handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handle);
    },
  };
}

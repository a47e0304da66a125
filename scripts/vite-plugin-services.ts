import type { Plugin } from 'vite';
import { join } from 'node:path';
import { projectRoot } from './lib/page-files';
import { serviceCatalogue } from './lib/catalogue';
import type { RuntimeCatalogue } from '../runtime/http/catalogue';

const VIRTUAL_ID = 'virtual:services';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const servicesDir = join(projectRoot, 'pages-config/services');

/** The catalogue without its schemas: what the browser needs to call an endpoint by id. */
export function runtimeCatalogue(): RuntimeCatalogue {
  const { families, endpoints } = serviceCatalogue();
  return {
    families: Object.fromEntries(families.map((family) => [family.family, { envelope: family.envelope, baseEnv: family.baseEnv }])),
    endpoints: Object.fromEntries([...endpoints.values()].map((e) => [e.id, { family: e.family, method: e.method, path: e.path, silent: e.silent ?? false, auth: e.auth, ...(e.changes && { changes: e.changes }), ...(e.fresh && { fresh: e.fresh }) }])),
  };
}

/** Serves `virtual:services` and reloads the page when a catalogue file changes. */
export function servicesPlugin(): Plugin {
  return {
    name: 'official-services',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export const catalogue = ${JSON.stringify(runtimeCatalogue())};\n` : undefined),
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(servicesDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

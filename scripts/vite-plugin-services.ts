import type { Plugin } from 'vite';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './lib/page-files';
import type { RuntimeCatalogue } from '../runtime/http/catalogue';

const VIRTUAL_ID = 'virtual:services';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const servicesDir = join(projectRoot, 'pages-config/services');

interface CatalogueFile {
  family: string;
  envelope: 'code' | 'success';
  baseEnv: string;
  auth?: 'user' | 'agent' | 'none';
  endpoints: Record<string, { method: string; path: string; silent?: boolean; auth?: 'user' | 'agent' | 'none' }>;
}

/** The catalogue without its schemas: what the browser needs to call an endpoint by id. */
export function runtimeCatalogue(): RuntimeCatalogue {
  const catalogue: RuntimeCatalogue = { families: {}, endpoints: {} };
  const files = existsSync(servicesDir) ? readdirSync(servicesDir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const name of files) {
    const file = JSON.parse(readFileSync(join(servicesDir, name), 'utf8')) as CatalogueFile;
    catalogue.families[file.family] = { envelope: file.envelope, baseEnv: file.baseEnv };
    for (const [endpoint, info] of Object.entries(file.endpoints)) {
      catalogue.endpoints[`${file.family}.${endpoint}`] = {
        family: file.family, method: info.method as 'GET', path: info.path, silent: info.silent ?? false, auth: info.auth ?? file.auth ?? 'user',
      };
    }
  }
  return catalogue;
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

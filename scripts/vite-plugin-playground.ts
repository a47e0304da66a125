import type { Plugin } from 'vite';
import { join } from 'node:path';
import { serviceCatalogue } from './lib/catalogue';
import { isWidgetCatalogueFile } from './lib/page-files';
import { PAGE_SCHEMA_AJV_OPTIONS } from '../runtime/config/validate-pages';
import type { ServiceRef } from '../runtime/config/check-services';
import { LOCAL_MODES } from './lib/local-modes';

const DEV_ROUTES = 'virtual:dev-routes';
const PAGE_SCHEMA_VALIDATOR = 'virtual:page-schema-validator';
const SERVICE_REFS = 'virtual:service-refs';
const NO_AJV_COMPILER = 'playground:no-ajv-compiler';
/**
 * The page validator's ajv import, which the browser never loads: the playground checks pages with the
 * precompiled page-schema validator, so the validator's import of ajv's compiler is given an empty module.
 */
export const NOT_IN_BROWSER = { specifier: 'ajv', importer: 'runtime/config/validate-pages.ts' } as const;
const VIRTUAL = [DEV_ROUTES, PAGE_SCHEMA_VALIDATOR, SERVICE_REFS, NO_AJV_COMPILER];
/** Bundled when the dev server starts: found only on the first visit, they would make it reload the page. */
const EDITOR_DEPS = ['@codemirror/autocomplete', '@codemirror/commands', '@codemirror/lang-json', '@codemirror/language', '@codemirror/lint', '@codemirror/state', '@codemirror/view', 'jsonc-parser'];

/** ajv's standalone code names its runtime helpers with `require` even as ES output: import them instead. */
function requiresAsImports(code: string): string {
  const required: string[] = [];
  const body = code.replace(/require\(("[^"]+")\)/g, (_call, spec: string) => `__required${required.push(spec) - 1}`);
  return `${required.map((spec, index) => `import * as __required${index} from ${spec};`).join('\n')}\n${body}`;
}

async function pageSchemaValidatorModule(): Promise<string> {
  // Loaded with the playground, not as the dev server starts; the catalogue imported afresh each time
  // (tsImport), so that a widget added since (npm run new:widget) is in it.
  const [{ portalExtensions }, { default: Ajv }, { default: standaloneCode }, { composePageSchema }, { describeExtensions }] = await Promise.all([
    import('tsx/esm/api').then(({ tsImport }) => tsImport('../runtime/app/extensions.ts', import.meta.url) as Promise<typeof import('../runtime/app/extensions')>),
    import('ajv'), import('ajv/dist/standalone'), import('../runtime/config/compose-schema'), import('../runtime/config/extension-descriptions'),
  ]);
  const { widgets, actions } = await describeExtensions(portalExtensions());
  const ajv = new Ajv({ ...PAGE_SCHEMA_AJV_OPTIONS, code: { source: true, esm: true } });
  return requiresAsImports(standaloneCode(ajv, ajv.compile(composePageSchema(widgets, actions))));
}

/** A schema without what only people read (descriptions, examples): a property may still be named so. */
function withoutNotes(value: unknown, names = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutNotes(item));
  if (!value || typeof value !== 'object') return value;
  const kept = Object.entries(value).filter(([key]) => names || (key !== 'description' && key !== 'examples'));
  return Object.fromEntries(kept.map(([key, item]) => [key, withoutNotes(item, !names && (key === 'properties' || key === 'definitions'))]));
}

function serviceRefsModule(): string {
  const { families, endpoints } = serviceCatalogue();
  const refs: ServiceRef[] = [...endpoints.values()].map(({ id, family, path, params, body, response, changes }) => ({
    id, family, path, ...(params && { params }), ...(body && { body }), ...(response && { response }), ...(changes && { changes }),
  }));
  const definitions = Object.fromEntries(families.map((family) => [family.family, family.definitions ?? {}]));
  return `export const serviceRefs = ${JSON.stringify(withoutNotes(refs))};\nexport const serviceDefinitions = ${JSON.stringify(withoutNotes(definitions, true))};\n`;
}

/**
 * What the dev playground (runtime/dev/playground) needs from build time, since it checks pages in the
 * browser with the same validatePages as `npm run validate`:
 * - `virtual:dev-routes`: its routes in local modes, none otherwise, so no other build has a chunk of it;
 * - `virtual:page-schema-validator`: the composed page schema compiled to standalone code now, because
 *   the app's CSP (script-src 'self', in the sandbox build too) forbids ajv compiling in the browser;
 * - `virtual:service-refs`: each service with its schemas, the family's definitions apart (the catalogue loader reads files);
 * - validate-pages.ts gets an ajv without its compiler in the browser: it only compiles when no
 *   precompiled validator is given, and ajv's compiler (`new Function`) would fail the CSP guard.
 */
export function playgroundPlugin(): Plugin {
  let root = process.cwd();
  let local = false;
  return {
    name: 'official-playground',
    enforce: 'pre',
    config: (_config, { mode }) => (LOCAL_MODES.includes(mode) ? { optimizeDeps: { include: EDITOR_DEPS } } : undefined),
    configResolved(config) {
      root = config.root;
      local = LOCAL_MODES.includes(config.mode);
    },
    resolveId(source, importer, options) {
      if (VIRTUAL.includes(source) && source !== NO_AJV_COMPILER) return `\0${source}`;
      if (local && !options?.ssr && source === NOT_IN_BROWSER.specifier && importer?.endsWith(`/${NOT_IN_BROWSER.importer}`)) return `\0${NO_AJV_COMPILER}`;
      return undefined;
    },
    configureServer(server) {
      // The page schema changes with the widget catalogue: composed again when the playground next loads it.
      server.watcher.on('all', (_event, file) => {
        const validator = isWidgetCatalogueFile(file) && server.moduleGraph.getModuleById(`\0${PAGE_SCHEMA_VALIDATOR}`);
        if (validator) server.moduleGraph.invalidateModule(validator);
      });
    },
    async load(id) {
      if (!id.startsWith('\0') || !VIRTUAL.includes(id.slice(1))) return undefined;
      switch (id.slice(1)) {
        case DEV_ROUTES:
          return local ? `export { devRoutes } from ${JSON.stringify(join(root, 'runtime/dev/routes.tsx'))};\n` : 'export const devRoutes = [];\n';
        case PAGE_SCHEMA_VALIDATOR:
          return pageSchemaValidatorModule();
        case SERVICE_REFS:
          return serviceRefsModule();
        default:
          return "export default class Ajv { constructor() { throw new Error('ajv cannot compile in the browser: pass context.pageSchemaValidator'); } }\n";
      }
    },
  };
}

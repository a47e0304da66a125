import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { splitFormFile, type FormFile } from '../widgets/schema-form/form-file';

const QUERY = '?validator';
// A virtual JavaScript module (not a .json id), so that the JSON plugin leaves it alone and the dev
// server resolves the ajv runtime imports in it.
const PREFIX = '\0form-validator:';
// `$data` lets a rule read its limit from the form data (`"maximum": { "$data": "1/maxAmount" }`).
export const AJV_OPTIONS = { ajvOptionsOverrides: { $data: true } };

/**
 * ajv's standalone code is CommonJS (its ES output cannot name rjsf's hashed ids): turn it into a module.
 * Each `require()` becomes a namespace import, read as `require` would: the dev server's namespace of a
 * CommonJS module holds its `exports` under `default` (`require("ajv/dist/runtime/equal").default` would
 * be that object, not the function), the build's and vitest's hold the exports themselves.
 */
export function asModule(code: string): string {
  const required: string[] = [];
  const body = code.replace(/require\(("[^"]+")\)/g, (_call, spec: string) => `__required(__module${required.push(spec) - 1})`);
  const imports = required.map((spec, index) => `import * as __module${index} from ${spec};`).join('\n');
  const unwrap = 'const __required = (namespace) => (namespace.default && namespace.default.__esModule ? namespace.default : namespace);';
  return `${imports}\n${unwrap}\nconst exports = {};\n${body}\nexport default exports;\n`;
}

/**
 * `schemas/forms/<name>.schema.json?validator` is the form's precompiled ajv validator, compiled at
 * build (and dev) time from the same file, so the browser never compiles a schema: the app runs under
 * Content-Security-Policy script-src 'self'.
 */
export function formValidatorsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'official-form-validators',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (!source.endsWith(`.schema.json${QUERY}`)) return null;
      const path = source.slice(0, -QUERY.length);
      const file = path.startsWith('/') && !path.startsWith(root) ? join(root, path) : resolve(importer ? dirname(importer) : root, path);
      return `${PREFIX}${file}.js`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      // Loaded with the first form, not as the dev server starts.
      const { compileSchemaValidatorsCode } = await import('@rjsf/validator-ajv8/compileSchemaValidators');
      const file = id.slice(PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const { schema } = splitFormFile(JSON.parse(readFileSync(file, 'utf8')) as FormFile);
      return asModule(compileSchemaValidatorsCode(schema, AJV_OPTIONS));
    },
  };
}

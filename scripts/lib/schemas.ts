import { readFileSync } from 'node:fs';

/**
 * A JSON Schema of schemas/, read from disk rather than imported: Playwright's loader refuses a JSON
 * import without an import attribute, and the browser tests and snapshot run load the modules that use it.
 */
export function readSchema(name: string): object {
  return JSON.parse(readFileSync(new URL(`../../schemas/${name}.schema.json`, import.meta.url), 'utf8')) as object;
}

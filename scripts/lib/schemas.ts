import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A JSON Schema of schemas/, read from disk rather than imported: Playwright's loader refuses a JSON
 * import without an import attribute, and the browser tests and snapshot run load the modules that use it.
 */
export function readSchema(name: string): object {
  return JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas', `${name}.schema.json`), 'utf8')) as object;
}

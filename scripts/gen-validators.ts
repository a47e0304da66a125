// npm run gen:validators: compiles each form of schemas/forms into ajv's standalone code
// (schemas/forms/generated/<name>.validator.cjs, committed), so that no schema is compiled in the browser:
// the app must run under Content-Security-Policy script-src 'self'. A unit test fails when one is stale.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import compileSchemaValidators from '@rjsf/validator-ajv8/compileSchemaValidators';
import { readForms } from './lib/form-validators';

for (const { schema, output } of readForms()) {
  mkdirSync(dirname(output), { recursive: true });
  compileSchemaValidators(schema, output);
}

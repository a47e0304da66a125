import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { splitFormFile, type FormFile } from '../../runtime/forms/form-file';

const formsDir = resolve(import.meta.dirname, '../../schemas/forms');

export interface FormSource {
  name: string;
  /** The schema the validator is compiled from (the file without its uiSchema). */
  schema: RJSFSchema;
  /** Where its precompiled validator is written. */
  output: string;
}

/** Every form in schemas/forms/<name>.schema.json. */
export function readForms(): FormSource[] {
  return readdirSync(formsDir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.schema.json'.length);
      const { schema } = splitFormFile(JSON.parse(readFileSync(join(formsDir, file), 'utf8')) as FormFile);
      return { name, schema, output: join(formsDir, 'generated', `${name}.validator.cjs`) };
    });
}

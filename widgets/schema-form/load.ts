import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { splitFormFile, type FormFile } from './form-file';
import { localiseErrors } from './messages';
import { ChunkCache } from '../../runtime/core/registry/chunks';

// Each form and its validator are chunks of their own, fetched by the pages that show them. The
// validators are ajv's code precompiled at build time (scripts/vite-plugin-form-validators.ts).
const files = import.meta.glob<FormFile>('../../schemas/forms/*.schema.json', { import: 'default' });
const validators = import.meta.glob<ValidatorFunctions>('../../schemas/forms/*.schema.json', { query: '?validator', import: 'default' });

export interface LoadedForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType;
  transformErrors: ErrorTransformer;
}

const forms = new ChunkCache<LoadedForm>();

async function load(name: string): Promise<LoadedForm> {
  const file = files[`../../schemas/forms/${name}.schema.json`];
  const validate = validators[`../../schemas/forms/${name}.schema.json`];
  if (!file || !validate) throw new Error(`unknown form "${name}": no schemas/forms/${name}.schema.json`);
  const [content, functions] = await Promise.all([file(), validate()]);
  const { schema, uiSchema } = splitFormFile(content);
  return { schema, uiSchema, validator: createPrecompiledValidator(functions, schema), transformErrors: localiseErrors(schema) };
}

/** The named form if it has loaded (its page prepared it): drawn at once, without suspending. */
export const loadedForm = (name: string): LoadedForm | undefined => forms.get(name);

/** The named form, loaded once; a failed load is forgotten so that showing the form again retries it. */
export function loadForm(name: string): Promise<LoadedForm> {
  return forms.reload(name, () => load(name));
}

import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * A form in schemas/forms/<name>.schema.json: a JSON Schema whose `uiSchema` key holds its rjsf uiSchema,
 * and whose `$schema` names schemas/form-file.schema.json for editors.
 */
export type FormFile = RJSFSchema & { uiSchema?: UiSchema };

/**
 * The schema the validator is compiled from and the form renders (without the editors' `$schema`, which
 * ajv would read as its meta-schema), and the uiSchema beside it. The build script and the runtime split
 * alike: a precompiled validator only accepts the exact schema it was built from.
 */
export function splitFormFile({ uiSchema = {}, $schema: _editorSchema, ...schema }: FormFile): { schema: RJSFSchema; uiSchema: UiSchema } {
  return { schema, uiSchema };
}

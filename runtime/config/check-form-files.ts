// The business forms (schemas/forms/<name>.schema.json) are checked as pages are: against their file
// schema (schemas/form-file.schema.json: every field has a Chinese title, which is its label and its name in
// error messages), and every field a form requires exists, else the form could never be sent.
import type { ValidateFunction } from 'ajv';
import { parseLocated } from './locate';
import type { Problem } from './problems';
import { describeSchemaErrors } from './schema-errors';

export const FORMS_DIR = 'schemas/forms';

const escapeKey = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Each object schema in the form, with its pointer: the root, nested objects, array items and branches. */
function eachObjectSchema(schema: unknown, pointer: string, visit: (schema: Record<string, any>, pointer: string) => void): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  const node = schema as Record<string, any>;
  visit(node, pointer);
  for (const [name, field] of Object.entries(node.properties ?? {})) eachObjectSchema(field, `${pointer}/properties/${escapeKey(name)}`, visit);
  for (const key of ['items', 'if', 'then', 'else', 'not', 'additionalProperties'] as const) eachObjectSchema(node[key], `${pointer}/${key}`, visit);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) (node[key] ?? []).forEach((branch: unknown, index: number) => eachObjectSchema(branch, `${pointer}/${key}/${index}`, visit));
  for (const [name, definition] of Object.entries(node.definitions ?? {})) eachObjectSchema(definition, `${pointer}/definitions/${escapeKey(name)}`, visit);
}

/**
 * The problems of one form file, at their line and column. `validateFormFile` is schemas/form-file.schema.json
 * compiled. A required name is checked where the object that requires it declares its own fields: a
 * branch (`then: { required: […] }`) may require a field its form declares elsewhere.
 */
export function checkFormFile(file: string, text: string, validateFormFile: ValidateFunction): Problem[] {
  const json = parseLocated(text);
  const syntax = json.syntaxErrors[0];
  if (syntax) return [{ file, ...json.position(syntax.offset), pointer: '', message: `invalid JSON: ${syntax.message}` }];
  const problems: Problem[] = [];
  if (!validateFormFile(json.value)) {
    for (const issue of describeSchemaErrors(validateFormFile.errors ?? [], () => [])) {
      const untitled = issue.message === 'missing required key "title"' && /\/properties\/[^/]+$/.test(issue.pointer);
      problems.push({ file, ...json.locate(issue.pointer, issue.atKey), pointer: issue.pointer, message: untitled ? 'has no "title": a field\'s Chinese title is its label, and its name in error messages (请填写联系电话)' : issue.message });
    }
  }
  eachObjectSchema(json.value, '', (schema, pointer) => {
    if (!Array.isArray(schema.required) || !schema.properties || typeof schema.properties !== 'object') return;
    schema.required.forEach((name: unknown, index: number) => {
      if (typeof name === 'string' && !(name in schema.properties)) {
        const at = `${pointer}/required/${index}`;
        problems.push({ file, ...json.locate(at), pointer: at, message: `requires "${name}", which is not one of its fields (${Object.keys(schema.properties).join(', ')}): the form could never be sent` });
      }
    });
  });
  return problems;
}

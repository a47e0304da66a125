import Ajv, { type ValidateFunction } from 'ajv';
import type { RuntimeProblem } from '../core/page/problems';
import type { JsonSchema } from '../core/registry/widgets';
import { BINDING_PATTERN, describeSchemaErrors } from './schema-errors';
import { PAGE_SCHEMA_AJV_OPTIONS } from './validate-pages';

type Schema = Record<string, unknown>;
type Problem = Omit<RuntimeProblem, 'kind'>;
/** A node's props as written and as resolved, checked: each mismatch with the config path it is reported at. */
export type PropsCheck = (path: string, config: Readonly<Schema>, resolved: Readonly<Schema>) => Problem[];

const isBinding = (branch: unknown) => typeof branch === 'object' && branch !== null && String((branch as Schema).pattern ?? '').startsWith(BINDING_PATTERN);

/** The prop may be written as a {{ }} expression giving its value: one of its alternatives is the binding. */
function takesBinding(schema: unknown): boolean {
  const { oneOf, anyOf } = (schema ?? {}) as Schema;
  return [oneOf, anyOf].some((branches) => Array.isArray(branches) && branches.some(isBinding));
}

/**
 * What an expression must give: the schema without its binding alternatives (the value is resolved), and
 * with unknown keys allowed (rows from a service carry fields the widget ignores).
 */
function resolvedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolvedSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'additionalProperties' && value === false) continue;
    if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) {
      const branches = value.filter((branch) => !isBinding(branch)).map(resolvedSchema);
      // A single real type left: its own error says what is wrong, without "must match exactly one schema".
      out[branches.length === 1 ? 'allOf' : key] = branches;
    } else out[key] = resolvedSchema(value);
  }
  return out;
}

/**
 * Which keys a node has (required, unknown, or required together) is the build-time validator's concern,
 * and the same before and after resolving: only each prop's value is checked.
 */
function valuesOnly(schema: unknown): Schema {
  return { type: 'object', properties: (schema as Schema).properties };
}

const written = (value: unknown) => JSON.stringify(value)?.includes('{{') ?? false;

function problems(validate: ValidateFunction, values: Schema, describe: (pointer: string, message: string) => Problem): Problem[] {
  if (validate(values)) return [];
  return describeSchemaErrors(validate.errors ?? [], () => []).map(({ pointer, message }) => describe(pointer, message));
}

/**
 * Checks a widget's resolved props against its props schema (development only). A prop written as a
 * literal is checked as written. A prop written as an expression is checked only where its schema offers
 * the expression as an alternative to a real type (`visible`, `items`, `current`): that promises what the
 * expression gives, so the value must be of that type. A plain text prop filled by a template promises
 * nothing of the sort ("{{ data.premium }}" may give a number the widget shows as is), and a literal
 * holding templates deeper down (an item list with a {{ }} text) gives whatever its parts give: neither is
 * checked. An expression that gives nothing (undefined or null: its data not loaded yet) is left to the
 * widget's own default.
 */
export function propsCheck(schema: JsonSchema): PropsCheck {
  const ajv = new Ajv(PAGE_SCHEMA_AJV_OPTIONS);
  const asWritten = ajv.compile(valuesOnly(schema));
  const asResolved = ajv.compile(valuesOnly(resolvedSchema(schema)));
  const properties = (schema.properties ?? {}) as Schema;
  return (path, config, resolved) => {
    const literals: Schema = {};
    const results: Schema = {};
    for (const [key, value] of Object.entries(resolved)) {
      if (!written(config[key])) literals[key] = value;
      else if (typeof config[key] === 'string' && value !== undefined && value !== null && takesBinding(properties[key])) results[key] = value;
    }
    return [
      ...problems(asWritten, literals, (pointer, message) => ({ configPath: `${path}/props${pointer}`, message })),
      ...problems(asResolved, results, (pointer, message) => {
        const [, key, ...within] = pointer.split('/');
        const at = within.length > 0 ? ` at /${within.join('/')}` : '';
        return { configPath: `${path}/props/${key}`, message: `the expression gave ${String(JSON.stringify(resolved[key])).slice(0, 80)}${at}: ${message}` };
      }),
    ];
  };
}

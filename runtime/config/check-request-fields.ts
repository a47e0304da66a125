import type { FamilyConfig, JsonSchema } from './catalogue-types';

/** A problem in a catalogue file, by JSON pointer. */
export interface FieldIssue { pointer: string; message: string }

/**
 * Every request field of a family (params and body, recursively, with the definitions they reference)
 * must be bounded like the real service bounds it: a type (or enum / const), maxLength on strings,
 * maxItems and items on arrays, and objects closed by "additionalProperties": false. The params object
 * itself may stay open: the query string is flat and bounded by the URL size.
 */
export function checkRequestFields(family: FamilyConfig): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const checked = new Set<string>();
  const visit = (schema: JsonSchema | boolean, pointer: string, open = false): void => {
    if (typeof schema !== 'object' || schema === null) {
      issues.push({ pointer, message: 'request field must be a schema with a type, not true/false' });
      return;
    }
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/definitions/', '');
      if (!family.definitions?.[name]) issues.push({ pointer: `${pointer}/$ref`, message: `unknown definition "${schema.$ref}"` });
      else if (!checked.has(name)) {
        checked.add(name);
        visit(family.definitions[name], `/definitions/${name}`);
      }
      return;
    }
    if ('enum' in schema || 'const' in schema) return;
    const branches = (['oneOf', 'anyOf', 'allOf'] as const).filter((key) => Array.isArray(schema[key]));
    for (const key of branches) (schema[key] as JsonSchema[]).forEach((branch, i) => visit(branch, `${pointer}/${key}/${i}`));
    if (schema.type === undefined) {
      if (branches.length === 0) issues.push({ pointer, message: 'request field has no type, enum or const' });
      return;
    }
    const types = [schema.type].flat();
    if (types.includes('string') && schema.maxLength === undefined) issues.push({ pointer, message: 'request string has no maxLength' });
    if (types.includes('array')) {
      if (schema.maxItems === undefined) issues.push({ pointer, message: 'request array has no maxItems' });
      if (schema.items === undefined) issues.push({ pointer, message: 'request array has no items schema' });
      else visit(schema.items, `${pointer}/items`);
    }
    if (types.includes('object')) {
      for (const [name, property] of Object.entries<JsonSchema>(schema.properties ?? {})) visit(property, `${pointer}/properties/${name}`);
      if (!open && schema.additionalProperties !== false) issues.push({ pointer, message: 'request object must set "additionalProperties": false' });
    }
  };
  for (const [name, endpoint] of Object.entries(family.endpoints)) {
    if (endpoint.params) visit(endpoint.params, `/endpoints/${name}/params`, true);
    if (endpoint.body) visit(endpoint.body, `/endpoints/${name}/body`);
  }
  return issues;
}

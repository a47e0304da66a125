// What the palette puts on the page: a widget with its required props, each from its schema's default,
// example or first choice, else a blank 【待填写：…】 the gates refuse until it is written; a fragment's
// use with a value for each param it needs (those with a default are left to it).
import type { JsonSchema } from '../../api-client/types';
import { propLabel, type PropLabels } from './prop-labels';

const isExpressionAlternative = (schema: JsonSchema) => schema.type === 'string' && typeof schema.pattern === 'string' && schema.pattern.includes('\\{\\{');

/** A first value for a field of this schema, named `label` in a blank; `labels` name the fields inside it. */
export function firstValue(schema: JsonSchema, label: string, labels: PropLabels): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) return firstValue(alternatives.find((alternative) => !isExpressionAlternative(alternative)) ?? {}, label, labels);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  if (type === 'array') {
    const items = schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items as JsonSchema : undefined;
    // A list whose items must say something starts with one item to fill in.
    return items?.required?.length ? [firstValue(items, label, labels)] : [];
  }
  if (type === 'object') return requiredValues(schema, labels);
  return `【待填写：${label}】`;
}

/** The object's required properties, each with a first value. */
export function requiredValues(schema: JsonSchema, labels: PropLabels): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, firstValue(properties[name] ?? {}, propLabel(name, labels, properties[name]), labels)]));
}

export function newWidgetNode(type: string, schema: JsonSchema, labels: PropLabels): Record<string, unknown> {
  const props = requiredValues(schema, labels);
  return Object.keys(props).length > 0 ? { type, props } : { type };
}

/** A use of the fragment; `params` is its params' form schema (fragments/param-placement.ts). */
export function newFragmentUse(name: string, params: JsonSchema, labels: PropLabels): Record<string, unknown> {
  const given = requiredValues(params, labels);
  return Object.keys(given).length > 0 ? { use: name, with: given } : { use: name };
}

// A widget's props schema (or a fragment's params) made into the form the panel draws: what the portal
// allows as a `{{ }}` expression instead of a value is left out of the choices and, where the page holds
// an expression, the field is that text; labels are Chinese; defaults become hints, never written; props
// that are better picked than typed get a picker, chosen by what the schema says.
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../api-client/types';
import { isObject } from '../model/structure';
import { isChinese, propLabel, type PropLabels } from './prop-labels';
import { schemaOfValue } from './static-data';

/** What a picker needs to know is offered: the catalogue's icon and colour names. */
export interface Offered { icons: ReadonlySet<string>; colours: ReadonlySet<string> }

export interface FormPlan { schema: JsonSchema; uiSchema: UiSchema }

const EXPRESSION = /\{\{[\s\S]*\}\}/;

export const isExpression = (value: unknown): value is string => typeof value === 'string' && EXPRESSION.test(value);

/** The portal's "or a {{ }} expression" alternative. */
const isExpressionAlternative = (schema: JsonSchema) => schema.type === 'string' && typeof schema.pattern === 'string' && schema.pattern.includes('\\{\\{');

const LINK_NAMES = new Set(['to', 'link']);
/** Props that hold sentences: a box that grows with them. */
const TEXT_NAMES = new Set(['text', 'desc', 'subtitle', 'content', 'intro', 'note']);
const ALTERNATIVES = ['oneOf', 'anyOf'] as const;

function pickerFor(name: string, schema: JsonSchema, offered: Offered): string | undefined {
  const choices = Array.isArray(schema.enum) ? schema.enum : undefined;
  if (choices?.length && choices.every((choice) => offered.icons.has(choice))) return 'icon';
  if (choices?.length && choices.every((choice) => offered.colours.has(choice))) return 'colour';
  if (typeof schema.contentMediaType === 'string' && schema.contentMediaType.startsWith('image/')) return 'image';
  if (name === 'activityCode') return 'activity';
  if (LINK_NAMES.has(name) && (schema.type === 'string' || schema.type === undefined) && !choices) return 'link';
  if (TEXT_NAMES.has(name) && schema.type === 'string' && !choices) return 'TextareaWidget';
  return undefined;
}

/** What every field of one form is given: the catalogue's offers and the widget's or fragment's labels. */
interface Given { offered: Offered; labels: PropLabels }

/** The schema without what the form must not show or write: its alternatives, default, English words. */
function plain(schema: JsonSchema, name: string | undefined, labels: PropLabels): { schema: JsonSchema; ui: UiSchema } {
  const { default: fallback, title: _title, description, examples: _examples, ...rest } = schema;
  const ui: UiSchema = {};
  if (fallback !== undefined && typeof fallback !== 'object') ui['ui:placeholder'] = `默认：${String(fallback)}`;
  if (fallback !== undefined) ui['ui:options'] = { default: fallback };
  const words: JsonSchema = {};
  if (name !== undefined) words.title = propLabel(name, labels, schema);
  if (isChinese(description)) words.description = description;
  return { schema: { ...rest, ...words }, ui };
}

const expressionField = (source: JsonSchema, name: string | undefined, labels: PropLabels): FormPlan => (
  { schema: { type: 'string', ...(name !== undefined && { title: propLabel(name, labels, source) }) }, uiSchema: { 'ui:widget': 'expression' } }
);

/** One field's form schema and uiSchema, given the value the page holds there. */
function field(source: JsonSchema, name: string | undefined, value: unknown, given: Given): FormPlan {
  // A fragment's param says only its type, and takes an expression whatever it is.
  if (isExpression(value) && source.type !== undefined && source.type !== 'string') return expressionField(source, name, given.labels);
  const key = ALTERNATIVES.find((alternatives) => Array.isArray(source[alternatives]));
  if (key) {
    const alternatives = source[key] as JsonSchema[];
    const values = alternatives.filter((alternative) => !isExpressionAlternative(alternative));
    const { [key]: _alternatives, ...own } = source;
    if (values.length < alternatives.length && isExpression(value)) return expressionField(source, name, given.labels);
    if (values.length === 1) return field({ ...values[0], ...own }, name, value, given);
    const { schema, ui } = plain(own, name, given.labels);
    return { schema: { ...schema, [key]: values }, uiSchema: ui };
  }
  const { schema, ui } = plain(source, name, given.labels);
  const picker = name === undefined ? undefined : pickerFor(name, source, given.offered);
  if (picker) ui['ui:widget'] = picker;
  // A list or object whose schema leaves its parts open (a fragment's `array` param) takes the shape of what the page holds.
  if (schema.type === 'array' && !schema.items) schema.items = Array.isArray(value) && value.length > 0 ? schemaOfValue(value).items : { type: 'string' };
  if (schema.type === 'object' && !schema.properties && !schema.additionalProperties && isObject(value)) schema.properties = schemaOfValue(value).properties;
  if (schema.type === 'object' && schema.properties) {
    const record = isObject(value) ? value : {};
    const properties: Record<string, JsonSchema> = {};
    for (const [property, inner] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
      const plan = field(inner, property, record[property], given);
      properties[property] = plan.schema;
      if (Object.keys(plan.uiSchema).length > 0) ui[property] = plan.uiSchema;
    }
    return { schema: { ...schema, properties }, uiSchema: ui };
  }
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    // One uiSchema serves every item: an item's picker follows its schema, not what one item holds.
    const items = field(schema.items, undefined, undefined, given);
    return { schema: { ...schema, items: items.schema }, uiSchema: { ...ui, ...(Object.keys(items.uiSchema).length > 0 && { items: items.uiSchema }) } };
  }
  return { schema, uiSchema: ui };
}

/**
 * The form for an object of props or params, its fields named by `labels`. `hidden` names props the panel
 * leaves to the outline (a widget's slots, which hold nodes).
 */
export function formPlan(source: JsonSchema, value: Record<string, unknown>, offered: Offered, labels: PropLabels, hidden: readonly string[] = []): FormPlan {
  const properties = Object.fromEntries(Object.entries((source.properties ?? {}) as Record<string, JsonSchema>).filter(([name]) => !hidden.includes(name)));
  const plan = field({ type: 'object', properties, ...(source.required && { required: (source.required as string[]).filter((name) => !hidden.includes(name)) }) }, undefined, value, { offered, labels });
  return { schema: { ...plan.schema, additionalProperties: source.additionalProperties ?? false }, uiSchema: plan.uiSchema };
}

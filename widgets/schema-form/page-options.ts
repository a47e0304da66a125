import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { titleParts } from './messages';
import { treeLeaves, type OptionNode } from './option-tree';

/** A field's choices: the options, and the few leaves shown first under 常用. */
export interface FieldOptions {
  items: OptionNode[];
  featured: OptionNode[];
}

// The uiSchema key the form hands each field's choices to its widget under (its `options.pageOptions`).
const KEY = 'ui:pageOptions';

const isNode = (item: unknown): item is OptionNode =>
  typeof item === 'object' && item !== null && ['string', 'number'].includes(typeof (item as OptionNode).value);

const nodes = (value: unknown): OptionNode[] => (Array.isArray(value) ? value.filter(isNode) : []);

/** A field's choices as the page gave them (a list, or `{ items, featured }`); nothing usable is no choice. */
function fieldOptions(value: unknown): FieldOptions {
  if (Array.isArray(value)) return { items: nodes(value), featured: [] };
  const { items, featured } = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof FieldOptions, unknown>>;
  return { items: nodes(items), featured: nodes(featured) };
}

/** The uiSchema with each top-level field's choices from the page, for its widget to read with `pageOptionsOf`. */
export function withPageOptions(uiSchema: UiSchema, options: unknown): UiSchema {
  if (typeof options !== 'object' || options === null) return uiSchema;
  const fields = Object.entries(options).map(([field, value]) => [field, { ...(uiSchema[field] as UiSchema | undefined), [KEY]: fieldOptions(value) }]);
  return { ...uiSchema, ...Object.fromEntries(fields) };
}

/** The choices the page gave the field of a widget (its rjsf `options`), if it gave any. */
export function pageOptionsOf(options: Record<string, unknown>): FieldOptions | undefined {
  return options.pageOptions as FieldOptions | undefined;
}

/** A field's choices as rjsf enum options (a flat list: a select, checkboxes). */
export function enumOptionsOf(options: FieldOptions | undefined) {
  return options?.items.map(({ value, text }) => ({ label: String(text), value }));
}

/**
 * rjsf `customValidate`: a field the page gave choices holds one of their leaves (a list, only leaves),
 * whatever the page or the saved draft put in it.
 */
export function validatePageOptions(schema: RJSFSchema): CustomValidator {
  return (formData, errors, uiSchema = {}) => {
    for (const [field, ui] of Object.entries(uiSchema)) {
      const options = (ui as UiSchema | undefined)?.[KEY] as FieldOptions | undefined;
      const value = (formData as Record<string, unknown> | undefined)?.[field];
      if (!options?.items.length || value === undefined) continue;
      const allowed = new Set(treeLeaves(options.items).map(({ node }) => String(node.value)));
      if ((Array.isArray(value) ? value : [value]).every((one) => allowed.has(String(one)))) continue;
      const title = (ui as UiSchema)['ui:title'] ?? (schema.properties?.[field] as RJSFSchema | undefined)?.title ?? '此项';
      errors[field]?.addError(`请选择有效的${titleParts(String(title)).name}`);
    }
    return errors;
  };
}

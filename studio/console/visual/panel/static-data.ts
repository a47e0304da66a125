// A block may show what the page writes in a static data source (`"rules": "{{ data.rules }}"` on the
// campaign rules, `data.rules` written in the page): the block's panel edits that value in place, and the
// refusals about it show on the block's row, so an author never needs the page's data section.
import type { JsonSchema } from '../../api-client/types';
import type { OutlineNode } from '../model/outline';
import { isObject, valueAt } from '../model/structure';

const DATA_REFERENCE = /^\{\{\s*data\.([A-Za-z_$][\w$]*)\s*\}\}$/;

/** The static source a value reads whole, when the page writes that source's value itself. */
export function staticSourceOf(page: unknown, value: unknown): string | undefined {
  const name = typeof value === 'string' ? DATA_REFERENCE.exec(value)?.[1] : undefined;
  const source = name === undefined ? undefined : valueAt(page, ['data', name]);
  return isObject(source) && 'static' in source ? name : undefined;
}

/** The props (or params) of a node that show a static source whole, with the source's name. */
export function staticReads(page: unknown, node: OutlineNode): Array<{ key: string; source: string }> {
  const held = valueAt(page, [...node.path, node.kind === 'widget' ? 'props' : 'with']);
  if (!isObject(held)) return [];
  return Object.entries(held).flatMap(([key, value]) => {
    const source = staticSourceOf(page, value);
    return source ? [{ key, source }] : [];
  });
}

/** Each static source a node shows whole, by name, with that node's pointer (the first such node). */
export function staticOwners(page: unknown, nodes: readonly OutlineNode[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const node of nodes) for (const { source } of staticReads(page, node)) if (!owners.has(source)) owners.set(source, node.pointer);
  return owners;
}

/** A schema of a value as the page writes it: its shape, lists taking every key their items have. */
export function schemaOfValue(value: unknown): JsonSchema {
  if (typeof value === 'string') return { type: 'string' };
  if (typeof value === 'number') return { type: 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (Array.isArray(value)) {
    const objects = value.filter(isObject);
    const items = objects.length === value.length && objects.length > 0 ? schemaOfValue(Object.assign({}, ...objects)) : schemaOfValue(value[0]);
    return { type: 'array', items };
  }
  if (isObject(value)) return { type: 'object', properties: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, schemaOfValue(item)])) };
  return {};
}

// The nodes a JSON pointer passes through in a page definition, outermost first: what decides the scope
// an expression there is read in (each node's `let` names, a repeat's item). The console's expression
// field and the preview frame walk the same way; check-expression-paths.ts walks a whole page so.

/** A node of the page (a widget's `type`, or a fragment's `use`) and its pointer. */
export interface NodeOnPath { node: Record<string, unknown>; pointer: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNode = (value: unknown): value is Record<string, unknown> => isObject(value) && (typeof value.type === 'string' || typeof value.use === 'string');
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The nodes from the page's top to the one at `pointer` (included when it is one); [] when the pointer leads nowhere. */
export function nodesOnPath(page: unknown, pointer: string): NodeOnPath[] {
  const found: NodeOnPath[] = [];
  let value: unknown = page;
  let at = '';
  for (const raw of pointer.split('/').slice(1)) {
    const segment = unescape(raw);
    if (Array.isArray(value)) value = /^\d+$/.test(segment) ? value[Number(segment)] : undefined;
    else if (isObject(value)) value = Object.hasOwn(value, segment) ? value[segment] : undefined;
    else return [];
    at += `/${raw}`;
    if (value === undefined) return [];
    if (isNode(value)) found.push({ node: value, pointer: at });
  }
  return found;
}

/** Where in its node an expression is written: its props (inside a repeat's item) or its condition (before the repeat). */
export type Placement = 'node' | 'condition';

/** Whether the scope at the last node takes its repeat's item: a node's own props do, its condition does not. */
export const takesItem = (index: number, count: number, placement: Placement): boolean => index < count - 1 || placement === 'node';

// Which parts of a page are nodes: the items of `body`, of a node's `children`, and of the props its
// widget declares as slots (the catalogue's `slots`). A node is a widget (`type`) or a fragment's use (`use`).
import type { Path } from './json-path';

/** A widget's slot props: `nodes` holds a list of nodes, `node` one. */
export type SlotsOf = (type: string) => Readonly<Record<string, 'node' | 'nodes'>> | undefined;

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export type NodeKind = 'widget' | 'fragment';

export function kindOf(value: unknown): NodeKind | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.type === 'string') return 'widget';
  return typeof value.use === 'string' ? 'fragment' : undefined;
}

/** The value at a path, undefined when the page has none there. */
export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else if (isObject(value) && typeof segment === 'string') value = value[segment];
    else return undefined;
  }
  return value;
}

/** The slot a path ends in (`…/props/<slot>`), when the node before it declares it. */
function slotAt(page: unknown, path: Path, slotsOf: SlotsOf): 'node' | 'nodes' | undefined {
  if (path.length < 2 || path[path.length - 2] !== 'props') return undefined;
  const owner = path.slice(0, -2);
  const node = valueAt(page, owner);
  if (!isNodePath(page, owner, slotsOf) || kindOf(node) !== 'widget') return undefined;
  return slotsOf((node as Json).type as string)?.[path[path.length - 1] as string];
}

/** Whether the path names a list that holds nodes (whether or not the page has it yet). */
export function isNodeListPath(page: unknown, path: Path, slotsOf: SlotsOf): boolean {
  if (path.length === 1) return path[0] === 'body';
  if (path[path.length - 1] === 'children') return isNodePath(page, path.slice(0, -1), slotsOf) && kindOf(valueAt(page, path.slice(0, -1))) === 'widget';
  return slotAt(page, path, slotsOf) === 'nodes';
}

/** Whether the path names a node: an item of a node list, or the node of a one-node slot. */
export function isNodePath(page: unknown, path: Path, slotsOf: SlotsOf): boolean {
  if (path.length === 0) return false;
  if (typeof path[path.length - 1] === 'number') return isNodeListPath(page, path.slice(0, -1), slotsOf) && kindOf(valueAt(page, path)) !== undefined;
  return slotAt(page, path, slotsOf) === 'node' && kindOf(valueAt(page, path)) !== undefined;
}

/** The nodes a path lies in, outermost first (the path itself when it is a node). */
export function nodesOn(page: unknown, path: Path, slotsOf: SlotsOf): Path[] {
  const found: Path[] = [];
  for (let length = 1; length <= path.length; length += 1) {
    const prefix = path.slice(0, length);
    if (isNodePath(page, prefix, slotsOf)) found.push(prefix);
  }
  return found;
}

// The outline's rows as a tree shows them: every node with its depth and place among its siblings, those
// inside a collapsed node left out.
import { BLOCK_CONTAINERS } from '../../../../runtime/dev/playground/canvas-blocks';
import type { OutlineNode } from '../model/outline';

export interface OutlineRow {
  node: OutlineNode;
  /** aria-level: 1 for the body's nodes. */
  level: number;
  position: number;
  setSize: number;
  /** The pointer of the node it lies in. */
  parent?: string;
  /** How many nodes it holds, and whether they show. */
  childCount: number;
  expanded: boolean;
}

const heldNodes = (node: OutlineNode) => node.lists.flatMap((list) => list.nodes);

/** Whether nodes may be dropped into it: a section or card, or a widget that holds children already. */
export const acceptsChildren = (node: OutlineNode): boolean => node.kind === 'widget' && !node.locked && (BLOCK_CONTAINERS.includes(node.name) || (node.lists[0]?.nodes.length ?? 0) > 0);

export function visibleRows(nodes: readonly OutlineNode[], collapsed: ReadonlySet<string>, level = 1, parent?: string): OutlineRow[] {
  return nodes.flatMap((node, index) => {
    const held = heldNodes(node);
    const expanded = held.length > 0 && !collapsed.has(node.pointer);
    const row: OutlineRow = { node, level, position: index + 1, setSize: nodes.length, parent, childCount: node.lists[0]?.nodes.length ?? 0, expanded };
    return [row, ...(expanded ? visibleRows(held, collapsed, level + 1, node.pointer) : [])];
  });
}

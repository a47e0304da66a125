// Where the palette puts what is picked: after the selected node, into it when asked and it takes
// children, or at the end of the page when nothing is selected.
import type { Path } from './model/json-path';
import type { OutlineNode } from './model/outline';
import { acceptsChildren } from './outline/rows';

export interface Insertion { listPath: Path; index: number }

export function insertionPoint(body: readonly OutlineNode[], node: OutlineNode | undefined, inside: boolean): Insertion {
  if (!node) return { listPath: ['body'], index: body.length };
  if (inside && acceptsChildren(node)) return { listPath: [...node.path, 'children'], index: node.lists[0]?.nodes.length ?? 0 };
  return { listPath: node.path.slice(0, -1), index: (node.path[node.path.length - 1] as number) + 1 };
}

// Where a moved node ends up, for the operation that moves it and the outline that then selects it: a
// list after the node's old place (in a later sibling) has moved up one index when the node left.
import { samePath, startsWith, type Path } from './json-path';

/** The target list's path once the node at `from` has left its list. */
export function listAfterRemoval(from: Path, listPath: Path): Path {
  const parent = from.slice(0, -1);
  const position = from[from.length - 1] as number;
  const step = listPath[parent.length];
  if (!startsWith(listPath, parent) || typeof step !== 'number' || step <= position) return listPath;
  return listPath.map((segment, depth) => (depth === parent.length ? step - 1 : segment));
}

/** The node's path after moving it to position `index` of the list at `listPath` (counted once it has left its old place). */
export const pathAfterMove = (from: Path, listPath: Path, index: number): Path => [...listAfterRemoval(from, listPath), index];

export type Where = 'before' | 'after' | 'inside';

/**
 * Where a node dropped on a row goes: before or after the row in the row's list, or at the end of the
 * row's children (`inside`, given how many it has); the index counted once the node has left its place.
 */
export function dropTarget(dragged: Path, row: Path, where: Where, childCount = 0): { listPath: Path; index: number } {
  if (where === 'inside') {
    const listPath = [...row, 'children'];
    return { listPath, index: samePath(dragged.slice(0, -1), listPath) ? childCount - 1 : childCount };
  }
  const listPath = row.slice(0, -1);
  const position = (row[row.length - 1] as number) + (where === 'after' ? 1 : 0);
  const before = samePath(dragged.slice(0, -1), listPath) && (dragged[dragged.length - 1] as number) < position;
  return { listPath, index: before ? position - 1 : position };
}

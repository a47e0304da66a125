// Setting and removing a member of an object (a prop, a fragment's `with`, the route's title, the share
// card) as one small text edit: jsonc-parser's `modify` places it, and only what it writes is laid out.
import { applyEdits, findNodeAtLocation, format, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import type { Path } from './json-path';
import { FORMATTING, spansOneLine } from './layout';

/** The deepest node of the path the text has (the root at worst), and how many segments it covers. */
function deepest(root: Node, path: Path): { node: Node; depth: number } {
  for (let depth = path.length; depth > 0; depth -= 1) {
    const node = findNodeAtLocation(root, path.slice(0, depth) as JSONPath);
    if (node) return { node, depth };
  }
  return { node: root, depth: 0 };
}

/** The object or array the written member lands in: what decides whether it goes on one line. */
function containerOf(root: Node, path: Path): Node {
  const { node, depth } = deepest(root, path);
  if (depth < path.length) return node;
  // An existing value: the object around its property.
  return node.parent?.type === 'property' ? node.parent.parent ?? root : node.parent ?? root;
}

/** `{ }` or `{\n  }` left by removing the last member: written `{}`. */
function collapseEmpty(text: string, path: Path): string {
  const container = findNodeAtLocation(parseTree(text)!, path as JSONPath);
  if (!container || (container.type !== 'object' && container.type !== 'array') || container.children?.length) return text;
  const inner = text.slice(container.offset + 1, container.offset + container.length - 1);
  return inner === '' ? text : applyEdits(text, [{ offset: container.offset + 1, length: inner.length, content: '' }]);
}

/**
 * The text with the member at `path` set to `value`, or removed when `value` is undefined. Missing
 * objects on the way are made. Throws when the path runs through something that is not an object.
 */
export function writeMember(text: string, path: Path, value: unknown): string {
  const root = parseTree(text);
  if (!root) throw new Error('not JSON');
  const container = containerOf(root, path);
  const edits = modify(text, path as JSONPath, value, {});
  if (edits.length === 0) return text;
  const written = applyEdits(text, edits);
  const [edit] = edits;
  if (value === undefined) return collapseEmpty(written, path.slice(0, -1));
  const range = { offset: edit.offset, length: edit.content.length };
  return applyEdits(written, format(written, range, { ...FORMATTING, keepLines: spansOneLine(text, container) }));
}

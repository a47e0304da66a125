// Members the editor adds as a developer writes them: a data source or a block's action on a line of its
// own in a spread object (beside its neighbours in a one-line one), its value on one line when short, the
// key placed where pages put it (`data` before `body`, `onClick` before `children`); and a single action
// step made a list of steps, or a list of one made its step again, its text kept.
import { applyEdits, findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import type { Path } from './json-path';
import { endOf, indentAt, reindent, renderFor, spansOneLine } from './layout';

const nodeAt = (text: string, path: Path): Node | undefined => {
  const root = parseTree(text);
  return root && findNodeAtLocation(root, path as JSONPath);
};

/** `"key": value` at indentation `indent`, the value on one line when short. */
const memberText = (key: string, value: unknown, indent: string) => `${JSON.stringify(key)}: ${reindent(renderFor(value, true), '', indent)}`;

/**
 * The text with member `key` (not there yet) added to the object at `path`, before the first of `before` the
 * object has, else last. A missing object is made as a member placed the same way (`data` before `body`).
 */
export function addMember(text: string, path: Path, key: string, value: unknown, before: readonly string[] = []): string {
  const object = nodeAt(text, path);
  if (!object) {
    if (path.length === 0) throw new Error('not JSON');
    return addMember(addMember(text, path.slice(0, -1), String(path[path.length - 1]), {}, before), path, key, value);
  }
  if (object.type !== 'object') throw new Error('not an object');
  const properties = object.children ?? [];
  const outer = indentAt(text, object.offset);
  if (properties.length === 0) {
    const inner = `${outer}  `;
    return applyEdits(text, [{ offset: object.offset, length: object.length, content: `{\n${inner}${memberText(key, value, inner)}\n${outer}}` }]);
  }
  const oneLine = spansOneLine(text, object);
  const indent = oneLine ? outer : indentAt(text, properties[0].offset);
  const written = memberText(key, value, indent);
  const next = properties.find((property) => before.includes(property.children?.[0]?.value as string));
  if (next) return applyEdits(text, [{ offset: next.offset, length: 0, content: oneLine ? `${written}, ` : `${written},\n${indent}` }]);
  return applyEdits(text, [{ offset: endOf(properties[properties.length - 1]), length: 0, content: oneLine ? `, ${written}` : `,\n${indent}${written}` }]);
}

/** The value at `path` made the one item of a list: `[<its text>]`. */
export function wrapInList(text: string, path: Path): string {
  const value = nodeAt(text, path);
  if (!value) throw new Error('nothing there');
  return applyEdits(text, [{ offset: endOf(value), length: 0, content: ']' }, { offset: value.offset, length: 0, content: '[' }]);
}

/** The list of one at `path` replaced by its item's text, re-indented to the list's place. */
export function unwrapList(text: string, path: Path): string {
  const list = nodeAt(text, path);
  const [item] = list?.children ?? [];
  if (!list || list.type !== 'array' || list.children!.length !== 1) throw new Error('not a list of one');
  const raw = reindent(text.slice(item.offset, endOf(item)), indentAt(text, item.offset), indentAt(text, list.offset));
  return applyEdits(text, [{ offset: list.offset, length: list.length, content: raw }]);
}

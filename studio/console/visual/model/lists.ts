// Items of a list (a page's body, a node's children) inserted, removed and reordered by splicing their
// text: an item keeps its exact bytes wherever it goes (re-indented when it changes depth), and the
// separators between items stay where they are, so moving down then up, or copying then removing the
// copy, gives back the text it started from.
import { applyEdits, findNodeAtLocation, parseTree, type Edit, type JSONPath, type Node } from 'jsonc-parser';
import type { Path } from './json-path';
import { endOf, indentAt, reindent, renderFor, spansOneLine, startsLine } from './layout';

export interface ListText { node: Node; items: Node[] }

/** The list at `path`, or undefined when the text has no list there. */
export function listAt(text: string, path: Path): ListText | undefined {
  const root = parseTree(text);
  const node = root && findNodeAtLocation(root, path as JSONPath);
  return node?.type === 'array' ? { node, items: node.children ?? [] } : undefined;
}

/** What stands between item `index` and the next: the list's own separator (`,\n    `), guessed for a list of one. */
function separatorAfter(text: string, { items }: ListText, index: number): string {
  if (index + 1 < items.length) return text.slice(endOf(items[index]), items[index + 1].offset);
  if (items.length >= 2) return text.slice(endOf(items[items.length - 2]), items[items.length - 1].offset);
  return startsLine(text, items[0]) ? `,\n${indentAt(text, items[0].offset)}` : ', ';
}

/** The indentation items of the list stand at. */
export function itemIndent(text: string, { node, items }: ListText): string {
  if (items.length === 0) return `${indentAt(text, node.offset)}  `;
  return startsLine(text, items[0]) ? indentAt(text, items[0].offset) : indentAt(text, node.offset);
}

/** An item's own text and the indentation it was written at. */
export function itemText(text: string, item: Node): { raw: string; indent: string } {
  return { raw: text.slice(item.offset, endOf(item)), indent: indentAt(text, item.offset) };
}

/** The text with `raw` (written at `indent`) made item `index` of the list. */
export function insertRaw(text: string, list: ListText, index: number, raw: string, indent: string): string {
  const { node, items } = list;
  const moved = reindent(raw, indent, itemIndent(text, list));
  let edit: Edit;
  if (items.length === 0) {
    const inner = { offset: node.offset + 1, length: node.length - 2 };
    edit = { ...inner, content: `\n${itemIndent(text, list)}${moved}\n${indentAt(text, node.offset)}` };
  } else if (index === 0) {
    edit = { offset: items[0].offset, length: 0, content: moved + separatorAfter(text, list, 0) };
  } else {
    edit = { offset: endOf(items[index - 1]), length: 0, content: separatorAfter(text, list, index - 1) + moved };
  }
  return applyEdits(text, [edit]);
}

/** The text with `value` made item `index`: on one line when short and the list writes some items so. */
export function insertValue(text: string, list: ListText, index: number, value: unknown): string {
  const oneLine = list.items.length === 0 || list.items.some((item) => spansOneLine(text, item));
  return insertRaw(text, list, index, renderFor(value, oneLine), '');
}

/** The text without item `index` and the separator insertRaw would have put with it. */
export function removeItem(text: string, { node, items }: ListText, index: number): string {
  let edit: Edit;
  if (items.length === 1) edit = { offset: node.offset + 1, length: node.length - 2, content: '' };
  else if (index === 0) edit = { offset: items[0].offset, length: items[1].offset - items[0].offset, content: '' };
  else edit = { offset: endOf(items[index - 1]), length: endOf(items[index]) - endOf(items[index - 1]), content: '' };
  return applyEdits(text, [edit]);
}

/** The text with item `from` moved to position `to` of the same list; each separator keeps its place. */
export function reorder(text: string, { items }: ListText, from: number, to: number): string {
  if (from === to) return text;
  const raws = items.map((item) => text.slice(item.offset, endOf(item)));
  const [moved] = raws.splice(from, 1);
  raws.splice(to, 0, moved);
  const start = items[0].offset;
  const content = raws.map((raw, index) => raw + (index + 1 < items.length ? text.slice(endOf(items[index]), items[index + 1].offset) : '')).join('');
  return applyEdits(text, [{ offset: start, length: endOf(items[items.length - 1]) - start, content }]);
}

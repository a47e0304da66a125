// What the visual editor does to a page, each a small edit of its text (the source of truth): insert,
// remove, move and copy nodes, and set or unset a value. Each answers the new text, or why not in Chinese.
import { parse } from 'jsonc-parser';
import { pointerOf, samePath, startsWith, type Path } from './json-path';
import { insertRaw, insertValue, itemText, listAt, removeItem, reorder } from './lists';
import { holdsLocked, inLocked, LOCKED_REFUSAL } from './locks';
import { addMember, unwrapList, wrapInList } from './members';
import { listAfterRemoval } from './moves';
import { isNodeListPath, isNodePath, valueAt, type SlotsOf } from './structure';
import { writeMember } from './values';

export type Outcome = { text: string; refused?: undefined } | { text?: undefined; refused: string };

const NOT_A_NODE = '所选位置不是页面中的组件';
const NOT_A_LIST = '这里不能放置组件';
const INTO_ITSELF = '不能把组件移到它自己里面';

const refuse = (refused: string): Outcome => ({ refused });
const lastIndex = (path: Path) => path[path.length - 1] as number;

/** A page's text and the operations on it. */
export function openPage(text: string, slotsOf: SlotsOf) {
  const page: unknown = parse(text);

  /** The list's text, made (`"children": []`) when the node has none yet. */
  const ensureList = (current: string, listPath: Path) => {
    const list = listAt(current, listPath);
    if (list) return { text: current, list };
    const made = writeMember(current, listPath, []);
    return { text: made, list: listAt(made, listPath)! };
  };

  /** Why the node at `path` may not be taken away (removed or moved): not a node, or compliance content. */
  const untakeable = (path: Path): string | undefined => {
    if (typeof path[path.length - 1] !== 'number' || !isNodePath(page, path, slotsOf)) return NOT_A_NODE;
    return inLocked(page, path, slotsOf) || holdsLocked(valueAt(page, path)) ? LOCKED_REFUSAL : undefined;
  };

  /** The value at `path` (a prop, a `with` param, the route's title) set, or removed when `value` is undefined. */
  function set(path: Path, value: unknown): Outcome {
    if (inLocked(page, path, slotsOf)) return refuse(LOCKED_REFUSAL);
    const list = typeof path[path.length - 1] === 'number' ? listAt(text, path.slice(0, -1)) : undefined;
    if (list && value === undefined) return lastIndex(path) < list.items.length ? { text: removeItem(text, list, lastIndex(path)) } : { text };
    try {
      return { text: writeMember(text, path, value) };
    } catch {
      return refuse(`不能在 ${pointerOf(path)} 写入：这里不是对象`);
    }
  }

  /** Member `key` added to the object at `path` (made when missing), before the first of `before` it has: a data source, a block's action. */
  function add(path: Path, key: string, value: unknown, before: readonly string[] = []): Outcome {
    if (inLocked(page, [...path, key], slotsOf)) return refuse(LOCKED_REFUSAL);
    if (valueAt(page, [...path, key]) !== undefined) return refuse(`${pointerOf([...path, key])} 已经存在`);
    try {
      return { text: addMember(text, path, key, value, before) };
    } catch {
      return refuse(`不能在 ${pointerOf(path)} 写入：这里不是对象`);
    }
  }

  /** Item `from` of a list that holds no nodes (a block's action steps) moved to position `to`. */
  function moveItem(listPath: Path, from: number, to: number): Outcome {
    if (inLocked(page, listPath, slotsOf)) return refuse(LOCKED_REFUSAL);
    const list = listAt(text, listPath);
    if (!list || isNodeListPath(page, listPath, slotsOf) || from >= list.items.length) return refuse(NOT_A_LIST);
    return { text: reorder(text, list, from, Math.max(0, Math.min(to, list.items.length - 1))) };
  }

  /** The value at `path` made the one item of a list, or a list of one its item again (a single step and a list of steps). */
  function reshape(path: Path, into: 'list' | 'item'): Outcome {
    if (inLocked(page, path, slotsOf)) return refuse(LOCKED_REFUSAL);
    const value = valueAt(page, path);
    if (value === undefined || (into === 'item' && !(Array.isArray(value) && value.length === 1))) return refuse(NOT_A_LIST);
    return { text: into === 'list' ? wrapInList(text, path) : unwrapList(text, path) };
  }

  /** `value` made item `index` of the list at `listPath` (a benefit added to a fragment's `items`). */
  function insertItem(listPath: Path, index: number, value: unknown): Outcome {
    if (inLocked(page, listPath, slotsOf)) return refuse(LOCKED_REFUSAL);
    const list = listAt(text, listPath);
    return list ? { text: insertValue(text, list, Math.min(index, list.items.length), value) } : set(listPath, [value]);
  }

  /** `node` made item `index` of the node list at `listPath` (made when the node has no children yet). */
  function insert(listPath: Path, index: number, node: unknown): Outcome {
    if (!isNodeListPath(page, listPath, slotsOf)) return refuse(NOT_A_LIST);
    if (inLocked(page, listPath, slotsOf)) return refuse(LOCKED_REFUSAL);
    const { text: current, list } = ensureList(text, listPath);
    return { text: insertValue(current, list, Math.min(index, list.items.length), node) };
  }

  function remove(path: Path): Outcome {
    const failure = untakeable(path);
    return failure ? refuse(failure) : { text: removeItem(text, listAt(text, path.slice(0, -1))!, lastIndex(path)) };
  }

  /** A copy of the node, right after it. */
  function duplicate(path: Path): Outcome {
    if (typeof path[path.length - 1] !== 'number' || !isNodePath(page, path, slotsOf)) return refuse(NOT_A_NODE);
    if (inLocked(page, path, slotsOf)) return refuse(LOCKED_REFUSAL);
    const list = listAt(text, path.slice(0, -1))!;
    const { raw, indent } = itemText(text, list.items[lastIndex(path)]);
    return { text: insertRaw(text, list, lastIndex(path) + 1, raw, indent) };
  }

  /**
   * The node moved to position `index` of the node list at `listPath`, `index` counted as that list is
   * once the node has left it. Its text goes along unchanged, re-indented to its new depth.
   */
  function move(path: Path, listPath: Path, index: number): Outcome {
    const failure = untakeable(path);
    if (failure) return refuse(failure);
    if (!isNodeListPath(page, listPath, slotsOf)) return refuse(NOT_A_LIST);
    if (startsWith(listPath, path)) return refuse(INTO_ITSELF);
    if (inLocked(page, listPath, slotsOf)) return refuse(LOCKED_REFUSAL);
    const from = path.slice(0, -1);
    const position = lastIndex(path);
    const source = listAt(text, from)!;
    if (samePath(from, listPath)) return { text: reorder(text, source, position, Math.max(0, Math.min(index, source.items.length - 1))) };
    const { raw, indent } = itemText(text, source.items[position]);
    const removed = removeItem(text, source, position);
    const { text: current, list } = ensureList(removed, listAfterRemoval(path, listPath));
    return { text: insertRaw(current, list, Math.max(0, Math.min(index, list.items.length)), raw, indent) };
  }

  return {
    /** The text as it is: saving without an edit writes exactly what was read. */
    save: (): string => text,
    insert, remove, duplicate, move, set, insertItem, add, moveItem, reshape,
  };
}

export type PageDocument = ReturnType<typeof openPage>;

/** Operations run one after another, each on the text the one before wrote: the last text, or the first refusal. */
export function runOperations(text: string, operations: ReadonlyArray<(page: PageDocument) => Outcome>, slotsOf: SlotsOf): Outcome {
  let current = text;
  for (const operation of operations) {
    const outcome = operation(openPage(current, slotsOf));
    if (outcome.refused !== undefined) return outcome;
    current = outcome.text;
  }
  return { text: current };
}

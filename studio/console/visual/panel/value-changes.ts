// What a change in the property panel does to the text: the smallest edits that turn the values before
// into the values after (one field set, one list item added or removed), so the rest of the text keeps
// its bytes and an added benefit lands as one line among the others.
import type { Path } from '../model/json-path';

export type Change =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'insert'; path: Path; index: number; value: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nothing there: rjsf answers an untouched object or list as empty where the page has none. */
const isVoid = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same(a[key], b[key]));
  }
  return false;
}

/** The index whose item, taken out of `longer`, leaves `shorter`. */
function oneMore(longer: readonly unknown[], shorter: readonly unknown[]): number | undefined {
  for (let index = 0; index < longer.length; index += 1) {
    if (same([...longer.slice(0, index), ...longer.slice(index + 1)], shorter)) return index;
  }
  return undefined;
}

/** The edits from `before` to `after`, at `at`; a value set to undefined is removed. */
export function valueChanges(before: unknown, after: unknown, at: Path = []): Change[] {
  if (same(before, after) || (isVoid(before) && isVoid(after))) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => valueChanges(before[key], after[key], [...at, key]));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) return after.flatMap((item, index) => valueChanges(before[index], item, [...at, index]));
    const added = after.length === before.length + 1 ? oneMore(after, before) : undefined;
    if (added !== undefined) return [{ kind: 'insert', path: at, index: added, value: after[added] }];
    const removed = before.length === after.length + 1 ? oneMore(before, after) : undefined;
    if (removed !== undefined) return [{ kind: 'set', path: [...at, removed], value: undefined }];
  }
  return [{ kind: 'set', path: at, value: after }];
}

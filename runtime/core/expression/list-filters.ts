// The filters over lists and records: search, filter, order, total and reshape what a service answers.
// Pure and total like every filter: what is not a list gives an empty result, never an exception.
import { equals } from './typed-ops';
import type { FilterSpec } from './filter-spec';

/** A value a list filter compares: a text, a number or a boolean. */
const isPlain = (value: unknown): value is string | number | boolean => value !== null && value !== undefined && typeof value !== 'object';

const isNumeric = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Filled in: not null, an empty text or an empty list. */
const isFilled = (value: unknown) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A nested list as option-tree nodes `{ value, text, children? }`: level n is read with the nth spec
 * ("valueKey textKey childrenKey"; the last spec serves any deeper level), other keys are kept. A text
 * of several keys joins them with a space: "productName+policyNo".
 */
function toTree(list: unknown, specs: readonly string[], depth = 0): Record<string, unknown>[] {
  if (!Array.isArray(list)) return [];
  const [valueKey, textKeys = '', childrenKey] = String(specs[Math.min(depth, specs.length - 1)] ?? '').trim().split(/\s+/);
  const textParts = textKeys.split('+');
  return list.filter(isRecord).map((item) => {
    const node: Record<string, unknown> = { ...item };
    for (const key of [valueKey, ...textParts, childrenKey]) if (key) delete node[key];
    node.value = item[valueKey];
    node.text = textParts.map((key) => item[key]).filter((part) => part !== undefined && part !== null && part !== '').join(' ');
    if (childrenKey && Array.isArray(item[childrenKey])) node.children = toTree(item[childrenKey], specs, depth + 1);
    return node;
  });
}

// A source's answer is not changed in place, so its option tree is built once per list and specs: a form
// given a big tree (3,479 districts) then gets the same options on every keystroke, and compares them at once.
const trees = new WeakMap<object, Map<string, Record<string, unknown>[]>>();

function cachedTree(list: unknown, specs: readonly string[]): Record<string, unknown>[] {
  if (!Array.isArray(list)) return [];
  const key = specs.join('\n');
  const built = trees.get(list) ?? new Map<string, Record<string, unknown>[]>();
  trees.set(list, built);
  if (!built.has(key)) built.set(key, toTree(list, specs));
  return built.get(key)!;
}

/**
 * Compares an item's key with the wanted values as `==` does (typed-ops.ts), which reports a pair of two
 * types: '3' never equals 3, and a page comparing a code written as text with a number is told so.
 */
const matcher = (wanted: readonly unknown[]) => (own: unknown): boolean => isPlain(own) && wanted.some((value) => equals(own, value));

/** The first item of a list, depth-first through `children`, whose `key` the match accepts. */
function findIn(list: unknown, key: string, matches: (own: unknown) => boolean): unknown {
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    if (!isRecord(item)) continue;
    if (matches(item[key])) return item;
    const inChildren = findIn(item.children, key, matches);
    if (inChildren !== undefined) return inChildren;
  }
  return undefined;
}

/** The items from the top of a tree down to the first whose `key` the match accepts (as `findIn` searches). */
function trailTo(list: unknown, key: string, matches: (own: unknown) => boolean): Record<string, unknown>[] | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    if (!isRecord(item)) continue;
    if (matches(item[key])) return [item];
    const below = trailTo(item.children, key, matches);
    if (below) return [item, ...below];
  }
  return undefined;
}

export const listFilters: readonly FilterSpec[] = [
  {
    name: 'tree',
    run(input, ...specs) {
      return specs.length ? cachedTree(input, specs.map(String)) : [];
    },
  },
  {
    name: 'find',
    run(input, key, value) {
      if (!isPlain(value)) return undefined;
      return findIn(input, String(key), matcher([value]));
    },
  },
  {
    name: 'trail',
    run(input, key, value) {
      if (!isPlain(value)) return [];
      return trailTo(input, String(key), matcher([value])) ?? [];
    },
  },
  {
    name: 'where',
    run(input, key, ...values) {
      if (!Array.isArray(input)) return [];
      const matches = matcher(values.flat().filter(isPlain));
      return input.filter((item) => isRecord(item) && matches(item[String(key)]));
    },
  },
  {
    name: 'pluck',
    run(input, key) {
      return Array.isArray(input) ? input.map((item) => (isRecord(item) ? item[String(key)] : undefined)) : [];
    },
  },
  {
    name: 'concat',
    run(input, ...lists) {
      return [input, ...lists].flatMap((list) => (Array.isArray(list) ? list : []));
    },
  },
  {
    name: 'unnest',
    run(input, key) {
      if (!Array.isArray(input)) return [];
      return input.filter(isRecord).flatMap(({ [String(key)]: rows, ...parent }) => (Array.isArray(rows) ? rows.map((row) => (isRecord(row) ? { ...parent, ...row } : { ...parent, value: row })) : []));
    },
  },
  {
    name: 'asOptions',
    run(input, unit = '') {
      return Array.isArray(input) ? input.filter((value) => value !== null && typeof value !== 'object').map((value) => ({ value, text: `${value}${unit}` })) : [];
    },
  },
  {
    name: 'first',
    run(input) {
      return Array.isArray(input) ? input[0] : undefined;
    },
  },
  {
    name: 'sum',
    run(input, key) {
      if (!Array.isArray(input)) return 0;
      return input.reduce((total: number, item) => {
        const value = Number(key === undefined ? item : isRecord(item) ? item[String(key)] : undefined);
        return Number.isFinite(value) ? total + value : total;
      }, 0);
    },
  },
  {
    name: 'sort',
    run(input, key, direction = 'asc') {
      if (!Array.isArray(input)) return [];
      const valueOf = (item: unknown) => (key === undefined || key === null || key === '' ? item : isRecord(item) ? item[String(key)] : undefined);
      const sign = direction === 'desc' ? -1 : 1;
      return [...input].sort((a, b) => {
        const [x, y] = [valueOf(a), valueOf(b)];
        if (!isPlain(x) || !isPlain(y)) return Number(!isPlain(x)) - Number(!isPlain(y));
        const order = isNumeric(x) && isNumeric(y) ? Number(x) - Number(y) : String(x).localeCompare(String(y), 'zh-CN');
        return sign * order;
      });
    },
  },
  {
    name: 'keys',
    run(input) {
      return isRecord(input) ? Object.keys(input).filter((key) => isFilled(input[key])) : [];
    },
  },
  {
    name: 'entries',
    run(input, keyName = 'key', valueName = 'value') {
      if (!isRecord(input)) return [];
      return Object.keys(input).filter((key) => isFilled(input[key])).map((key) => ({ [String(keyName)]: key, [String(valueName)]: input[key] }));
    },
  },
  {
    name: 'fromEntries',
    run(input, keyName = 'key', valueName = 'value') {
      if (!Array.isArray(input)) return {};
      return Object.fromEntries(input.filter((item) => isRecord(item) && isPlain(item[String(keyName)])).map((item) => [String(item[String(keyName)]), item[String(valueName)]]));
    },
  },
];

// The filters over lists and records: search, filter, order, total and reshape what a service answers.
// Pure and total like every filter: what is not a list gives an empty result, never an exception.
import type { FilterSpec } from './filter-spec';

/** A value compared by its text: '3' equals 3. */
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

/** The first item of a list, depth-first through `children`, whose `key` equals the value ('3' equals 3). */
function findIn(list: unknown, key: string, wanted: string): unknown {
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    if (!isRecord(item)) continue;
    const own = item[key];
    if (isPlain(own) && String(own) === wanted) return item;
    const inChildren = findIn(item.children, key, wanted);
    if (inChildren !== undefined) return inChildren;
  }
  return undefined;
}

/** The items from the top of a tree down to the first whose `key` equals the value (as `findIn` searches). */
function trailTo(list: unknown, key: string, wanted: string): Record<string, unknown>[] | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    if (!isRecord(item)) continue;
    const own = item[key];
    if (isPlain(own) && String(own) === wanted) return [item];
    const below = trailTo(item.children, key, wanted);
    if (below) return [item, ...below];
  }
  return undefined;
}

export const listFilters: readonly FilterSpec[] = [
  {
    name: 'tree',
    usage: "tree('valueKey textKey childrenKey', …)",
    description: "A nested list as an option tree of `{ value, text, children }` (a `schema-form`'s `options`): level n is read with the nth spec, e.g. `tree('bigCode bigName list', 'middleCode middleName list', 'smallCode smallName')`; the last spec also serves deeper levels, other keys are kept (a leaf keeps `occupationLevel`). A text of several keys joins them with a space: `tree('policyNo productName+policyNo')` gives 鸿泰安康终身寿险 P2023000123. `[]` when it is not a list.",
    run(input, ...specs) {
      return specs.length ? cachedTree(input, specs.map(String)) : [];
    },
  },
  {
    name: 'find',
    usage: "find('key', value)",
    description: "The first item of a list whose `key` equals the value ('3' equals 3), searching depth-first through `children`: the chosen leaf of an option tree is `find('value', state.form.code)`. Undefined when there is none.",
    run(input, key, value) {
      if (!isPlain(value)) return undefined;
      return findIn(input, String(key), String(value));
    },
  },
  {
    name: 'trail',
    usage: "trail('key', value)",
    description: "The items from the top of a tree down to the first whose `key` equals the value, searching as `find` does: where a chosen leaf sits. The full name of a chosen region is `data.regions | trail('code', state.form.region) | pluck('name') | join('')` (新疆维吾尔自治区乌鲁木齐市天山区). `[]` when there is none.",
    run(input, key, value) {
      if (!isPlain(value)) return [];
      return trailTo(input, String(key), String(value)) ?? [];
    },
  },
  {
    name: 'where',
    usage: "where('key', value, …)",
    description: "The items of a list whose `key` equals one of the values ('3' equals 3): policies | where('state', 'lapsed', 'terminated'). A value that is a list counts as its items, so a list of any length filters: members | where('memberId', state.risk.memberIds). `[]` when it is not a list.",
    run(input, key, ...values) {
      if (!Array.isArray(input)) return [];
      const wanted = new Set(values.flat().filter(isPlain).map(String));
      return input.filter((item) => {
        const own = isRecord(item) ? item[String(key)] : undefined;
        return isPlain(own) && wanted.has(String(own));
      });
    },
  },
  {
    name: 'pluck',
    usage: "pluck('key')",
    description: "The `key` of each item of a list: policies | pluck('policyNo') → ['P1', 'P2']. `[]` when it is not a list.",
    run(input, key) {
      return Array.isArray(input) ? input.map((item) => (isRecord(item) ? item[String(key)] : undefined)) : [];
    },
  },
  {
    name: 'concat',
    usage: 'concat(list, …)',
    description: "The list followed by the items of the other lists; a value that is not a list counts as none: (state.front | pluck('fileId')) | concat((state.back | pluck('fileId'))) → the file ids of both sides.",
    run(input, ...lists) {
      return [input, ...lists].flatMap((list) => (Array.isArray(list) ? list : []));
    },
  },
  {
    name: 'unnest',
    usage: "unnest('key')",
    description: "One row per item of each element's `key` list, with the element's other fields added: people with their policies → one row per policy that also has the person's name and custNo (the row's own fields win). `[]` when it is not a list.",
    run(input, key) {
      if (!Array.isArray(input)) return [];
      return input.filter(isRecord).flatMap(({ [String(key)]: rows, ...parent }) => (Array.isArray(rows) ? rows.map((row) => (isRecord(row) ? { ...parent, ...row } : { ...parent, value: row })) : []));
    },
  },
  {
    name: 'asOptions',
    usage: "asOptions(' 周岁')",
    description: "A list of plain values as choices `{ value, text }`, the text followed by the given unit: [55, 60] | asOptions(' 周岁') → 55 周岁, 60 周岁. `[]` when it is not a list.",
    run(input, unit = '') {
      return Array.isArray(input) ? input.filter((value) => value !== null && typeof value !== 'object').map((value) => ({ value, text: `${value}${unit}` })) : [];
    },
  },
  {
    name: 'first',
    usage: 'first',
    description: "The first item of a list; undefined when it is empty or not a list. `data.policies | first` rather than data.policies[0], a fixed position in a list that can grow.",
    run(input) {
      return Array.isArray(input) ? input[0] : undefined;
    },
  },
  {
    name: 'sum',
    usage: "sum('key')",
    description: "The total of a list's numbers, or of each item's `key`: policies | where('state', 'valid') | sum('premium'). What is not a number counts as 0; 0 when it is not a list.",
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
    usage: "sort('key', 'desc')",
    description: "A copy of a list in order of each item's `key` (of the items themselves with `null`), ascending, or descending with 'desc': numbers by value ('5860.50' too), texts and dates as text (2026-11-02 before 2026-11-15). Items without the key go last. `[]` when it is not a list.",
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
    usage: 'keys',
    description: "The keys of an object whose value is filled in (not null, an empty text or an empty list): the questions answered so far are `state.answers | keys`, and how many `state.answers | keys | length`. `[]` for anything else.",
    run(input) {
      return isRecord(input) ? Object.keys(input).filter((key) => isFilled(input[key])) : [];
    },
  },
  {
    name: 'entries',
    usage: "entries('code', 'value')",
    description: "An object's filled-in keys as a list of items, each key and its value under the names given: answers kept by question code → `[{ code: 'Q1', value: 'N' }, …]`, as a service takes them. `[]` for anything else.",
    run(input, keyName = 'key', valueName = 'value') {
      if (!isRecord(input)) return [];
      return Object.keys(input).filter((key) => isFilled(input[key])).map((key) => ({ [String(keyName)]: key, [String(valueName)]: input[key] }));
    },
  },
  {
    name: 'fromEntries',
    usage: "fromEntries('code', 'value')",
    description: "The other way round: a list of items as an object, each item's `value` kept under its `code` (the names given). A service's `[{ code: 'Q1', value: 'N' }]` → `{ Q1: 'N' }`. `{}` for anything else.",
    run(input, keyName = 'key', valueName = 'value') {
      if (!Array.isArray(input)) return {};
      return Object.fromEntries(input.filter((item) => isRecord(item) && isPlain(item[String(keyName)])).map((item) => [String(item[String(keyName)]), item[String(valueName)]]));
    },
  },
];

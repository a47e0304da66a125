// Filters are the only "functions" an expression can call: `{{ item.phone | maskTail4 }}`.
// Each is pure and total: bad input gives a sensible display value, never an exception.

import { isValidBankCardNo } from '../checks/bank-card';
import { idCardFacts, isValidIdCard } from '../checks/id-card';

export type Filter = (input: unknown, ...args: unknown[]) => unknown;

/** How an expression finds a filter by name (the extension catalogue's lookup; it throws for unknown names). */
export type FilterLookup = (name: string) => Filter;

/** One filter of the extension catalogue: its name, how an author writes it, what it does, and the function. */
export interface FilterSpec {
  name: string;
  /** As written after `|`, with its arguments and their defaults: `date('YYYY-MM-DD')`. */
  usage: string;
  description: string;
  run: Filter;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(input: unknown): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  const date = input instanceof Date ? input : new Date(typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input) ? `${input}T00:00:00` : (input as string | number));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
    if (own !== null && own !== undefined && typeof own !== 'object' && String(own) === wanted) return item;
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
    if (own !== null && own !== undefined && typeof own !== 'object' && String(own) === wanted) return [item];
    const below = trailTo(item.children, key, wanted);
    if (below) return [item, ...below];
  }
  return undefined;
}

/** The filters every page may use. */
export const builtinFilters: readonly FilterSpec[] = [
  {
    name: 'maskTail4',
    usage: 'maskTail4',
    description: 'Shows only the last four characters: 13800138000 → *******8000.',
    run(input) {
      const text = input === null || input === undefined ? '' : String(input);
      return text.length <= 4 ? text : '*'.repeat(text.length - 4) + text.slice(-4);
    },
  },
  {
    name: 'maskPhone',
    usage: 'maskPhone',
    description: 'A phone number masked the way the insurer prints it: 138****8000.',
    run(input) {
      const text = input === null || input === undefined ? '' : String(input);
      return text.length < 7 ? text : `${text.slice(0, 3)}****${text.slice(-4)}`;
    },
  },
  {
    name: 'isMobile',
    usage: "isMobile('86')",
    description: "Whether a phone number can receive an SMS code: for +86 a mainland mobile (11 digits, 13x–19x), elsewhere 5 to 15 digits. `{{ !(state.phone | isMobile) }}` keeps 获取验证码 unavailable for 1380013.",
    run(input, countryCode = '86') {
      const text = input === null || input === undefined ? '' : String(input);
      return String(countryCode || '86') === '86' ? /^1[3-9]\d{9}$/.test(text) : /^\d{5,15}$/.test(text);
    },
  },
  {
    name: 'date',
    usage: "date('YYYY-MM-DD')",
    description: 'A date or timestamp in the given format (YYYY MM DD HH mm ss); empty when it is not a date.',
    run(input, format = 'YYYY-MM-DD') {
      const date = toDate(input);
      if (!date) return '';
      const parts: Record<string, string> = {
        YYYY: String(date.getFullYear()), MM: pad(date.getMonth() + 1), DD: pad(date.getDate()),
        HH: pad(date.getHours()), mm: pad(date.getMinutes()), ss: pad(date.getSeconds()),
      };
      return String(format).replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token]);
    },
  },
  {
    name: 'money',
    usage: 'money(2)',
    description: 'An amount with thousands separators and fixed decimals: 12345.6 → 12,345.60; `-` when it is not a number.',
    run(input, digits = 2) {
      const value = Number(input);
      if (input === null || input === undefined || input === '' || Number.isNaN(value)) return '-';
      return value.toLocaleString('zh-CN', { minimumFractionDigits: Number(digits), maximumFractionDigits: Number(digits) });
    },
  },
  {
    name: 'default',
    usage: "default('-')",
    description: 'The given fallback when the value is empty (null, undefined or an empty string).',
    run(input, fallback = '-') {
      return input === null || input === undefined || input === '' ? fallback : input;
    },
  },
  {
    name: 'length',
    usage: 'length',
    description: 'The number of items of a list or characters of a text; 0 for anything else.',
    run(input) {
      return Array.isArray(input) || typeof input === 'string' ? input.length : 0;
    },
  },
  {
    name: 'slice',
    usage: 'slice(0, 3)',
    description: 'Part of a list or text, from the start index up to (not including) the end index: the first N items are `slice(0, N)`. Anything else is left as it is.',
    run(input, start = 0, end?: unknown) {
      if (!Array.isArray(input) && typeof input !== 'string') return input;
      const from = Number(start);
      const to = end === undefined || end === null || end === '' ? undefined : Number(end);
      return input.slice(Number.isFinite(from) ? from : 0, to === undefined || Number.isNaN(to) ? undefined : to);
    },
  },
  {
    name: 'join',
    usage: "join('、')",
    description: 'The items of a list joined with the separator.',
    run(input, separator = '、') {
      return Array.isArray(input) ? input.join(String(separator)) : input;
    },
  },
  {
    name: 'includes',
    usage: 'includes(value)',
    description: 'Whether a list holds the value, or a text contains it.',
    run(input, value) {
      return Array.isArray(input) || typeof input === 'string' ? (input as unknown[]).includes(value as never) : false;
    },
  },
  {
    name: 'bankCardNo',
    usage: 'bankCardNo',
    description: 'Whether a text is a bank card number: 12–19 digits ending in the Luhn check digit of the others (6225880137706868 → true, 6225880137706869 → false). Checked as the number is typed, before it is sent anywhere.',
    run(input) {
      return typeof input === 'string' && isValidBankCardNo(input);
    },
  },
  {
    name: 'idCard',
    usage: 'idCard',
    description: "What a mainland resident ID number tells, or null when it is not one (wrong length, date or check character): 310115198605184519 → { birthday: '1986-05-18', sex: '1', sexName: '男' }. For showing the birth date and sex a typed number encodes, and refusing a mistyped one before anything is sent.",
    run(input) {
      if (typeof input !== 'string' || !isValidIdCard(input.trim())) return null;
      const facts = idCardFacts(input.trim().toUpperCase());
      return { ...facts, sexName: facts.sex === '1' ? '男' : '女' };
    },
  },
  {
    name: 'encode',
    usage: 'encode',
    description: 'The value encoded for a query parameter of a link.',
    run(input) {
      return encodeURIComponent(input === null || input === undefined ? '' : String(input));
    },
  },
  {
    name: 'json',
    usage: 'json',
    description: "The value as indented JSON text, to show a service's raw answer on a test page (with the `text` widget's `code` variant).",
    run(input) {
      return input === undefined ? '' : JSON.stringify(input, null, 2);
    },
  },
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
      if (value === null || value === undefined || typeof value === 'object') return undefined;
      return findIn(input, String(key), String(value));
    },
  },
  {
    name: 'trail',
    usage: "trail('key', value)",
    description: "The items from the top of a tree down to the first whose `key` equals the value, searching as `find` does: where a chosen leaf sits. The full name of a chosen region is `data.regions | trail('code', state.form.region) | pluck('name') | join('')` (新疆维吾尔自治区乌鲁木齐市天山区). `[]` when there is none.",
    run(input, key, value) {
      if (value === null || value === undefined || typeof value === 'object') return [];
      return trailTo(input, String(key), String(value)) ?? [];
    },
  },
  {
    name: 'where',
    usage: "where('key', value, …)",
    description: "The items of a list whose `key` equals one of the values ('3' equals 3): policies | where('state', 'lapsed', 'terminated'). `[]` when it is not a list.",
    run(input, key, ...values) {
      if (!Array.isArray(input)) return [];
      const wanted = values.filter((value) => value !== null && value !== undefined && typeof value !== 'object').map(String);
      return input.filter((item) => {
        const own = isRecord(item) ? item[String(key)] : undefined;
        return own !== null && own !== undefined && typeof own !== 'object' && wanted.includes(String(own));
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
];

// How authors write each built-in filter and what it does: the tooling reads it (docs/actions-and-filters.md,
// the page schema, the playground), the browser never loads it: the entry carries the filters' code alone.
import type { FilterDoc } from './filter-spec';

export const builtinFilterDocs: Readonly<Record<string, FilterDoc>> = {
  maskPhone: {
    usage: 'maskPhone',
    description: 'A phone number masked as the portal shows every phone number, only its last four digits visible: 13800138000 → *******8000.',
  },
  isMobile: {
    usage: "isMobile('86')",
    description: "Whether a phone number can receive an SMS code: for +86 a mainland mobile (11 digits, 13x–19x), elsewhere 5 to 15 digits. `{{ !(state.phone | isMobile) }}` keeps 获取验证码 unavailable for 1380013.",
  },
  date: {
    usage: "date('YYYY-MM-DD')",
    description: 'A date or timestamp in the given format (YYYY MM DD HH mm ss); empty when it is not a date.',
  },
  money: {
    usage: 'money(2)',
    description: 'An amount with thousands separators and fixed decimals: 12345.6 → 12,345.60; `-` when it is not a number.',
  },
  yuan: {
    usage: "yuan('以审核核定为准')",
    description: "An amount of money as customers read it everywhere: 4926.4 → ¥4,926.40; the given text (`-` by default) when it is not a number.",
  },
  text: {
    usage: 'text',
    description: "A number or boolean as text, for joining with `+` (which joins two texts and adds two numbers, never one of each): `'本年度剩余 ' + (item.remaining | text) + ' 次'`; empty for nothing (null, undefined).",
  },
  number: {
    usage: 'number',
    description: "Text that holds a number, as that number, for arithmetic and order (which take two numbers): `state.form.income | number` (`'12000'` → 12000); null for text that is not a number, or empty.",
  },
  default: {
    usage: "default('-')",
    description: 'The given fallback when the value is empty (null, undefined or an empty string).',
  },
  length: {
    usage: 'length',
    description: "The number of items of a list or characters of a text; 0 for anything else. A count is `data.claims | where('status', 'paid') | length`.",
  },
  slice: {
    usage: 'slice(0, 3)',
    description: 'Part of a list or text, from the start index up to (not including) the end index: the first N items are `slice(0, N)`. Anything else is left as it is.',
  },
  join: {
    usage: "join('、')",
    description: 'The items of a list joined with the separator.',
  },
  includes: {
    usage: 'includes(value)',
    description: 'Whether a list holds the value, or a text contains it.',
  },
  bankCardNo: {
    usage: 'bankCardNo',
    description: 'Whether a text is a bank card number: 12–19 digits ending in the Luhn check digit of the others (6225880137706868 → true, 6225880137706869 → false). Checked as the number is typed, before it is sent anywhere.',
  },
  idCard: {
    usage: 'idCard',
    description: "What a mainland resident ID number tells, or null when it is not one (wrong length, date or check character): 310115198605184519 → { birthday: '1986-05-18', sex: '1', sexName: '男' }. For showing the birth date and sex a typed number encodes, and refusing a mistyped one before anything is sent.",
  },
  encode: {
    usage: 'encode',
    description: 'The value encoded for a query parameter of a link.',
  },
  json: {
    usage: 'json',
    description: "The value as indented JSON text, to show a service's raw answer on a test page (with the `text` widget's `code` variant).",
  },
  // The filters over lists and records (list-filters.ts).
  tree: {
    usage: "tree('valueKey textKey childrenKey', …)",
    description: "A nested list as an option tree of `{ value, text, children }` (a `schema-form`'s `options`): level n is read with the nth spec, e.g. `tree('bigCode bigName list', 'middleCode middleName list', 'smallCode smallName')`; the last spec also serves deeper levels, other keys are kept (a leaf keeps `occupationLevel`). A text of several keys joins them with a space: `tree('policyNo productName+policyNo')` gives 鸿泰安康终身寿险 P2023000123. `[]` when it is not a list.",
  },
  find: {
    usage: "find('key', value)",
    description: "The first item of a list whose `key` equals the value as `==` compares (the same type: '3' is not 3, and comparing the two is a type error), searching depth-first through `children`: the chosen leaf of an option tree is `find('value', state.form.code)`. Undefined when there is none.",
  },
  trail: {
    usage: "trail('key', value)",
    description: "The items from the top of a tree down to the first whose `key` equals the value, searching as `find` does: where a chosen leaf sits. The full name of a chosen region is `data.regions | trail('code', state.form.region) | pluck('name') | join('')` (新疆维吾尔自治区乌鲁木齐市天山区). `[]` when there is none.",
  },
  where: {
    usage: "where('key', value, …)",
    description: "The items of a list whose `key` equals one of the values as `==` compares (the same type: '3' is not 3): policies | where('state', 'lapsed', 'terminated'). A value that is a list counts as its items, so a list of any length filters: members | where('memberId', state.risk.memberIds). `[]` when it is not a list.",
  },
  pluck: {
    usage: "pluck('key')",
    description: "The `key` of each item of a list: policies | pluck('policyNo') → ['P1', 'P2']. `[]` when it is not a list.",
  },
  concat: {
    usage: 'concat(list, …)',
    description: "The list followed by the items of the other lists; a value that is not a list counts as none: (state.front | pluck('fileId')) | concat((state.back | pluck('fileId'))) → the file ids of both sides.",
  },
  unnest: {
    usage: "unnest('key')",
    description: "One row per item of each element's `key` list, with the element's other fields added: people with their policies → one row per policy that also has the person's name and custNo (the row's own fields win). `[]` when it is not a list.",
  },
  asOptions: {
    usage: "asOptions(' 周岁')",
    description: "A list of plain values as choices `{ value, text }`, the text followed by the given unit: [55, 60] | asOptions(' 周岁') → 55 周岁, 60 周岁. `[]` when it is not a list.",
  },
  first: {
    usage: 'first',
    description: "The first item of a list; undefined when it is empty or not a list. `data.policies | first` rather than data.policies[0], a fixed position in a list that can grow.",
  },
  sum: {
    usage: "sum('key')",
    description: "The total of a list's numbers, or of each item's `key`: policies | where('state', 'valid') | sum('premium'). What is not a number counts as 0; 0 when it is not a list.",
  },
  sort: {
    usage: "sort('key', 'desc')",
    description: "A copy of a list in order of each item's `key` (of the items themselves with `null`), ascending, or descending with 'desc': numbers by value ('5860.50' too), texts and dates as text (2026-11-02 before 2026-11-15). Items without the key go last. `[]` when it is not a list.",
  },
  keys: {
    usage: 'keys',
    description: "The keys of an object whose value is filled in (not null, an empty text or an empty list): the questions answered so far are `state.answers | keys`, and how many `state.answers | keys | length`. `[]` for anything else.",
  },
  entries: {
    usage: "entries('code', 'value')",
    description: "An object's filled-in keys as a list of items, each key and its value under the names given: answers kept by question code → `[{ code: 'Q1', value: 'N' }, …]`, as a service takes them. `[]` for anything else.",
  },
  fromEntries: {
    usage: "fromEntries('code', 'value')",
    description: "The other way round: a list of items as an object, each item's `value` kept under its `code` (the names given). A service's `[{ code: 'Q1', value: 'N' }]` → `{ Q1: 'N' }`. `{}` for anything else.",
  },
};

// What each built-in filter gives, as a shape, for the validator to follow a value through it
// (runtime/core/expression/filters.ts and list-filters.ts say what they do). A filter an extension adds gives
// `any`, which is never reported.
import { ANY, itemOf, keyOf, merge, resolve, scalar, type Shape } from './shape';

const list = (item: Shape): Shape => ({ kind: 'array', item });
const record = (keys: Record<string, Shape>): Shape => ({ kind: 'object', keys, open: false, from: 'what the filter gives' });
/** Its argument as written, when that is a text: the key a list filter reads, the names `entries` gives. */
const text = (arg: Shape | undefined, fallback: string): string | undefined => {
  if (arg === undefined) return fallback;
  const resolved = resolve(arg);
  return resolved.kind === 'scalar' && resolved.values?.length === 1 && typeof resolved.values[0] === 'string' ? resolved.values[0] : undefined;
};

type FilterShape = (input: Shape, args: readonly Shape[]) => Shape;

const STRING: FilterShape = () => scalar('string');
const BOOLEAN: FilterShape = () => scalar('boolean');
const NUMBER: FilterShape = () => scalar('number');
/** The list as it came, fewer or reordered: its items keep their keys. */
const SAME: FilterShape = (input) => (resolve(input).kind === 'array' ? input : ANY);
/** What it gives depends on its arguments' texts (a tree's specs, the key of the rows it spreads): not followed. */
const UNFOLLOWED: FilterShape = () => ANY;
const ITEM: FilterShape = (input) => itemOf(input);
/** `find` searches the items' `children` too (list-filters.ts), so it may give one of them. */
const FOUND: FilterShape = (input) => {
  const item = itemOf(input);
  const children = keyOf(item, 'children');
  return children && resolve(children).kind === 'array' ? merge(item, itemOf(children)) : item;
};

const FILTERS: Record<string, FilterShape> = {
  maskPhone: STRING, text: STRING, date: STRING, money: STRING, yuan: STRING, join: STRING, bankCardNo: STRING, encode: STRING, json: STRING,
  isMobile: BOOLEAN, includes: BOOLEAN,
  length: NUMBER, sum: NUMBER,
  // A text that is not a number gives null.
  number: () => ({ kind: 'scalar', types: new Set(['number', 'null']) }),
  // A valid ID number's facts, or null (filters.ts).
  idCard: () => merge(record({ birthday: scalar('string'), sex: scalar('string', ['1', '2']), sexName: scalar('string', ['男', '女']) }), scalar('null')),
  find: FOUND, first: ITEM,
  where: SAME, sort: SAME, trail: SAME,
  concat: (input, lists) => list([input, ...lists].map(itemOf).reduce(merge)),
  slice: (input) => (['array', 'scalar'].includes(resolve(input).kind) ? input : ANY),
  default: (input, [fallback]) => merge(input, fallback ?? scalar('string')),
  pluck: (input, [key]) => {
    const name = text(key, '');
    const item = resolve(itemOf(input));
    return list(name && item.kind === 'object' && Object.hasOwn(item.keys, name) ? item.keys[name] : ANY);
  },
  keys: () => list(scalar('string')),
  entries: (_input, [key, value]) => {
    const [keyName, valueName] = [text(key, 'key'), text(value, 'value')];
    return keyName && valueName ? list(record({ [keyName]: scalar('string'), [valueName]: ANY })) : ANY;
  },
  asOptions: () => list(record({ value: ANY, text: scalar('string') })),
  tree: UNFOLLOWED, unnest: UNFOLLOWED, fromEntries: UNFOLLOWED,
};

/** The filters this file knows: a built-in filter added without an entry here is a failing unit test, not a silent `any`. */
export const SHAPED_FILTERS: readonly string[] = Object.keys(FILTERS);

/** The filters whose first argument names a key of the input's items: `where('status', …)`, `sum('amount')`. */
export const ITEM_KEY_FILTERS: ReadonlySet<string> = new Set(['find', 'trail', 'where', 'pluck', 'sum', 'sort', 'unnest']);

/** What `input | name(args)` gives. */
export function filterShape(name: string, input: Shape, args: readonly Shape[]): Shape {
  return Object.hasOwn(FILTERS, name) ? FILTERS[name](input, args) : ANY;
}

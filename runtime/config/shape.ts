// What the validator knows of a value before the page runs: the keys of an object, the item of a list,
// the type and possible values of a scalar. Built from a service's response schema, a declared state or a
// static source; `any` where nothing is known, which is never reported.
import type { JsonSchema } from './catalogue-types';

export type Scalar = 'string' | 'number' | 'boolean' | 'null';

export type Shape =
  | { kind: 'any' }
  /** An open object may hold keys it does not list: each is `rest` when known (a query value is text), else `any`. */
  | { kind: 'object'; keys: Readonly<Record<string, Shape>>; open: boolean; from: string; rest?: Shape }
  | { kind: 'array'; item: Shape }
  /** Every value it may hold is one of `types`; `values`, when given, lists them all. */
  | { kind: 'scalar'; types: ReadonlySet<Scalar>; values?: readonly unknown[] }
  /** A part of a JSON schema, read one level at a time as it is used (definitions may refer to themselves). */
  | { kind: 'schema'; schema: JsonSchema | boolean; definitions: Readonly<Record<string, JsonSchema>>; from: string; loose?: boolean };

export type Resolved = Exclude<Shape, { kind: 'schema' }>;

export const ANY: Resolved = { kind: 'any' };
export const scalar = (type: Scalar, values?: readonly unknown[]): Shape => ({ kind: 'scalar', types: new Set([type]), ...(values && { values }) });

const scalarOf = (value: unknown): Scalar | undefined => {
  if (value === null) return 'null';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : undefined;
};

/** The shape of a value written in the definition: an object holds exactly its keys. */
export function shapeOfValue(value: unknown, from: string): Shape {
  if (Array.isArray(value)) return { kind: 'array', item: value.map((item) => shapeOfValue(item, from)).reduce(merge, undefined as Shape | undefined) ?? ANY };
  if (value && typeof value === 'object') {
    return { kind: 'object', keys: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOfValue(item, from)])), open: false, from };
  }
  const type = scalarOf(value);
  return type ? scalar(type, [value]) : ANY;
}

/** Deeper than this, two merged shapes are `any`: a schema may hold itself (a region's children). */
const MERGE_DEPTH = 6;

/** What either of two shapes may be: keys of both, types of both; `any` when they are not alike. */
export const merge = (a: Shape | undefined, b: Shape): Shape => mergeAt(a, b, 0);

function mergeAt(a: Shape | undefined, b: Shape, depth: number): Shape {
  if (a === undefined || a === b) return b;
  if (depth > MERGE_DEPTH) return ANY;
  const [x, y] = [resolve(a), resolve(b)];
  if (x === y) return x;
  if (x.kind === 'scalar' && y.kind === 'scalar') {
    const values = x.values && y.values ? [...new Set([...x.values, ...y.values])] : undefined;
    return { kind: 'scalar', types: new Set([...x.types, ...y.types]), ...(values && { values }) };
  }
  // A null beside an object or a list is what an optional record is: its keys are still known.
  if (isNull(x) && y.kind !== 'any') return y;
  if (isNull(y) && x.kind !== 'any') return x;
  if (x.kind === 'array' && y.kind === 'array') return { kind: 'array', item: mergeAt(x.item, y.item, depth + 1) };
  if (x.kind === 'object' && y.kind === 'object') {
    const keys: Record<string, Shape> = { ...x.keys };
    for (const [key, shape] of Object.entries(y.keys)) keys[key] = Object.hasOwn(keys, key) ? mergeAt(keys[key], shape, depth + 1) : shape;
    const rest = x.rest && y.rest ? mergeAt(x.rest, y.rest, depth + 1) : undefined;
    return { kind: 'object', keys, open: x.open || y.open, from: Object.keys(x.keys).length > 0 ? x.from : y.from, ...(rest && { rest }) };
  }
  return ANY;
}

const isNull = (shape: Resolved) => shape.kind === 'scalar' && shape.types.size === 1 && shape.types.has('null');

const BRANCHES = ['anyOf', 'oneOf', 'allOf'] as const;
const SHAPE_KEYWORDS = ['type', 'properties', 'items', 'enum', 'const', '$ref', ...BRANCHES, 'then', 'else'];
const saysShape = (schema: unknown): schema is JsonSchema => typeof schema === 'object' && schema !== null && SHAPE_KEYWORDS.some((key) => key in schema);

const SCHEMA_SCALARS: Record<string, Scalar> = { string: 'string', number: 'number', integer: 'number', boolean: 'boolean', null: 'null' };

// A service's schema is read for every expression of every page reading it: each part is resolved once.
const resolved = new WeakMap<object, Map<string, Resolved>>();

/** A schema part as a shape one level deep; `loose` keeps its keys and drops its types (a form's typed values). */
export function resolve(shape: Shape): Resolved {
  if (shape.kind !== 'schema') return shape;
  if (typeof shape.schema !== 'object' || shape.schema === null) return ANY;
  const key = `${shape.from}\n${shape.loose ?? false}`;
  const known = resolved.get(shape.schema) ?? new Map<string, Resolved>();
  resolved.set(shape.schema, known);
  if (!known.has(key)) {
    // A definition that refers to itself and nothing else says nothing.
    known.set(key, ANY);
    known.set(key, resolveSchema(shape));
  }
  return known.get(key)!;
}

function resolveSchema(shape: Extract<Shape, { kind: 'schema' }>): Resolved {
  const { definitions, from, loose } = shape;
  const at = (schema: JsonSchema | boolean): Shape => ({ kind: 'schema', schema, definitions, from, ...(loose && { loose }) });
  const schema = shape.schema;
  if (typeof schema !== 'object' || schema === null) return ANY;
  if (typeof schema.$ref === 'string') {
    const target = definitions[schema.$ref.replace('#/definitions/', '')];
    return target ? resolve(at(target)) : ANY;
  }
  const values: unknown[] | undefined = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : undefined;
  if (values) {
    const types = values.map(scalarOf);
    if (loose || types.includes(undefined)) return ANY;
    return { kind: 'scalar', types: new Set(types as Scalar[]), values };
  }
  // A branch may add keys (a form's `if`/`then`); one that only requires keys says nothing of the shape.
  const branches = [...BRANCHES.flatMap((key) => [schema[key]].flat()), schema.then, schema.else].filter(saysShape);
  if (branches.length > 0) {
    const { anyOf, oneOf, allOf, then, else: otherwise, ...base } = schema;
    return resolve([...(saysShape(base) ? [base] : []), ...branches].map(at).reduce(merge, undefined as Shape | undefined)!);
  }
  const types = [schema.type].flat().filter((type): type is string => typeof type === 'string');
  if (types.includes('object') || schema.properties) {
    const keys = Object.fromEntries(Object.entries<JsonSchema>(schema.properties ?? {}).map(([key, property]) => [key, at(property)]));
    // Only an object with its keys listed says which keys are not there (a map has none listed); a service's
    // answer is closed by "additionalProperties": false, a form holds the fields it lists unless it allows others.
    const extra = loose ? schema.additionalProperties !== undefined && schema.additionalProperties !== false : schema.additionalProperties !== false;
    return { kind: 'object', keys, open: extra || !schema.properties, from };
  }
  if (types.includes('array')) return { kind: 'array', item: schema.items ? at(schema.items) : ANY };
  const scalars = types.map((type) => SCHEMA_SCALARS[type]).filter(Boolean);
  return !loose && scalars.length > 0 && scalars.length === types.length ? { kind: 'scalar', types: new Set(scalars) } : ANY;
}

/** The value a property read gives: `undefined` when the object is known not to have it. */
export function keyOf(shape: Shape, key: string): Shape | undefined {
  const resolved = resolve(shape);
  if (resolved.kind === 'object') return Object.hasOwn(resolved.keys, key) ? resolved.keys[key] : resolved.open ? resolved.rest ?? ANY : undefined;
  if (resolved.kind === 'array') return key === 'length' ? scalar('number') : /^\d+$/.test(key) ? resolved.item : ANY;
  if (resolved.kind === 'scalar') return resolved.types.has('string') && key === 'length' ? scalar('number') : undefined;
  return ANY;
}

/** An item of a list, or `any` when the value is not known to be one. */
export function itemOf(shape: Shape): Shape {
  const resolved = resolve(shape);
  return resolved.kind === 'array' ? resolved.item : ANY;
}

/** The one type a scalar always has, null apart (a missing record's field), or undefined when it may have several. */
export function soleType(shape: Shape): Exclude<Scalar, 'null'> | undefined {
  const resolved = resolve(shape);
  if (resolved.kind !== 'scalar') return undefined;
  const types = [...resolved.types].filter((type) => type !== 'null');
  return types.length === 1 ? (types[0] as Exclude<Scalar, 'null'>) : undefined;
}

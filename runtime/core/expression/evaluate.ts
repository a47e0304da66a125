import type { Node } from './parse';
import type { FilterLookup } from './filter-spec';

export type Scope = Readonly<Record<string, unknown>>;

// Property names that lead out of plain data into the prototype chain or to code.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

/** Reads one property, own data only: expressions can read what the page holds, never reach globals or prototypes. */
export function readProperty(target: unknown, key: unknown): unknown {
  if (target === null || target === undefined) return undefined;
  const name = typeof key === 'number' ? String(key) : key;
  if (typeof name !== 'string' || FORBIDDEN.has(name)) return undefined;
  if (typeof target === 'string' || Array.isArray(target)) {
    if (name === 'length') return target.length;
    return /^\d+$/.test(name) ? (target as ArrayLike<unknown>)[Number(name)] : undefined;
  }
  if (typeof target !== 'object') return undefined;
  const value = Object.hasOwn(target, name) ? (target as Record<string, unknown>)[name] : undefined;
  return typeof value === 'function' ? undefined : value;
}

function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}

function compare(op: '<' | '<=' | '>' | '>=', a: unknown, b: unknown): boolean {
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a, b] : [Number(a), Number(b)];
  switch (op) {
    case '<': return x < y;
    case '<=': return x <= y;
    case '>': return x > y;
    default: return x >= y;
  }
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: unknown, b: unknown): unknown {
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) return `${a ?? ''}${b ?? ''}`;
  const x = Number(a);
  const y = Number(b);
  switch (op) {
    case '+': return x + y;
    case '-': return x - y;
    case '*': return x * y;
    case '/': return x / y;
    default: return x % y;
  }
}

function readSegments(start: unknown, segments: ReadonlyArray<string | Node>, scope: Scope, filter: FilterLookup): unknown {
  let value = start;
  for (const segment of segments) value = readProperty(value, typeof segment === 'string' ? segment : evaluate(segment, scope, filter));
  return value;
}

/** Evaluates a parsed expression in a scope; `filter` finds the filters it names (the extension catalogue's). */
export function evaluate(node: Node, scope: Scope, filter: FilterLookup): unknown {
  switch (node.kind) {
    case 'literal': return node.value;
    case 'array': return node.items.map((item) => evaluate(item, scope, filter));
    case 'path': return readSegments(readProperty(scope, node.root), node.segments, scope, filter);
    case 'member': return readSegments(evaluate(node.object, scope, filter), node.segments, scope, filter);
    case 'unary': {
      const value = evaluate(node.arg, scope, filter);
      return node.op === '!' ? !value : -Number(value);
    }
    case 'ternary': return evaluate(node.test, scope, filter) ? evaluate(node.then, scope, filter) : evaluate(node.else, scope, filter);
    case 'filter': return filter(node.name)(evaluate(node.input, scope, filter), ...node.args.map((arg) => evaluate(arg, scope, filter)));
    case 'binary': {
      const left = evaluate(node.left, scope, filter);
      switch (node.op) {
        case '&&': return left ? evaluate(node.right, scope, filter) : left;
        case '||': return left ? left : evaluate(node.right, scope, filter);
        case '??': return left ?? evaluate(node.right, scope, filter);
      }
      const right = evaluate(node.right, scope, filter);
      switch (node.op) {
        case '===': return left === right;
        case '!==': return left !== right;
        case '==': return looseEquals(left, right);
        case '!=': return !looseEquals(left, right);
        case '<': case '<=': case '>': case '>=': return compare(node.op, left, right);
        default: return arithmetic(node.op, left, right);
      }
    }
  }
}

import type { Node } from './parse';
import type { FilterLookup } from './filter-spec';
import { report } from './diagnostics';
import { arithmetic, compare, equals, negate } from './typed-ops';

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

/**
 * Roots whose keys are absent as a matter of course: what the customer has not typed yet (`state`), an
 * address without that query or param, a visitor's session. A key missing elsewhere is worth a report.
 */
const OPEN_ROOTS = new Set(['state', 'query', 'params', 'session']);

/** Above 0 while a value is being tested (`??`, `&&`, `||`, `!`, a ternary's test, `| default`): its absence is meant. */
let guards = 0;

/** Forgets the tests a thrown filter left open: called before each expression is evaluated. */
export function resetGuards(): void {
  guards = 0;
}

/** Reads one key, reporting (in development, unguarded, outside an open root) an object that does not hold it. */
function readKey(target: unknown, key: unknown, root: string): unknown {
  const value = readProperty(target, key);
  if (value === undefined && guards === 0 && target !== null && typeof target === 'object' && !Array.isArray(target) && !OPEN_ROOTS.has(root) && !Object.hasOwn(target, String(key))) {
    report('missing', `no key "${String(key)}" here`);
  }
  return value;
}

function readSegments(start: unknown, segments: ReadonlyArray<string | Node>, scope: Scope, filter: FilterLookup, root: string): unknown {
  let value = start;
  for (const segment of segments) value = readKey(value, typeof segment === 'string' ? segment : evaluate(segment, scope, filter), root);
  return value;
}

/** Evaluates `node` as a test: its absence is meant, not reported. */
function tested(node: Node, scope: Scope, filter: FilterLookup): unknown {
  guards++;
  const value = evaluate(node, scope, filter);
  guards--;
  return value;
}

/**
 * Evaluates a parsed expression in a scope; `filter` finds the filters it names (the extension
 * catalogue's). Typed errors give safe values (typed-ops.ts) and are reported (diagnostics.ts).
 */
export function evaluate(node: Node, scope: Scope, filter: FilterLookup): unknown {
  switch (node.kind) {
    case 'literal': return node.value;
    case 'array': return node.items.map((item) => evaluate(item, scope, filter));
    case 'path': return readSegments(readProperty(scope, node.root), node.segments, scope, filter, node.root);
    case 'member': return readSegments(evaluate(node.object, scope, filter), node.segments, scope, filter, '');
    case 'unary': return node.op === '!' ? !tested(node.arg, scope, filter) : negate(evaluate(node.arg, scope, filter));
    case 'ternary': return tested(node.test, scope, filter) ? evaluate(node.then, scope, filter) : evaluate(node.else, scope, filter);
    case 'filter': {
      const input = node.name === 'default' ? tested(node.input, scope, filter) : evaluate(node.input, scope, filter);
      return filter(node.name)(input, ...node.args.map((arg) => evaluate(arg, scope, filter)));
    }
    case 'binary': {
      switch (node.op) {
        case '&&': { const left = tested(node.left, scope, filter); return left ? evaluate(node.right, scope, filter) : left; }
        case '||': { const left = tested(node.left, scope, filter); return left ? left : evaluate(node.right, scope, filter); }
        case '??': return tested(node.left, scope, filter) ?? evaluate(node.right, scope, filter);
      }
      const left = evaluate(node.left, scope, filter);
      const right = evaluate(node.right, scope, filter);
      switch (node.op) {
        // `===` and `!==` are refused by the validator (docs/authoring.md): `==` is strict.
        case '==': case '===': return equals(left, right);
        case '!=': case '!==': return !equals(left, right, '!=');
        case '<': case '<=': case '>': case '>=': return compare(node.op, left, right);
        default: return arithmetic(node.op, left, right);
      }
    }
  }
}

// Follows an expression to its last key: each property read is looked up in the shape of what it reads
// (a declared state, a service's answer, a repeat's item), and an operator whose operands' types are both
// known is held to the typed rules (docs/authoring.md, "Publish"). Reports what cannot work; a shape not
// known (`any`) is never reported.
import type { Node } from '../core/expression/parse';
import { withSuggestion } from '../core/registry/suggest';
import { filterShape, ITEM_KEY_FILTERS } from './filter-shapes';
import { ANY, itemOf, keyOf, merge, resolve, scalar, shapeOfValue, soleType, type Shape } from './shape';

/** The roots an expression may read whose shape is known; the others are `any`. */
export type ShapeScope = ReadonlyMap<string, Shape>;

/** Roots whose first key the scope check (scope-keys.ts) reports already. */
const FIRST_KEY_CHECKED = new Set(['state', 'data']);
const LISTED_KEYS = 8;

/** The expression as an author would name it in a message: `state.lead.name`, `'100'`. */
export function written(node: Node): string {
  switch (node.kind) {
    case 'literal': return typeof node.value === 'string' ? `'${node.value}'` : String(node.value);
    case 'path': return node.root + segmentsText(node.segments);
    case 'member': return `(${written(node.object)})${segmentsText(node.segments)}`;
    case 'filter': return `${written(node.input)} | ${node.name}`;
    default: return 'the expression';
  }
}

const segmentsText = (segments: ReadonlyArray<string | Node>) =>
  segments.map((segment) => (typeof segment !== 'string' ? `[${written(segment)}]` : /^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`)).join('');

function missingKey(key: string, where: string, shape: Shape): string {
  const resolved = resolve(shape);
  const type = soleType(resolved);
  if (type) return `${where} is a ${type}: it has no key "${key}"`;
  if (resolved.kind !== 'object') return `"${key}" is not a key of ${where}`;
  const keys = Object.keys(resolved.keys);
  const listed = keys.length === 0 ? 'no keys' : keys.slice(0, LISTED_KEYS).join(', ') + (keys.length > LISTED_KEYS ? ', …' : '');
  return withSuggestion(`"${key}" is not a key of ${where} (${resolved.from}: ${listed})`, key, keys);
}

const isNullish = (node: Node) => node.kind === 'literal' && (node.value === null || node.value === undefined);
/** Operands whose types check-language.ts knows already (a literal, the address's text): it reports their pairs. */
const knownToLanguageCheck = (node: Node) => node.kind === 'literal' || (node.kind === 'path' && (node.root === 'params' || node.root === 'query') && node.segments.length === 1);

type Type = NonNullable<ReturnType<typeof soleType>>;
/** The evaluator's typed rules (core/expression/typed-ops.ts): which pairs of types each operator takes. */
function typed(op: string, a: Type, b: Type): boolean {
  if (['==', '!=', '===', '!=='].includes(op)) return a === b;
  if (['<', '<=', '>', '>='].includes(op)) return a === b && a !== 'boolean';
  if (op === '+') return a === b && a !== 'boolean';
  return a === 'number' && b === 'number';
}

/** Checks `left op right` where both types are known, as the evaluator's typed rules do at run time. */
function checkOperator(node: Extract<Node, { kind: 'binary' }>, left: Shape, right: Shape, report: (message: string) => void): void {
  if (['&&', '||', '??'].includes(node.op) || isNullish(node.left) || isNullish(node.right)) return;
  const [a, b] = [soleType(left), soleType(right)];
  if (!a || !b) return;
  if (!typed(node.op, a, b)) {
    if (knownToLanguageCheck(node.left) && knownToLanguageCheck(node.right)) return;
    const number = a === 'number' ? node.left : b === 'number' ? node.right : undefined;
    const hint = node.op === '+' && number && [a, b].includes('string') ? `: join a number to a text as (${written(number)} | text)` : '';
    report(`"${node.op}" between a ${a} (${written(node.left)}) and a ${b} (${written(node.right)}) is a type error${hint}`);
  } else if (['==', '!='].includes(node.op)) {
    if (!checkValue(node.left, left, node.right, right, report)) checkValue(node.right, right, node.left, left, report);
  }
}

/** A literal compared with a value whose every possible value is known, and none of them it: always false. */
function checkValue(node: Node, shape: Shape, other: Node, otherShape: Shape, report: (message: string) => void): boolean {
  const values = resolve(shape);
  const literal = resolve(otherShape);
  if (other.kind !== 'literal' || values.kind !== 'scalar' || !values.values || literal.kind !== 'scalar' || !literal.values) return false;
  if (values.values.includes(other.value)) return false;
  const known = values.values.filter((value) => value !== null).map(String);
  report(withSuggestion(`${written(node)} is never ${written(other)}: it is one of ${known.map((value) => `'${value}'`).join(', ')}`, String(other.value), known));
  return true;
}

/** The filters that keep the items whose key equals a value, compared as `==` compares (list-filters.ts). */
const MATCHING_FILTERS = new Set(['find', 'trail', 'where']);

/** A value's type where it is known: a route param or query value is text; a list given to `where` counts as its items. */
function matchedType(node: Node, shape: Shape, filter: string): Type | undefined {
  if (node.kind === 'path' && (node.root === 'params' || node.root === 'query') && node.segments.length === 1) return 'string';
  const resolved = resolve(shape);
  return soleType(filter === 'where' && resolved.kind === 'array' ? resolved.item : shape);
}

/** `find('levelCode', '1')` over items whose levelCode is a number: no item can ever match. */
function checkMatch(node: Extract<Node, { kind: 'filter' }>, key: string, keyShape: Shape, args: readonly Shape[], report: (message: string) => void): void {
  const own = soleType(keyShape);
  if (!own) return;
  node.args.slice(1).forEach((arg, i) => {
    const type = isNullish(arg) ? undefined : matchedType(arg, args[i + 1], node.name);
    if (!type || type === own) return;
    const hint = own === 'number' && type === 'string' ? `: turn the text into a number with (${written(arg)} | number)` : own === 'string' && type === 'number' ? `: turn the number into text with (${written(arg)} | text)` : '';
    report(`${node.name}('${key}', …) compares "${key}", a ${own}, with ${written(arg)}, a ${type}: they are never equal${hint}`);
  });
}

/** The shape of what an expression gives, reporting each key read that is not there and each typed rule broken. */
export function inferShape(node: Node, scope: ShapeScope, report: (message: string) => void): Shape {
  const infer = (inner: Node) => inferShape(inner, scope, report);
  const read = (start: Shape, startText: string, segments: ReadonlyArray<string | Node>, quietFirst: boolean): Shape => {
    let shape = start;
    let text = startText;
    segments.forEach((segment, i) => {
      const key = typeof segment === 'string' ? segment : undefined;
      const index = typeof segment === 'string' ? undefined : resolve(infer(segment));
      if (key !== undefined) {
        const next = keyOf(shape, key);
        if (next === undefined && !(quietFirst && i === 0)) report(missingKey(key, text, shape));
        shape = next ?? ANY;
      } else {
        const literal = index?.kind === 'scalar' && index.values?.length === 1 && typeof index.values[0] === 'string' ? index.values[0] : undefined;
        const container = resolve(shape);
        // A table looked up by a code gives one of its values, whichever the code.
        shape = literal !== undefined ? keyOf(shape, literal) ?? ANY
          : container.kind === 'array' ? container.item
          : container.kind === 'object' && !container.open ? Object.values(container.keys).reduce(merge, undefined as Shape | undefined) ?? ANY
          : ANY;
      }
      text += segmentsText([segment]);
    });
    return shape;
  };
  switch (node.kind) {
    case 'literal': return shapeOfValue(node.value, 'the expression');
    case 'path': return read(scope.get(node.root) ?? ANY, node.root, node.segments, FIRST_KEY_CHECKED.has(node.root));
    case 'member': return read(infer(node.object), `(${written(node.object)})`, node.segments, false);
    case 'array': return { kind: 'array', item: node.items.map(infer).reduce(merge, undefined as Shape | undefined) ?? ANY };
    case 'unary': infer(node.arg); return scalar(node.op === '!' ? 'boolean' : 'number');
    case 'ternary': infer(node.test); return merge(infer(node.then), infer(node.else));
    case 'filter': {
      const input = infer(node.input);
      const args = node.args.map(infer);
      const item = resolve(itemOf(input));
      const key = node.args[0];
      if (ITEM_KEY_FILTERS.has(node.name) && key?.kind === 'literal' && typeof key.value === 'string' && key.value !== '' && item.kind === 'object') {
        const keyShape = keyOf(item, key.value);
        if (keyShape === undefined) report(missingKey(key.value, `the items of ${written(node.input)}`, item));
        else if (MATCHING_FILTERS.has(node.name)) checkMatch(node, key.value, keyShape, args, report);
      }
      return filterShape(node.name, input, args);
    }
    case 'binary': {
      const [left, right] = [infer(node.left), infer(node.right)];
      checkOperator(node, left, right, report);
      if (['&&', '||', '??'].includes(node.op)) return merge(left, right);
      if (node.op === '+') {
        const [a, b] = [soleType(left), soleType(right)];
        return a && a === b && a !== 'boolean' ? scalar(a) : ANY;
      }
      return scalar(['-', '*', '/', '%'].includes(node.op) ? 'number' : 'boolean');
    }
    default: return ANY;
  }
}

// The typed operators of the page language (docs/authoring.md, "The page language"), after DivKit's
// evaluator: equality is strict, order and arithmetic take two numbers (order and `+` also two strings).
// A wrong pair is reported and gives a safe value; an absent operand (null, undefined: a source still
// loading, a field not given) is not an error: it is unequal to any value, unordered, and absent again.
import { describeValue, report } from './diagnostics';

const absent = (value: unknown): value is null | undefined => value === null || value === undefined;

function mismatch(op: string, a: unknown, b: unknown): void {
  report('type', `"${op}" cannot be used between ${describeValue(a)} and ${describeValue(b)}`);
}

/** `==`: the same value of the same type; null and undefined equal each other. Two types: unequal, reported. */
export function equals(a: unknown, b: unknown, op: '==' | '!=' = '=='): boolean {
  if (a === b) return true;
  if (absent(a) || absent(b)) return absent(a) && absent(b);
  if (typeof a !== typeof b) mismatch(op, a, b);
  return false;
}

/** `<`, `<=`, `>`, `>=` on two numbers or two strings; anything else is false (reported unless absent). */
export function compare(op: '<' | '<=' | '>' | '>=', a: unknown, b: unknown): boolean {
  if (typeof a !== typeof b || (typeof a !== 'number' && typeof a !== 'string')) {
    if (!absent(a) && !absent(b)) mismatch(op, a, b);
    return false;
  }
  const x = a as number;
  const y = b as number;
  switch (op) {
    case '<': return x < y;
    case '<=': return x <= y;
    case '>': return x > y;
    default: return x >= y;
  }
}

/** Arithmetic on two numbers, `+` also joining two strings; anything else is null (reported unless absent). */
export function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: unknown, b: unknown): unknown {
  if (typeof a === 'number' && typeof b === 'number') {
    switch (op) {
      case '+': return a + b;
      case '-': return a - b;
      case '*': return a * b;
      case '/': return a / b;
      default: return a % b;
    }
  }
  if (op === '+' && typeof a === 'string' && typeof b === 'string') return a + b;
  if (!absent(a) && !absent(b)) mismatch(op, a, b);
  return null;
}

/** Unary `-` on a number; anything else is null (reported unless absent). */
export function negate(value: unknown): unknown {
  if (typeof value === 'number') return -value;
  if (!absent(value)) report('type', `"-" cannot be used on ${describeValue(value)}`);
  return null;
}

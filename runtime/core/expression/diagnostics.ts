// What an expression did wrong while it ran (docs/authoring.md, "The page language"): an operation on
// values of the wrong types, a key that is not there, a condition that is not a boolean. The evaluator
// never throws for these: it gives the documented safe value and tells the sink installed here. Kept
// in module variables, so the common path (nothing wrong) allocates nothing.

export type ExpressionProblemKind =
  /** An operation on values of the wrong types: `1 == '1'`, `'共 ' + 3`. Reported in production too. */
  | 'type'
  /** A key read from an object that does not hold it, unguarded. Development only. */
  | 'missing'
  /** A condition that gave something other than a boolean. Development only. */
  | 'condition';

export interface ExpressionProblem {
  kind: ExpressionProblemKind;
  message: string;
  /** The config string the expression is in, `{{ }}` included. */
  expression: string;
  /** The JSON pointer of that string in the page definition, when the caller said ('' otherwise). */
  place: string;
}

export type ExpressionSink = (problem: ExpressionProblem) => void;

let sink: ExpressionSink | undefined;
let checkMissing = false;
let expression = '';
let place = '';

/**
 * Installs where problems go; `development` also reports missing keys and non-boolean conditions.
 * Returns the uninstall.
 */
export function watchExpressions(handler: ExpressionSink, development: boolean): () => void {
  sink = handler;
  checkMissing = development;
  return () => {
    if (sink !== handler) return;
    sink = undefined;
    checkMissing = false;
  };
}

/**
 * Runs `work` with every problem (missing keys included) told to `handler` instead of the installed sink,
 * which is back in place afterwards: the console asks the preview what an expression gives, and an
 * author's half-typed expression is not the page's problem.
 */
export function collectingProblems<T>(handler: ExpressionSink, work: () => T): T {
  const saved = { sink, checkMissing };
  sink = handler;
  checkMissing = true;
  try {
    return work();
  } finally {
    ({ sink, checkMissing } = saved);
  }
}

/** Whether a missing key or a non-boolean condition would be reported (development): skip the work otherwise. */
export const reportsDevelopmentProblems = (): boolean => checkMissing && sink !== undefined;

/** The expression being evaluated, for the reports. */
export function evaluating(source: string): void {
  expression = source;
}

/** Reports problems at `pointer` (a node's prop, its condition) until `leave` is given what this returned. */
export function enter(pointer: string): string {
  const saved = place;
  place = pointer;
  return saved;
}

export function leave(saved: string): void {
  place = saved;
}

export function report(kind: ExpressionProblemKind, message: string): void {
  if (!sink || (kind !== 'type' && !checkMissing)) return;
  sink({ kind, message, expression, place });
}

const TYPE_NAMES: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'a boolean', undefined: 'nothing', object: 'an object' };

/** How a value's type is named in a report: `a number (3)`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  const name = TYPE_NAMES[typeof value] ?? typeof value;
  return typeof value === 'string' ? `${name} ('${value.length > 20 ? `${value.slice(0, 20)}…` : value}')` : typeof value === 'number' || typeof value === 'boolean' ? `${name} (${String(value)})` : name;
}

import { parseExpression, type Node } from './parse';
import { evaluate, resetGuards, type Scope } from './evaluate';
import type { FilterLookup } from './filter-spec';
import { describeValue, evaluating, report, reportsDevelopmentProblems } from './diagnostics';

/** A config string compiled once: plain text, a single expression (keeps its type) or interpolated text. */
export type Template = { source: string } & (
  | { kind: 'text'; text: string }
  | { kind: 'expression'; node: Node }
  | { kind: 'interpolation'; parts: Array<string | Node> });

const EXPRESSION = /\{\{([\s\S]*?)\}\}/g;
const cache = new Map<string, Template>();

export function hasExpression(source: string): boolean {
  return source.includes('{{');
}

/** Parses a config string once; later calls with the same text reuse the compiled form. */
export function compileTemplate(source: string): Template {
  const cached = cache.get(source);
  if (cached) return cached;
  let template: Template;
  const whole = /^\s*\{\{([\s\S]*?)\}\}\s*$/.exec(source);
  if (!hasExpression(source)) {
    template = { source, kind: 'text', text: source };
  } else if (whole && !whole[1].includes('}}') && source.indexOf('{{') === source.lastIndexOf('{{')) {
    template = { source, kind: 'expression', node: parseExpression(whole[1]) };
  } else {
    const parts: Array<string | Node> = [];
    let last = 0;
    for (const match of source.matchAll(EXPRESSION)) {
      if (match.index > last) parts.push(source.slice(last, match.index));
      parts.push(parseExpression(match[1]));
      last = match.index + match[0].length;
    }
    if (last < source.length) parts.push(source.slice(last));
    template = { source, kind: 'interpolation', parts };
  }
  cache.set(source, template);
  return template;
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? '' : String(value);
}

export function renderTemplate(template: Template, scope: Scope, filter: FilterLookup): unknown {
  evaluating(template.source);
  resetGuards();
  switch (template.kind) {
    case 'text': return template.text;
    case 'expression': return evaluate(template.node, scope, filter);
    case 'interpolation':
      return template.parts.map((part) => (typeof part === 'string' ? part : display(evaluate(part, scope, filter)))).join('');
  }
}

/**
 * Resolves every `{{ }}` inside a config value (strings, arrays, plain objects), leaving the rest as is;
 * `filter` finds the filters the expressions name.
 */
export function resolveValue(value: unknown, scope: Scope, filter: FilterLookup): unknown {
  if (typeof value === 'string') return hasExpression(value) ? renderTemplate(compileTemplate(value), scope, filter) : value;
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope, filter));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    // A key may be a template too: a setState writing `answers.{{ item.code }}` for the question shown.
    for (const [key, item] of Object.entries(value)) out[hasExpression(key) ? String(resolveValue(key, scope, filter)) : key] = resolveValue(item, scope, filter);
    return out;
  }
  return value;
}

/**
 * Evaluates a condition such as visibleWhen; a boolean literal in config is taken as is. A condition is a
 * boolean: nothing (null, undefined: a source still loading) is false, and any other value is reported in
 * development and taken for what JavaScript makes of it (docs/authoring.md, "The page language").
 */
export function resolveCondition(condition: string | boolean | undefined, scope: Scope, fallback: boolean, filter: FilterLookup): boolean {
  if (condition === undefined) return fallback;
  const value = resolveValue(condition, scope, filter);
  if (typeof value === 'boolean') return value;
  if (value !== null && value !== undefined && reportsDevelopmentProblems()) {
    report('condition', `a condition must give true or false, not ${describeValue(value)}`);
  }
  return Boolean(value);
}

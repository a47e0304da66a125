// The page language's forms the validator refuses (docs/authoring.md, "The page language"), each with
// the form to write instead: `===` (`==` is strict), an operation whose operand types are known to
// differ (a route param or query value is text), a condition written as text, and a node repeated over a
// list filtered to one record (name it with `let`).
import { compileTemplate } from '../core/expression/template';
import { parseExpression, type Node } from '../core/expression/parse';
import { nodesOf } from './expression-shape';
import { notBoolean } from './condition-kind';
import { eachExpression, eachString, type Issue, type PageFacts } from './page-checks';
import { SCOPE_ROOTS } from './scope-keys';

/** Node keys and action or source keys that hold a condition. */
const CONDITION_KEYS = /\/(visibleWhen|disabledWhen|emptyWhen|when|until)$/;

type Known = 'string' | 'number' | 'boolean' | undefined;

/** The type an operand is known to have before the page runs: a literal's, or text for the address. */
function knownType(node: Node): Known {
  if (node.kind === 'literal') return node.value === null || node.value === undefined ? undefined : (typeof node.value as Known);
  if (node.kind === 'path' && (node.root === 'params' || node.root === 'query') && node.segments.length === 1) return 'string';
  return undefined;
}

const ORDER = ['<', '<=', '>', '>='];

function operatorIssues(node: Extract<Node, { kind: 'binary' }>): string | undefined {
  if (node.op === '===' || node.op === '!==') return `"${node.op}" is not part of the page language: did you mean "${node.op.slice(0, 2)}"? (it compares strictly)`;
  if (node.op === '&&' || node.op === '||' || node.op === '??') return undefined;
  const left = knownType(node.left);
  const right = knownType(node.right);
  if (!left || !right) return undefined;
  const arithmetic = ['+', '-', '*', '/', '%'].includes(node.op);
  const fine = left === right && (!arithmetic || left === 'number' || (node.op === '+' && left === 'string')) && (!ORDER.includes(node.op) || left !== 'boolean');
  if (fine) return undefined;
  const address = [node.left, node.right].some((side) => side.kind === 'path');
  const hint = address ? ': a route param or query value is text, compare it with text (\'1\')'
    : node.op === '+' ? ': write the number as text, (3 | text)' : '';
  return `"${node.op}" between a ${left} and a ${right} is a type error${hint}`;
}

const ID_KEY = /^(id|[a-z]\w*(Id|No|Code))$/;

/** `… | where('memberId', query.memberId)`: a list filtered by a record's identifier, one record at most. */
function filteredToOne(node: Node): boolean {
  if (node.kind === 'array') return node.items.length === 1;
  if (node.kind !== 'filter') return false;
  if (node.name === 'first') return true;
  if (node.name === 'slice') return node.args.length === 2 && node.args.every((arg, i) => arg.kind === 'literal' && arg.value === i);
  if (node.name !== 'where' || node.args.length !== 2) return false;
  const [key, value] = node.args;
  if (key.kind !== 'literal' || typeof key.value !== 'string' || !ID_KEY.test(key.value)) return false;
  return value.kind === 'literal' || (value.kind === 'path' && value.segments.at(-1) === key.value);
}

function checkExpression(text: string, pointer: string, issues: Issue[]): void {
  eachExpression(text, (source, at) => {
    if (source === undefined) return;
    let template;
    try {
      template = compileTemplate(source);
    } catch {
      return; // Reported by checkExpressions.
    }
    if (template.kind !== 'expression') return;
    for (const node of nodesOf(template.node)) {
      const message = node.kind === 'binary' ? operatorIssues(node) : undefined;
      if (message) issues.push({ pointer, at, message });
    }
    if (pointer.endsWith('/repeat') && filteredToOne(template.node)) {
      issues.push({ pointer, at, message: 'a node repeated over a list filtered to one record: name the record instead — did you mean "let": { "<name>": "{{ … | find(key, value) }}" } with "visibleWhen": "{{ <name> != null }}"? (docs/authoring.md, "Name a record")' });
    }
  });
}

/** A condition written as text is always true: `"false"` is refused, with the boolean to write. */
function checkCondition(text: string, pointer: string, issues: Issue[]): void {
  const literal = text.trim();
  if (literal === 'true' || literal === 'false') {
    issues.push({ pointer, message: `a condition is a boolean, and the text "${text}" would always count as true: did you mean ${literal} (without quotes)?` });
  } else if (!/^\s*\{\{[\s\S]*\}\}\s*$/.test(text) || text.indexOf('{{') !== text.lastIndexOf('{{')) {
    issues.push({ pointer, message: `a condition is one {{ }} expression giving true or false, or true or false itself: "${text}" is text` });
  } else {
    let node: Node;
    try {
      node = parseExpression(text.slice(text.indexOf('{{') + 2, text.lastIndexOf('}}')));
    } catch {
      return; // Reported by checkExpressions.
    }
    const why = notBoolean(node);
    if (why) issues.push({ pointer, message: `a condition gives true or false: ${why}` });
  }
}

export function checkLanguage({ page }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  eachLet(page, '', (name, pointer) => {
    if (SCOPE_ROOTS.includes(name)) issues.push({ pointer, atKey: true, message: `the let name "${name}" would hide {{ ${name}.… }} below this node: choose another name` });
  });
  eachString(page, '', (text, pointer) => {
    if (CONDITION_KEYS.test(pointer)) checkCondition(text, pointer, issues);
    if (text.includes('{{')) checkExpression(text, pointer, issues);
  });
  return issues;
}

/** Each name a node's `let` binds, with its pointer. */
function eachLet(value: unknown, pointer: string, visit: (name: string, pointer: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, i) => eachLet(item, `${pointer}/${i}`, visit));
  else if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    if (typeof node.type === 'string' && node.let && typeof node.let === 'object') for (const name of Object.keys(node.let)) visit(name, `${pointer}/let/${name}`);
    for (const [key, child] of Object.entries(node)) eachLet(child, `${pointer}/${key}`, visit);
  }
}

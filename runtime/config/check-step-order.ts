// A sequence's steps each read the page as it is when they run (core/actions/run.ts): two steps meant as
// either-or, the first changing what both conditions read, both run. The validator warns where the second
// condition is the first one's opposite and the first step (or what follows it) writes a state key both read.
import { parseExpression, type Node } from '../core/expression/parse';
import type { Issue, PageCheck } from './page-checks';

/** A condition's expression, without its `{{ }}`; undefined for a literal or what does not parse. */
function conditionOf(when: unknown): Node | undefined {
  if (typeof when !== 'string' || !/^\s*\{\{[\s\S]*\}\}\s*$/.test(when)) return undefined;
  try {
    return parseExpression(when.slice(when.indexOf('{{') + 2, when.lastIndexOf('}}')));
  } catch {
    return undefined;
  }
}

/** `!!x` is `x` as a condition. */
const asCondition = (node: Node): Node => (node.kind === 'unary' && node.op === '!' && node.arg.kind === 'unary' && node.arg.op === '!' ? asCondition(node.arg.arg) : node);
const same = (a: Node, b: Node) => JSON.stringify(asCondition(a)) === JSON.stringify(asCondition(b));
const OPPOSITE_OPS: Record<string, string> = { '==': '!=', '!=': '==' };

/** Whether `b` holds exactly when `a` does not: `!a`, or `==` against `!=` of the same sides. */
function opposite(a: Node, b: Node): boolean {
  const [x, y] = [asCondition(a), asCondition(b)];
  if (x.kind === 'unary' && x.op === '!') return same(x.arg, y);
  if (y.kind === 'unary' && y.op === '!') return same(y.arg, x);
  return x.kind === 'binary' && y.kind === 'binary' && OPPOSITE_OPS[x.op] === y.op && same(x.left, y.left) && same(x.right, y.right);
}

/** The first segment of each state path a step and everything it runs next (`then`, `else`) write with setState. */
function writtenKeys(step: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(step)) step.forEach((item) => writtenKeys(item, into));
  else if (step && typeof step === 'object') {
    const { action, values, then, else: otherwise } = step as Record<string, unknown>;
    if (action === 'setState' && values && typeof values === 'object') for (const path of Object.keys(values)) into.add(path.split('.')[0]);
    writtenKeys(then, into);
    writtenKeys(otherwise, into);
  }
  return into;
}

/** The state keys a condition reads (`state.recordId` → recordId). */
function readKeys(node: Node): string[] {
  const keys: string[] = [];
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const current = value as Node;
    if (current.kind === 'path' && current.root === 'state' && typeof current.segments[0] === 'string') keys.push(current.segments[0]);
    Object.values(value).forEach(visit);
  };
  visit(node);
  return keys;
}

/** Each action sequence of a page (an array of steps), with its pointer. */
function eachSequence(value: unknown, pointer: string, visit: (steps: Array<Record<string, unknown>>, pointer: string) => void): void {
  if (Array.isArray(value)) {
    if (value.length > 1 && value.every((item) => item && typeof item === 'object' && typeof (item as { action?: unknown }).action === 'string')) visit(value, pointer);
    value.forEach((item, i) => eachSequence(item, `${pointer}/${i}`, visit));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) eachSequence(item, `${pointer}/${key}`, visit);
  }
}

export const checkStepOrder: PageCheck = ({ page }) => {
  const issues: Issue[] = [];
  eachSequence(page, '', (steps, pointer) => {
    steps.forEach((first, i) => {
      const condition = conditionOf(first.when);
      if (!condition) return;
      const written = writtenKeys(first);
      for (const [j, later] of steps.slice(i + 1).entries()) {
        const other = conditionOf(later.when);
        if (!other || !opposite(condition, other)) continue;
        const changed = readKeys(condition).find((key) => written.has(key));
        if (changed) {
          issues.push({ pointer: `${pointer}/${i + j + 1}/when`, severity: 'warning', message: `step ${i + 1} writes state.${changed}, which this opposite condition reads: each step reads the page as it is when it runs, so both run; if they are meant as either-or, put this step before step ${i + 1}` });
        }
      }
    });
  });
  return issues;
};

// What an expression gives at a node of the previewed page, for the console's expression field: worked
// out by the runtime's own parser and evaluator in the scope that node renders with (the page's address,
// session, app, sources and state, then each enclosing node's `let` names and a repeat's first item).
// Answers a short value, or what stands in the way in Chinese.
import { compileTemplate, renderTemplate, type Template } from '../../core/expression/template';
import { collectingProblems, type ExpressionProblem } from '../../core/expression/diagnostics';
import { templateRefs } from '../../core/expression/refs';
import { readProperty, type Scope } from '../../core/expression/evaluate';
import type { FilterLookup } from '../../core/expression/filter-spec';
import type { SourceState } from '../../core/data/types';
import { suggest } from '../../core/registry/suggest';
import { nodesOnPath, takesItem, type Placement } from '../../config/node-path';
import { parseErrorInChinese, typeProblemInChinese } from './expression-words';

/** The page as the frame shows it now: its whole scope, its sources' states and the filters. */
export interface LivePage { scope: Scope; sources: Readonly<Record<string, SourceState>>; filter: FilterLookup }

export type ExpressionAnswer = { value: string } | { error: string };

/** The longest value shown: the rest is cut with an ellipsis. */
const SHOWN = 120;
const quiet = () => undefined;

/** A value as the field shows it: JSON-ish, short. */
export function shownValue(value: unknown): string {
  if (value === undefined) return '（空）';
  const text = typeof value === 'function' ? '（空）' : JSON.stringify(value) ?? String(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

const listed = (keys: readonly string[]) => (keys.length > 8 ? `${keys.slice(0, 8).join('、')}…` : keys.join('、'));
const hint = (key: string, keys: readonly string[]) => {
  const near = suggest(key, keys);
  return near ? `，是不是要写“${near}”？` : '';
};

/** The scope at the node: each enclosing node's `let` names in order, and a repeat's first item. */
function scopeAt(page: unknown, pointer: string, placement: Placement, live: LivePage): { scope: Scope; emptyRepeat: boolean } {
  let scope: Record<string, unknown> = { ...live.scope };
  let emptyRepeat = false;
  const nodes = nodesOnPath(page, pointer);
  nodes.forEach(({ node }, index) => {
    if (node.let && typeof node.let === 'object') {
      for (const [name, value] of Object.entries(node.let)) scope = { ...scope, [name]: evaluateQuietly(value, scope, live.filter) };
    }
    if (typeof node.repeat === 'string' && takesItem(index, nodes.length, placement)) {
      const items = evaluateQuietly(node.repeat, scope, live.filter);
      const first = Array.isArray(items) && items.length > 0 ? [items[0]] : [];
      emptyRepeat = first.length === 0;
      scope = emptyRepeat ? scope : { ...scope, item: first[0], index: 0 };
    }
  });
  return { scope, emptyRepeat };
}

function evaluateQuietly(value: unknown, scope: Scope, filter: FilterLookup): unknown {
  if (typeof value !== 'string') return value;
  try {
    return collectingProblems(quiet, () => renderTemplate(compileTemplate(value), scope, filter));
  } catch {
    return undefined;
  }
}

/** Why the sources the expression reads have nothing to show yet, or none. */
function sourceProblem(names: readonly string[], sources: LivePage['sources']): string | undefined {
  for (const name of names) {
    const state = sources[name];
    if (!state) return `页面没有数据来源“${name}”${hint(name, Object.keys(sources))}`;
    if (state.status === 'error') return `数据来源“${name}”加载失败：${state.error ?? '请稍后再试'}`;
    if (state.data === undefined && state.status === 'idle') return `数据来源“${name}”要等页面用到时才加载，现在还没有值`;
    if (state.data === undefined) return `数据来源“${name}”还在加载，加载完成后显示当前值`;
  }
  return undefined;
}

/** The first key of a path read that its value does not hold, said with the keys it does. */
function missingKey(template: Template, scope: Scope, key: string): string {
  for (const path of templateRefs(template.source).paths) {
    let value: unknown = readProperty(scope, path.root);
    let text = path.root;
    for (const name of path.prefix) {
      if (value && typeof value === 'object' && !Array.isArray(value) && !Object.hasOwn(value, name) && name === key) {
        const keys = Object.keys(value);
        return `“${text}”中没有“${name}”${keys.length > 0 ? `（有：${listed(keys)}）` : ''}${hint(name, keys)}`;
      }
      value = readProperty(value, name);
      text += /^\d+$/.test(name) ? `[${name}]` : `.${name}`;
    }
  }
  return `没有“${key}”这一项`;
}

/** The answer for `expression` written at `pointer` (a node of `page`, the page the frame shows). */
export function evaluateAt(page: unknown, pointer: string, placement: Placement, expression: string, live: LivePage): ExpressionAnswer {
  let template: Template;
  try {
    template = compileTemplate(expression);
  } catch (error) {
    return { error: parseErrorInChinese(error) };
  }
  // The compiler reads a `{{` without its `}}` as text; the gates refuse it, and so does the field's value.
  if (/\{\{(?![\s\S]*\}\})/.test(expression)) return { error: '表达式还没有结束：在末尾写上 }}' };
  if (template.kind === 'text') return { value: shownValue(template.text) };
  const { scope, emptyRepeat } = scopeAt(page, pointer, placement, live);
  const paths = templateRefs(expression).paths;
  const roots = [...new Set(paths.map((path) => path.root))];
  if (emptyRepeat && roots.some((root) => root === 'item' || root === 'index')) return { error: '这个组件重复显示的列表目前是空的：item 没有值' };
  const unknown = roots.find((root) => !Object.hasOwn(scope, root));
  if (unknown) return { error: `这里不能读取“${unknown}”：可以读取 ${listed(Object.keys(scope))}${hint(unknown, Object.keys(scope))}` };
  const sources = paths.filter((path) => path.root === 'data' && path.first !== undefined).map((path) => path.first!);
  const waiting = sourceProblem([...new Set(sources)], live.sources);
  if (waiting) return { error: waiting };
  const problems: ExpressionProblem[] = [];
  const value = collectingProblems((problem) => problems.push(problem), () => renderTemplate(template, scope, live.filter));
  const missing = problems.find((problem) => problem.kind === 'missing');
  if (missing) return { error: missingKey(template, scope, /"([^"]*)"/.exec(missing.message)?.[1] ?? '') };
  const typed = problems.find((problem) => problem.kind === 'type');
  if (typed) return { error: typeProblemInChinese(typed.message) };
  // A condition is a boolean (nothing counts as false): anything else is a mistake the portal reports.
  if (placement === 'condition' && value !== null && value !== undefined && typeof value !== 'boolean') return { error: `显示条件应得出 true 或 false，现在得出 ${shownValue(value)}` };
  return { value: shownValue(value) };
}

// Warnings that keep authors on the path (issue 30 §7): a page says what it shows, and the engine does the
// work. Each points at the expression or step and says what to write instead (docs/authoring.md, "Lists
// and tables"). Warnings: the page works, it is only harder to read and change than it need be.
import { pathsReadIn } from '../core/expression';
import { expressionShapes, LONG_EXPRESSION, TERNARY_CHAIN } from './expression-shape';
import { eachString, type Issue, type PageFacts } from './page-checks';

const SEE = 'see docs/authoring.md, "Lists and tables"';

export function checkExpressionShape({ page }: PageFacts): Issue[] {
  const issues: Issue[] = [];
  eachString(page, '', (text, pointer) => {
    for (const shape of expressionShapes(text)) {
      const warn = (message: string) => issues.push({ pointer, at: shape.at, severity: 'warning', message: `${message} (${SEE})` });
      if (shape.text.length > LONG_EXPRESSION) warn(`expression of ${shape.text.length} characters (over ${LONG_EXPRESSION}): name its parts with filters, a table or a state key`);
      if (shape.ternaries >= TERNARY_CHAIN) warn(`${shape.ternaries} ternaries in one expression: a code's label is a table (a static source) looked up by the code`);
      for (const path of shape.literalIndexes) warn(`"${path}" reads a fixed position of a list that can grow: say which item (first, find, where)`);
    }
  });
  return [...issues, ...redundantReloads(page)];
}

/** The first names of the state paths a source's condition, params and body read. */
function stateReadBy(source: unknown): Set<string> {
  return new Set(pathsReadIn(source, 'state').map(([first]) => first));
}

/** The first names of the state paths a setState step writes ("form.phone" → "form"). */
const writtenBy = (step: Record<string, any>): string[] => Object.keys(step.values ?? {}).map((path) => path.split('.')[0]);

/**
 * A `reload` right after a setState that writes what the source reads, or a bound widget's onChange
 * reloading a source that reads its bind: the source loads again by itself (it follows what it reads).
 */
function redundantReloads(page: Record<string, any>): Issue[] {
  const sources: Record<string, unknown> = page.data ?? {};
  // A lazy source is followed once it has loaded: the page's entry loads it the first time.
  const follows = (reload: Record<string, any>, written: string[], pointer: string) => {
    const source = sources[reload.source] as { lazy?: boolean } | undefined;
    if (reload.action !== 'reload' || reload.when !== undefined || !source || (source.lazy && pointer.startsWith('/onEnter'))) return false;
    return written.some((key) => stateReadBy(source).has(key));
  };
  const warn = (pointer: string, name: string): Issue => ({ pointer, severity: 'warning', message: `the source "${name}" follows the state it reads and loads again by itself: drop this reload (${SEE})` });
  const issues: Issue[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((step, i) => {
        const before = value[i - 1];
        if (before?.action === 'setState' && step && follows(step, writtenBy(before), pointer)) issues.push(warn(`${pointer}/${i}`, step.source));
        visit(step, `${pointer}/${i}`);
      });
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, any>;
    if (node.action === 'setState' && node.then && !Array.isArray(node.then) && follows(node.then, writtenBy(node), pointer)) issues.push(warn(`${pointer}/then`, node.then.source));
    if (typeof node.bind === 'string' && node.onChange && follows(node.onChange, [node.bind.split('.')[0]], pointer)) issues.push(warn(`${pointer}/onChange`, node.onChange.source));
    for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${key}`);
  };
  visit(page, '');
  return issues;
}

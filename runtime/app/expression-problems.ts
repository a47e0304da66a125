import { watchExpressions, type ExpressionProblem } from '../core/expression';
import type { ReportProblem } from '../core/page/problems';

/** At most this many different problems are remembered as told; past it, the memory starts again. */
const REMEMBERED = 500;

/**
 * Where the page language's problems go (docs/authoring.md, "The page language"): a type error is a
 * `problem` event in production as in development; in development every problem (a missing key, a
 * condition that is not a boolean too) is also written to the console with its config path. Each is told
 * once: a node repeated for every row of a list does not tell it for every row.
 */
export function watchPageLanguage(report: ReportProblem, development: boolean): () => void {
  const told = new Set<string>();
  return watchExpressions((problem: ExpressionProblem) => {
    // The values differ from row to row; the place and the expression say which mistake it is.
    const key = `${problem.kind} ${problem.place} ${problem.expression}`;
    if (told.has(key)) return;
    if (told.size >= REMEMBERED) told.clear();
    told.add(key);
    const message = `${problem.message} in ${problem.expression}`;
    if (development) console.warn(`[page] ${problem.kind === 'type' ? 'type error' : problem.kind === 'missing' ? 'missing key' : 'condition'}${problem.place ? ` at ${problem.place}` : ''}: ${message}`);
    if (problem.kind === 'type') report({ kind: 'expression', configPath: problem.place, message });
  }, development);
}

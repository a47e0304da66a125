/** An error fails `npm run validate` and the build; a warning is printed and lets them pass. */
export type Severity = 'error' | 'warning';

/** One thing wrong in a config file, with where it is. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file ("" for the whole document). */
  pointer: string;
  message: string;
  /** `error` when absent. */
  severity?: Severity;
}

export const isError = (problem: Problem): boolean => problem.severity !== 'warning';

export function formatProblem(problem: Problem): string {
  const label = isError(problem) ? '' : 'warning: ';
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${label}${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

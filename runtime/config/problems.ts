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
  /** For a problem inside a fragment: the uses that brought it into a page, the page's own last. */
  usedAt?: UseSite[];
}

/** Where a page (or a fragment inside it) uses a fragment. */
export interface UseSite { file: string; line: number; column: number; pointer: string }

export const isError = (problem: Problem): boolean => problem.severity !== 'warning';

export function formatProblem(problem: Problem): string {
  const label = isError(problem) ? '' : 'warning: ';
  const uses = (problem.usedAt ?? []).map((use) => `\n    used at ${use.file}:${use.line}:${use.column}  ${use.pointer}`).join('');
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${label}${problem.message}${uses}`;
}

/** The page a problem shows on: the page that used the fragment it is in, or its own file. */
export const pageOf = (problem: Problem): string => problem.usedAt?.at(-1)?.file ?? problem.file;

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

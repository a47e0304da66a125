/** One thing wrong in a config file, with where it is. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file ("" for the whole document). */
  pointer: string;
  message: string;
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/**
 * A failure on a rendered page that operations should hear about before customers call: a widget that
 * threw, an action that failed, a data source that could not load, an expression's type error (a number
 * compared with a string); in development also a widget's props that do not match its schema.
 * `configPath` is the JSON pointer into the page definition.
 */
export interface RuntimeProblem {
  kind: 'widget' | 'action' | 'source' | 'props' | 'expression' | 'publishing';
  configPath: string;
  message: string;
  /** What was thrown, when something was: analytics tells a page's fault from the server's refusal by it. */
  error?: unknown;
}

export type ReportProblem = (problem: RuntimeProblem) => void;

// The one way the publishing service talks to PostgreSQL, whichever runs it: PGlite in process (the
// embedded default and the tests) or a PostgreSQL server by URL (production).

/** Something SQL runs on: the database itself, or one transaction of it. */
export interface Queryable {
  /** One statement with `$1`-style parameters; its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** A script of several statements without parameters (migrations). */
  runScript(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The schema the service's tables live in (tests use one of their own, dropped between tests). */
export const DEFAULT_SCHEMA = 'studio';

/** A schema name as SQL may quote it: letters, digits and underscores only. */
export function quotedSchema(schema: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`schema name "${schema}" must be lower-case letters, digits and underscores`);
  return `"${schema}"`;
}

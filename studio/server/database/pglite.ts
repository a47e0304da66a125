import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { quotedSchema, type Database, type Queryable } from './database';

const queryable = (client: PGlite | Transaction): Queryable => ({
  query: async <Row>(sql: string, params: readonly unknown[] = []) => (await client.query<Row>(sql, [...params])).rows,
  runScript: async (sql: string) => {
    await client.exec(sql);
  },
});

/** A PGlite instance as the service's database, in `schema` (made if missing); closing it closes the instance. */
export async function pgliteDatabase(client: PGlite, schema: string): Promise<Database> {
  const quoted = quotedSchema(schema);
  await client.exec(`CREATE SCHEMA IF NOT EXISTS ${quoted}; SET search_path TO ${quoted}`);
  return {
    ...queryable(client),
    transaction: (work) => client.transaction((tx) => work(queryable(tx))),
    close: () => client.close(),
  };
}

/**
 * PGlite: PostgreSQL compiled to WebAssembly, in this process. With a data directory it keeps its data
 * across restarts; without one it lives in memory (the tests), started from `initialData` when given (a
 * dump of a database already initialised, which skips PostgreSQL's initdb: seconds a start).
 */
export async function openPglite(options: { dataDir?: string; schema: string; initialData?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(options.dataDir, { loadDataDir: options.initialData }), options.schema);
}

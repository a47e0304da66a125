// A PostgreSQL server by URL, through `pg` (node-postgres): the well-kept client the ecosystem runs on.
// PGlite cannot serve here: it is PostgreSQL inside one process, not a client of a server.
import pg from 'pg';
import { quotedSchema, type Database, type Queryable } from './database';

const queryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as Row[],
  runScript: async (sql: string) => {
    await client.query(sql);
  },
});

export async function openPostgres(options: { url: string; schema: string }): Promise<Database> {
  const schema = quotedSchema(options.schema);
  // Every connection starts in the service's schema.
  const pool = new pg.Pool({ connectionString: options.url, max: 4, options: `-c search_path=${schema}` });
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

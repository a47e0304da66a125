import { join } from 'node:path';
import { DEFAULT_SCHEMA, type Database } from './database';
import { migrate } from './migrations';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseOptions {
  /** A PostgreSQL server (STUDIO_DATABASE_URL); without it, PGlite. */
  url?: string;
  /** PGlite's data directory; without it (and without a URL), an in-memory database. */
  dataDir?: string;
  schema?: string;
  /** An in-memory PGlite's starting data (see openPglite). */
  initialData?: Blob;
}

/** Opens the service's database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schema = options.schema ?? DEFAULT_SCHEMA;
  const db = options.url ? await openPostgres({ url: options.url, schema }) : await openPglite({ dataDir: options.dataDir, schema, initialData: options.initialData });
  await migrate(db);
  return db;
}

/** The embedded database's directory under the service's data directory. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'db');

// Versioned SQL migrations (migrations/NNNN-name.sql), applied in order, each once, each recorded.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export interface Migration { version: number; name: string; sql: string }

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir).filter((file) => /^\d{4}-.+\.sql$/.test(file)).sort().map((file) => ({
    version: Number(file.slice(0, 4)),
    name: file.slice(5, -4),
    sql: readFileSync(join(dir, file), 'utf8'),
  }));
}

/** Applies the migrations the database has not recorded yet; returns the names of those it applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  await db.runScript('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  const applied: string[] = [];
  for (const migration of migrations.filter(({ version }) => !done.has(version))) {
    await db.transaction(async (tx) => {
      await tx.runScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}

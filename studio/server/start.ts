// The publishing service, configured from the environment and started: its database, signing key,
// object store, gates, API handler and scheduler. `npm run studio` serves it alone (main.ts); the dev
// server can mount `handler` under /official-studio/api/.
import { join, resolve } from 'node:path';
import { projectRoot } from '../../scripts/lib/page-files';
import type { Database } from './database/database';
import { openDatabase, pgliteDir } from './database/open';
import { submissionGates } from './gates/gates';
import { createStudioHandler, type StudioHandler } from './http/handler';
import { directoryStore } from './releases/object-store';
import { loadSigningKey, type SigningKey } from './releases/signing-key';
import { seedDemoStaff, seedFirstAdmin } from './staff/seed-staff';

export interface StudioConfig {
  /** The embedded database and a generated signing key live here (STUDIO_DATA_DIR, default .studio). */
  dataDir: string;
  /** A PostgreSQL server (STUDIO_DATABASE_URL); without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** The object store's directory (STUDIO_PAGES_DIR, default .studio/pages). */
  pagesDir: string;
  /** The private signing key as a JWK (STUDIO_SIGNING_KEY); without it, the data directory's. */
  signingKey?: string;
  /** The origins the console is served from (STUDIO_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: string[];
  /** How often the scheduler looks for due go-lives and ends. */
  tickSeconds: number;
  /** A server database's first administrator's password (STUDIO_FIRST_ADMIN_PASSWORD), used while it has no staff. */
  firstAdminPassword?: string;
}

export function studioConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const dataDir = resolve(projectRoot, env.STUDIO_DATA_DIR ?? '.studio');
  return {
    dataDir,
    databaseUrl: env.STUDIO_DATABASE_URL || undefined,
    pagesDir: resolve(projectRoot, env.STUDIO_PAGES_DIR ?? join(dataDir, 'pages')),
    signingKey: env.STUDIO_SIGNING_KEY || undefined,
    allowedOrigins: env.STUDIO_ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean),
    tickSeconds: Number(env.STUDIO_TICK_SECONDS ?? 30),
    firstAdminPassword: env.STUDIO_FIRST_ADMIN_PASSWORD || undefined,
  };
}

export interface RunningStudio {
  handler: StudioHandler;
  db: Database;
  key: SigningKey;
  /** Whether this start added the demo staff (a fresh embedded database). */
  seededDemoStaff: boolean;
  stop(): Promise<void>;
}

export async function startStudio(config: StudioConfig): Promise<RunningStudio> {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDir(config.dataDir) });
  // Demo accounts belong to the embedded database of a developer's machine, never to a server's.
  const seededDemoStaff = config.databaseUrl ? false : await seedDemoStaff(db, new Date());
  if (config.databaseUrl && config.firstAdminPassword) await seedFirstAdmin(db, config.firstAdminPassword, new Date());
  const key = await loadSigningKey({ configuredJwk: config.signingKey, dataDir: config.dataDir });
  const handler = createStudioHandler({ db, store: directoryStore(config.pagesDir), key, gates: submissionGates(), allowedOrigins: config.allowedOrigins });
  await handler.service.ensureRelease();
  const tick = () => handler.service.tick().catch((error) => console.error('[studio] 排期检查失败', error));
  await tick();
  const timer = setInterval(tick, config.tickSeconds * 1000);
  timer.unref();
  return {
    handler, db, key, seededDemoStaff,
    async stop() {
      clearInterval(timer);
      await db.close();
    },
  };
}

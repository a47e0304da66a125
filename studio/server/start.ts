// The publishing service, configured from the environment and started: its database, signing key,
// object store, gates, API handler and scheduler. `npm run studio` serves it alone (main.ts); the dev
// server can mount `handler` under /official-studio/api/.
import { join, resolve } from 'node:path';
import { projectRoot } from '../../scripts/lib/page-files';
import { coreBackOffice, type CoreBackOffice } from './activities/core-handover';
import { listActivities } from './activities/activity-store';
import type { Database } from './database/database';
import { openDatabase, pgliteDir } from './database/open';
import { submissionGates } from './gates/gates';
import { renderGate } from './gates/render-gate';
import { createStudioHandler, type StudioHandler } from './http/handler';
import { directoryStore, type ObjectStore } from './releases/object-store';
import { s3Store, type S3StoreOptions } from './releases/s3-store';
import { loadSigningKey, type SigningKey } from './releases/signing-key';
import { seedDemoStaff, seedFirstAdmin } from './staff/seed-staff';

export interface StudioConfig {
  /** The embedded database and a generated signing key live here (STUDIO_DATA_DIR, default .studio). */
  dataDir: string;
  /** A PostgreSQL server (STUDIO_DATABASE_URL); without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** The object store's directory (STUDIO_PAGES_DIR, default .studio/pages), unless a bucket is configured. */
  pagesDir: string;
  /** An S3-compatible bucket as the object store (STUDIO_S3_ENDPOINT, STUDIO_S3_BUCKET…), instead of the directory. */
  s3?: S3StoreOptions;
  /** The private signing key as a JWK (STUDIO_SIGNING_KEY); without it, the data directory's. */
  signingKey?: string;
  /** The origins the console is served from (STUDIO_ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: string[];
  /** The proxies in front of the service whose X-Forwarded-For is believed (STUDIO_TRUSTED_PROXIES, comma-separated addresses). */
  trustedProxies?: string[];
  /** How often the scheduler looks for due go-lives and ends. */
  tickSeconds: number;
  /** A server database's first administrator's password (STUDIO_FIRST_ADMIN_PASSWORD), used while it has no staff. */
  firstAdminPassword?: string;
  /** The core system's back office that takes registered activities (STUDIO_CORE_ACTIVITIES_URL, CORE_BACK_OFFICE_TOKEN). */
  coreBackOffice?: CoreBackOffice;
  /** A portal built with its developer pages (a sandbox build), where a version is drawn and audited before submit (STUDIO_PREVIEW_ORIGIN). */
  previewOrigin?: string;
}

export function studioConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StudioConfig {
  const dataDir = resolve(projectRoot, env.STUDIO_DATA_DIR ?? '.studio');
  return {
    dataDir,
    databaseUrl: env.STUDIO_DATABASE_URL || undefined,
    pagesDir: resolve(projectRoot, env.STUDIO_PAGES_DIR ?? join(dataDir, 'pages')),
    s3: s3FromEnv(env),
    signingKey: env.STUDIO_SIGNING_KEY || undefined,
    allowedOrigins: env.STUDIO_ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean),
    trustedProxies: env.STUDIO_TRUSTED_PROXIES?.split(',').map((address) => address.trim()).filter(Boolean),
    tickSeconds: Number(env.STUDIO_TICK_SECONDS ?? 30),
    firstAdminPassword: env.STUDIO_FIRST_ADMIN_PASSWORD || undefined,
    previewOrigin: env.STUDIO_PREVIEW_ORIGIN || undefined,
    coreBackOffice: env.STUDIO_CORE_ACTIVITIES_URL ? { activitiesUrl: env.STUDIO_CORE_ACTIVITIES_URL, token: env.CORE_BACK_OFFICE_TOKEN ?? '' } : undefined,
  };
}

/** The bucket's settings, when STUDIO_S3_ENDPOINT names one; a half-configured bucket stops the start. */
function s3FromEnv(env: NodeJS.ProcessEnv): S3StoreOptions | undefined {
  if (!env.STUDIO_S3_ENDPOINT) return undefined;
  const missing = ['STUDIO_S3_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`STUDIO_S3_ENDPOINT is set, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
  return {
    endpoint: env.STUDIO_S3_ENDPOINT, bucket: env.STUDIO_S3_BUCKET!, region: env.STUDIO_S3_REGION || 'us-east-1',
    accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY!, prefix: env.STUDIO_S3_PREFIX || undefined,
  };
}

const objectStoreOf = (config: Pick<StudioConfig, 's3' | 'pagesDir'>): ObjectStore => (config.s3 ? s3Store(config.s3) : directoryStore(config.pagesDir));

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
  const core = config.coreBackOffice && coreBackOffice(config.coreBackOffice);
  const renderCheck = config.previewOrigin ? renderGate({ portalOrigin: config.previewOrigin }) : undefined;
  const store = objectStoreOf(config);
  const handler = createStudioHandler({ db, store, key, gates: submissionGates({ store }), renderGate: renderCheck, allowedOrigins: config.allowedOrigins, trustedProxies: config.trustedProxies, core });
  if (core) {
    for (const activity of await listActivities(db)) {
      await core.handOver(activity).catch((error: Error) => console.error(`[studio] 活动 ${activity.code} 未能交给核心系统：${error.message}`));
    }
  }
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

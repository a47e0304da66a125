// What the studio's tests share: their database (PGlite in memory, or the PostgreSQL server of
// STUDIO_TEST_DATABASE_URL, as npm run test:studio-pg sets it in CI), a schema a test file, emptied between
// tests by dropping and migrating it; staff; a service with an in-memory object store and a clock the test
// moves.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../../studio/server/database/open';
import { pgliteDatabase } from '../../../studio/server/database/pglite';
import type { Database } from '../../../studio/server/database/database';
import { migrate } from '../../../studio/server/database/migrations';
import type { SubmissionGates } from '../../../studio/server/gates/gates';
import { memoryStore } from '../../../studio/server/releases/object-store';
import { generateSigningJwk, importSigningKey, type SigningKey } from '../../../studio/server/releases/signing-key';
import { publishingService } from '../../../studio/server/service/publishing-service';
import { findStaff, type Staff } from '../../../studio/server/staff/staff-store';
import { hashPassword } from '../../../studio/server/staff/passwords';
import type { Role } from '../../../studio/server/workflow/transitions';

/** Each test file's database has a schema of its own: on a shared PostgreSQL server, files run side by side. */
const schemas = new WeakMap<Database, string>();
const INITIALISED = join(import.meta.dirname, '../../../node_modules/.cache/studio/pglite-initialised.tar');

/** A dump of a freshly initialised PGlite, made once and kept in node_modules/.cache: each test file starts from it. */
async function initialisedPglite(): Promise<Blob> {
  if (existsSync(INITIALISED)) return new Blob([readFileSync(INITIALISED)]);
  const fresh = await PGlite.create();
  const dump = await fresh.dumpDataDir('none');
  await fresh.close();
  mkdirSync(dirname(INITIALISED), { recursive: true });
  // Test files in worker threads of one process may make it at once: each writes its own file first.
  const written = `${INITIALISED}.${randomBytes(6).toString('hex')}`;
  writeFileSync(written, Buffer.from(await dump.arrayBuffer()));
  renameSync(written, INITIALISED);
  return dump;
}

/** A database's first start in a checkout initialises PostgreSQL (over ten seconds on a busy machine). */
export const DATABASE_START_TIMEOUT = 60_000;

/** One PGlite a worker thread (a start costs seconds): its test files run one after another (isolate: false), each in its own schema. */
let workerPglite: Promise<PGlite> | undefined;

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.STUDIO_TEST_DATABASE_URL;
  const schema = `studio_test_${randomBytes(6).toString('hex')}`;
  let db: Database;
  if (url) db = await openDatabase({ url, schema });
  else {
    workerPglite ??= initialisedPglite().then((dump) => PGlite.create({ loadDataDir: dump }));
    db = await pgliteDatabase(await workerPglite, schema);
    await migrate(db);
  }
  schemas.set(db, schema);
  return db;
}

/** Drops the file's schema; the worker's PGlite stays open for its next file. */
export async function closeTestDatabase(db: Database): Promise<void> {
  await db.runScript(`DROP SCHEMA ${schemas.get(db)} CASCADE`);
  if (process.env.STUDIO_TEST_DATABASE_URL) await db.close();
}

/** Empties the database: the schema dropped (the audit log's trigger refuses anything less) and migrated anew. */
export async function resetDatabase(db: Database): Promise<void> {
  const schema = schemas.get(db);
  await db.runScript(`DROP SCHEMA ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await migrate(db);
}

let signingKey: Promise<SigningKey> | undefined;
export const testSigningKey = () => (signingKey ??= generateSigningJwk().then(importSigningKey));

export const PASSWORD = 'correct horse battery';

/**
 * PASSWORD hashed once a worker, by the store's own hashing: scrypt is slow by design (about 60 ms of CPU), and
 * the tests add staff by the dozen (the workflow model 48 times). createStaff's own hashing is store.test.ts's
 * and api.test.ts's to check.
 */
let passwordHash: Promise<string> | undefined;

/** A member of staff whose password is PASSWORD, as createStaff writes one. */
export async function addStaff(db: Database, username: string, roles: Role[], now = new Date('2027-01-01T00:00:00Z')): Promise<Staff> {
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO staff (username, display_name, password_hash, roles, created_at) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id',
    [username, username, await (passwordHash ??= hashPassword(PASSWORD)), JSON.stringify(roles), now.toISOString()],
  );
  return (await findStaff(db, id))!;
}

/** A clock the test sets and moves. */
export function testClock(start: string) {
  let time = new Date(start).getTime();
  return { now: () => new Date(time), set: (iso: string) => { time = new Date(iso).getTime(); }, advance: (ms: number) => { time += ms; } };
}

/** Gates that pass everything: for tests of the workflow, not of the gates. */
export const passingGates: SubmissionGates = async () => [];

export async function testService(db: Database, options: { gates?: SubmissionGates; now: () => Date }) {
  const store = memoryStore();
  const key = await testSigningKey();
  return { service: publishingService({ db, store, key, gates: options.gates ?? passingGates, now: options.now }), store, key };
}

/** Serves a handler on a free local port: the API's base address, and how to stop. */
export async function serve(handler: RequestListener): Promise<{ base: string; close: () => void }> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/official-studio/api/`, close: () => server.close() };
}

/** A member of staff signed in to the API at `base`: each call with their session cookie and CSRF token (both at hand too). */
export async function signedIn(base: string, username: string) {
  const response = await fetch(`${base}login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  const { csrfToken } = await response.json();
  const cookie = response.headers.get('set-cookie')!.split(';')[0];
  const call = async (path: string, method = 'GET', body?: unknown) => {
    const answer = await fetch(base + path, { method, headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: answer.status, json: await answer.json() };
  };
  // The session itself, for a call that sends something other than JSON (a picture).
  return Object.assign(call, { cookie, csrfToken });
}

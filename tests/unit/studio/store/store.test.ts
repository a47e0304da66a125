import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../studio/server/database/database';
import { migrate } from '../../../../studio/server/database/migrations';
import { openDatabase } from '../../../../studio/server/database/open';
import { appendAudit, listAudit } from '../../../../studio/server/audit/audit-log';
import { checkLogin, createStaff, LOCKOUT } from '../../../../studio/server/staff/staff-store';
import { endSession, findSession, startSession } from '../../../../studio/server/staff/sessions';
import { findVersion, insertPage, saveVersion } from '../../../../studio/server/pages/page-store';
import { addStaff, DATABASE_START_TIMEOUT, closeTestDatabase, openTestDatabase, PASSWORD, resetDatabase } from '../studio-fixture';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
}, DATABASE_START_TIMEOUT);
afterAll(() => closeTestDatabase(db));
beforeEach(() => resetDatabase(db));

const NOW = new Date('2027-03-01T08:00:00Z');

describe('the studio database', () => {
  it('applies each migration once and records it', async () => {
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(recorded[0]).toEqual({ version: 1, name: 'publishing' });
  });

  it('refuses to change or remove an audit entry: the log is append-only in the database itself', async () => {
    await appendAudit(db, { at: NOW.toISOString(), actorId: null, actorName: '系统（排期）', action: 'expire', target: '/act/spring', version: null, difference: null, detail: null });
    await expect(db.query("UPDATE audit_log SET actor_name = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await listAudit(db)).map((entry) => entry.actorName)).toEqual(['系统（排期）']);
  });

  it('names a version by its content: the same page saved twice is one version, and it is stored as written', async () => {
    const author = await addStaff(db, 'author', ['editor']);
    const page = await insertPage(db, { routePath: '/act/spring', kind: 'campaign', title: '春季', pageCode: 'ACT_SPRING', activityCode: null, createdBy: author.id }, NOW);
    const content = { route: { path: '/act/spring', title: '春季' }, body: [{ type: 'text', props: { text: '你好' } }] };
    const first = await saveVersion(db, page.id, content, author.id, NOW);
    const again = await saveVersion(db, page.id, { body: content.body, route: { title: '春季', path: '/act/spring' } }, author.id, NOW);
    expect(again).toBe(first);
    expect((await findVersion(db, first))?.content).toEqual(content);
    expect(await db.query('SELECT hash FROM versions')).toHaveLength(1);
  });

  it('locks an account after five wrong passwords in a row, the right one included, for a quarter of an hour', async () => {
    await createStaff(db, { username: 'author', displayName: 'author', password: PASSWORD, roles: ['editor'] }, NOW);
    expect((await checkLogin(db, 'author', PASSWORD, NOW)).ok).toBe(true);
    for (let attempt = 1; attempt < LOCKOUT.attempts; attempt += 1) expect(await checkLogin(db, 'author', 'wrong password', NOW)).toEqual({ ok: false, reason: 'wrong' });
    expect(await checkLogin(db, 'author', 'wrong password', NOW)).toMatchObject({ ok: false, reason: 'locked' });
    expect(await checkLogin(db, 'author', PASSWORD, NOW)).toMatchObject({ ok: false, reason: 'locked' });
    expect((await checkLogin(db, 'author', PASSWORD, new Date(NOW.getTime() + LOCKOUT.minutes * 60_000 + 1))).ok).toBe(true);
  });

  it('keeps only a hash of a session id, and an ended or expired session opens nothing', async () => {
    const author = await addStaff(db, 'author', ['editor']);
    const session = await startSession(db, author.id, NOW);
    expect(JSON.stringify(await db.query('SELECT * FROM sessions'))).not.toContain(session.id);
    expect((await findSession(db, session.id, NOW))?.staff.username).toBe('author');
    expect(await findSession(db, session.id, new Date(NOW.getTime() + 9 * 3_600_000))).toBeUndefined();
    await endSession(db, session.id, NOW);
    expect(await findSession(db, session.id, NOW)).toBeUndefined();
  });

  it.skipIf(!!process.env.STUDIO_TEST_DATABASE_URL)('keeps its data in the embedded database\'s directory across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'studio-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await addStaff(first, 'author', ['editor']);
      await first.close();
      const second = await openDatabase({ dataDir });
      expect((await second.query<{ username: string }>('SELECT username FROM staff')).map((row) => row.username)).toEqual(['author']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

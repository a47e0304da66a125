// Staff sessions: the cookie holds a random id, the database only its SHA-256 (a copy of the table opens
// no session); each session has its own CSRF token, which every write must send back in a header.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../database/database';
import { findStaff, type Staff } from './staff-store';

export const SESSION_HOURS = 8;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface Session { staff: Staff; csrfToken: string; expiresAt: string }

export async function startSession(db: Queryable, staffId: number, now: Date): Promise<{ id: string; csrfToken: string; expiresAt: string }> {
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3_600_000).toISOString();
  await db.query('INSERT INTO sessions (id_hash, staff_id, csrf_token, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [hashId(id), staffId, csrfToken, now.toISOString(), expiresAt]);
  return { id, csrfToken, expiresAt };
}

/** The session of a cookie's id, while it has not ended, expired, or lost its staff member. */
export async function findSession(db: Queryable, id: string, now: Date): Promise<Session | undefined> {
  const [row] = await db.query<{ staff_id: number; csrf_token: string; expires_at: Date }>(
    'SELECT staff_id, csrf_token, expires_at FROM sessions WHERE id_hash = $1 AND ended_at IS NULL AND expires_at > $2',
    [hashId(id), now.toISOString()],
  );
  if (!row) return undefined;
  const staff = await findStaff(db, row.staff_id);
  return staff?.active ? { staff, csrfToken: row.csrf_token, expiresAt: row.expires_at.toISOString() } : undefined;
}

export async function endSession(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE id_hash = $1 AND ended_at IS NULL', [hashId(id), now.toISOString()]);
}

/** Ends every session of a staff member (a new password, a deactivated account). */
export async function endStaffSessions(db: Queryable, staffId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL', [staffId, now.toISOString()]);
}

/** Whether a request's CSRF header is the session's token (compared in constant time). */
export function csrfMatches(session: Session, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

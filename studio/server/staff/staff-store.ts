import type { Queryable } from '../database/database';
import { ROLES, type Role } from '../workflow/transitions';
import { hashPassword, verifyPassword } from './passwords';

export interface Staff { id: number; username: string; displayName: string; roles: Role[]; active: boolean; lockedUntil: string | null }

/** Failed logins in a row that lock an account, and for how long. */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;

interface StaffRow { id: number; username: string; display_name: string; roles: Role[]; active: boolean; locked_until: Date | null; password_hash: string; failed_logins: number }

const toStaff = (row: StaffRow): Staff => ({ id: row.id, username: row.username, displayName: row.display_name, roles: row.roles, active: row.active, lockedUntil: row.locked_until?.toISOString() ?? null });

export const isRole = (role: unknown): role is Role => (ROLES as readonly unknown[]).includes(role);

export async function createStaff(db: Queryable, input: { username: string; displayName: string; password: string; roles: Role[] }, now: Date): Promise<Staff> {
  const [row] = await db.query<StaffRow>(
    'INSERT INTO staff (username, display_name, password_hash, roles, created_at) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING *',
    [input.username, input.displayName, await hashPassword(input.password), JSON.stringify(input.roles), now.toISOString()],
  );
  return toStaff(row);
}

export async function listStaff(db: Queryable): Promise<Staff[]> {
  return (await db.query<StaffRow>('SELECT * FROM staff ORDER BY id')).map(toStaff);
}

export async function findStaff(db: Queryable, id: number): Promise<Staff | undefined> {
  const [row] = await db.query<StaffRow>('SELECT * FROM staff WHERE id = $1', [id]);
  return row && toStaff(row);
}

export async function updateStaff(db: Queryable, id: number, change: { roles?: Role[]; active?: boolean; displayName?: string; password?: string }): Promise<Staff | undefined> {
  const [row] = await db.query<StaffRow>(
    `UPDATE staff SET roles = COALESCE($2::jsonb, roles), active = COALESCE($3, active), display_name = COALESCE($4, display_name),
       password_hash = COALESCE($5, password_hash), failed_logins = CASE WHEN $5::text IS NULL THEN failed_logins ELSE 0 END,
       locked_until = CASE WHEN $5::text IS NULL THEN locked_until ELSE NULL END
     WHERE id = $1 RETURNING *`,
    [id, change.roles ? JSON.stringify(change.roles) : null, change.active ?? null, change.displayName ?? null, change.password ? await hashPassword(change.password) : null],
  );
  return row && toStaff(row);
}

export type LoginCheck = { ok: true; staff: Staff } | { ok: false; reason: 'wrong' | 'locked'; lockedUntil?: string };

/**
 * Checks a login: a wrong password counts against the account, and the fifth in a row locks it for a
 * quarter of an hour, the right password included. An unknown name costs a hash too, so timing does not
 * tell which names exist.
 */
export async function checkLogin(db: Queryable, username: string, password: string, now: Date): Promise<LoginCheck> {
  const [row] = await db.query<StaffRow>('SELECT * FROM staff WHERE username = $1', [username]);
  if (!row || !row.active) {
    await verifyPassword(password, 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    return { ok: false, reason: 'wrong' };
  }
  if (row.locked_until && row.locked_until.getTime() > now.getTime()) return { ok: false, reason: 'locked', lockedUntil: row.locked_until.toISOString() };
  if (await verifyPassword(password, row.password_hash)) {
    await db.query('UPDATE staff SET failed_logins = 0, locked_until = NULL WHERE id = $1', [row.id]);
    return { ok: true, staff: toStaff(row) };
  }
  const failed = row.failed_logins + 1;
  const lockedUntil = failed >= LOCKOUT.attempts ? new Date(now.getTime() + LOCKOUT.minutes * 60_000) : null;
  await db.query('UPDATE staff SET failed_logins = $2, locked_until = $3 WHERE id = $1', [row.id, lockedUntil ? 0 : failed, lockedUntil?.toISOString() ?? null]);
  return lockedUntil ? { ok: false, reason: 'locked', lockedUntil: lockedUntil.toISOString() } : { ok: false, reason: 'wrong' };
}

// The first staff of an empty database. A developer's embedded database gets the demo staff (README,
// beside the demo customer): an author, and a reviewer who also publishes, so the four-eyes path can be
// walked with two accounts; and an administrator. A server's gets one administrator, who adds the rest.
import type { Database } from '../database/database';
import { passwordProblem } from './passwords';
import { createStaff, listStaff } from './staff-store';
import type { Role } from '../workflow/transitions';

export const DEMO_STAFF: ReadonlyArray<{ username: string; displayName: string; password: string; roles: Role[] }> = [
  { username: 'editor', displayName: '演示编辑', password: 'editor-demo-2026', roles: ['editor'] },
  { username: 'reviewer', displayName: '演示审核发布', password: 'reviewer-demo-2026', roles: ['reviewer', 'publisher'] },
  { username: 'admin', displayName: '演示管理员', password: 'admin-demo-2026', roles: ['admin'] },
];

/** Adds the demo staff when there are no staff at all; returns whether it did. */
export async function seedDemoStaff(db: Database, now: Date): Promise<boolean> {
  if ((await listStaff(db)).length > 0) return false;
  for (const staff of DEMO_STAFF) await createStaff(db, staff, now);
  return true;
}

/** Adds the administrator `admin` with this password when there are no staff at all; returns whether it did. */
export async function seedFirstAdmin(db: Database, password: string, now: Date): Promise<boolean> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(`STUDIO_FIRST_ADMIN_PASSWORD: ${problem}`);
  if ((await listStaff(db)).length > 0) return false;
  await createStaff(db, { username: 'admin', displayName: '管理员', password, roles: ['admin'] }, now);
  return true;
}

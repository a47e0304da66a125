// The append-only audit log: who did what to which page, when, and how the version differs from the
// live one (a jsondiffpatch delta). The database refuses to change or remove an entry (a trigger).
import { create } from 'jsondiffpatch';
import type { Queryable } from '../database/database';

const differ = create();

/** How `next` differs from `live` (a jsondiffpatch delta); undefined when they are the same. */
export const differenceFrom = (live: unknown, next: unknown): unknown => differ.diff(live ?? {}, next ?? {});

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  action: string;
  target: string;
  version: string | null;
  difference: unknown;
  detail: Record<string, unknown> | null;
}

interface AuditRow { id: number; at: Date; actor_id: number | null; actor_name: string; action: string; target: string; version: string | null; difference: unknown; detail: Record<string, unknown> | null }

export async function appendAudit(db: Queryable, entry: Omit<AuditEntry, 'id'>): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (at, actor_id, actor_name, action, target, version, difference, detail) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)',
    [entry.at, entry.actorId, entry.actorName, entry.action, entry.target, entry.version, entry.difference === undefined ? null : JSON.stringify(entry.difference), entry.detail ? JSON.stringify(entry.detail) : null],
  );
}

export async function listAudit(db: Queryable, filter: { target?: string; limit?: number } = {}): Promise<AuditEntry[]> {
  const rows = await db.query<AuditRow>(
    'SELECT * FROM audit_log WHERE ($1::text IS NULL OR target = $1) ORDER BY id DESC LIMIT $2',
    [filter.target ?? null, filter.limit ?? 200],
  );
  return rows.map((row) => ({
    id: row.id, at: row.at.toISOString(), actorId: row.actor_id, actorName: row.actor_name, action: row.action, target: row.target, version: row.version, difference: row.difference, detail: row.detail,
  }));
}

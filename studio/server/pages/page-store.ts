// Pages, their immutable versions and each page's workflow record.
import { canonicalJson, versionName } from '../../../runtime/core/publishing/canonical';
import type { Queryable } from '../database/database';
import { NEW_PAGE, type PageWorkflow, type State } from '../workflow/transitions';

export type PageKind = 'campaign' | 'info';

export interface PageRecord { id: number; routePath: string; kind: PageKind; title: string; pageCode: string | null; activityCode: string | null; createdBy: number; createdAt: string }

export interface PageSummary extends PageRecord {
  state: State;
  createdByName: string;
  /** Who wrote the version under work. */
  authorName: string | null;
  candidateVersion: string | null;
  liveVersion: string | null;
  liveTo: string | null;
  validFrom: string | null;
  validTo: string | null;
  publishAt: string | null;
  reviewComment: string | null;
  updatedAt: string;
}

export interface Version { hash: string; pageId: number; content: Record<string, any>; authorId: number; createdAt: string }

const iso = (time: Date | null) => time?.toISOString() ?? null;

export async function insertPage(db: Queryable, page: Omit<PageRecord, 'id' | 'createdAt'>, now: Date): Promise<PageRecord> {
  const [{ id }] = await db.query<{ id: number }>(
    'INSERT INTO pages (route_path, kind, title, page_code, activity_code, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [page.routePath, page.kind, page.title, page.pageCode, page.activityCode, page.createdBy, now.toISOString()],
  );
  await db.query('INSERT INTO workflows (page_id, state, updated_at) VALUES ($1, $2, $3)', [id, NEW_PAGE.state, now.toISOString()]);
  return { ...page, id, createdAt: now.toISOString() };
}

const SUMMARY = `SELECT p.*, w.*, creator.display_name AS created_by_name, author.display_name AS author_name
  FROM pages p JOIN workflows w ON w.page_id = p.id JOIN staff creator ON creator.id = p.created_by
  LEFT JOIN versions v ON v.hash = w.candidate_version LEFT JOIN staff author ON author.id = v.author_id`;

const toSummary = (row: any): PageSummary => ({
  id: row.id, routePath: row.route_path, kind: row.kind, title: row.title, pageCode: row.page_code, activityCode: row.activity_code, createdBy: row.created_by, createdAt: row.created_at.toISOString(),
  state: row.state, createdByName: row.created_by_name, authorName: row.author_name, candidateVersion: row.candidate_version, liveVersion: row.live_version, liveTo: iso(row.live_to),
  validFrom: iso(row.valid_from), validTo: iso(row.valid_to), publishAt: iso(row.publish_at), reviewComment: row.review_comment, updatedAt: row.updated_at.toISOString(),
});

export interface PageFilter { state?: State; kind?: PageKind; search?: string }

/** Pages with their workflow, newest change first; `search` matches route, title and page code. */
export async function listPages(db: Queryable, filter: PageFilter = {}): Promise<PageSummary[]> {
  const rows = await db.query(
    `${SUMMARY} WHERE ($1::text IS NULL OR w.state = $1) AND ($2::text IS NULL OR p.kind = $2)
       AND ($3::text IS NULL OR p.route_path ILIKE $3 OR p.title ILIKE $3 OR p.page_code ILIKE $3) ORDER BY w.updated_at DESC, p.id DESC`,
    [filter.state ?? null, filter.kind ?? null, filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null],
  );
  return rows.map(toSummary);
}

export async function findPage(db: Queryable, id: number): Promise<PageSummary | undefined> {
  const [row] = await db.query(`${SUMMARY} WHERE p.id = $1`, [id]);
  return row && toSummary(row);
}

/** Stores a version (a version already stored is the same version) and returns its name. */
export async function saveVersion(db: Queryable, pageId: number, content: Record<string, any>, authorId: number, now: Date): Promise<string> {
  const hash = await versionName(content);
  await db.query(
    'INSERT INTO versions (hash, page_id, content, author_id, created_at) VALUES ($1, $2, $3::jsonb, $4, $5) ON CONFLICT (hash) DO NOTHING',
    [hash, pageId, canonicalJson(content), authorId, now.toISOString()],
  );
  return hash;
}

/** Keeps a page's title and code as its newest draft says them (the list shows them, the gates compare codes). */
export async function updatePageNames(db: Queryable, pageId: number, names: { title: string; pageCode: string | null }): Promise<void> {
  await db.query('UPDATE pages SET title = $2, page_code = $3 WHERE id = $1', [pageId, names.title, names.pageCode]);
}

export async function findVersion(db: Queryable, hash: string): Promise<Version | undefined> {
  const [row] = await db.query<any>('SELECT * FROM versions WHERE hash = $1', [hash]);
  return row && { hash: row.hash, pageId: row.page_id, content: row.content, authorId: row.author_id, createdAt: row.created_at.toISOString() };
}

/** The version a page was created with (from its template): its locked blocks stay in every later one. */
export async function firstVersion(db: Queryable, pageId: number): Promise<Version | undefined> {
  const [row] = await db.query<any>('SELECT hash FROM versions WHERE page_id = $1 ORDER BY created_at, hash LIMIT 1', [pageId]);
  return row && findVersion(db, row.hash);
}

export async function listVersions(db: Queryable, pageId: number): Promise<Array<Omit<Version, 'content'> & { authorName: string }>> {
  const rows = await db.query<any>('SELECT v.hash, v.page_id, v.author_id, v.created_at, s.display_name FROM versions v JOIN staff s ON s.id = v.author_id WHERE v.page_id = $1 ORDER BY v.created_at DESC', [pageId]);
  return rows.map((row) => ({ hash: row.hash, pageId: row.page_id, authorId: row.author_id, createdAt: row.created_at.toISOString(), authorName: row.display_name }));
}

export async function loadWorkflow(db: Queryable, pageId: number): Promise<PageWorkflow> {
  const [row] = await db.query<any>('SELECT w.*, v.author_id FROM workflows w LEFT JOIN versions v ON v.hash = w.candidate_version WHERE w.page_id = $1 FOR UPDATE OF w', [pageId]);
  return {
    state: row.state, candidate: row.candidate_version ? { version: row.candidate_version, author: row.author_id } : null, live: row.live_version, liveTo: iso(row.live_to),
    schedule: { ...(row.valid_from && { validFrom: iso(row.valid_from)! }), ...(row.valid_to && { validTo: iso(row.valid_to)! }) }, publishAt: iso(row.publish_at), reviewComment: row.review_comment,
  };
}

export async function storeWorkflow(db: Queryable, pageId: number, workflow: PageWorkflow, now: Date): Promise<void> {
  await db.query(
    `UPDATE workflows SET state = $2, candidate_version = $3, live_version = $4, live_to = $5, valid_from = $6, valid_to = $7, publish_at = $8, review_comment = $9, updated_at = $10 WHERE page_id = $1`,
    [pageId, workflow.state, workflow.candidate?.version ?? null, workflow.live, workflow.liveTo, workflow.schedule.validFrom ?? null, workflow.schedule.validTo ?? null, workflow.publishAt, workflow.reviewComment, now.toISOString()],
  );
}

export async function recordLive(db: Queryable, pageId: number, version: string, now: Date): Promise<void> {
  await db.query('INSERT INTO live_history (page_id, version, at) VALUES ($1, $2, $3)', [pageId, version, now.toISOString()]);
}

/** The versions a page has shown, newest first. */
export async function earlierLive(db: Queryable, pageId: number): Promise<string[]> {
  return (await db.query<{ version: string }>('SELECT version FROM live_history WHERE page_id = $1 GROUP BY version ORDER BY max(at) DESC', [pageId])).map((row) => row.version);
}

/** Every page showing a version now, with its window: what a release is made of. */
export async function livePages(db: Queryable): Promise<Array<{ routePath: string; version: string; validFrom: string | null; validTo: string | null; content: Record<string, any> }>> {
  const rows = await db.query<any>('SELECT p.route_path, w.live_version, w.valid_from, w.live_to, v.content FROM workflows w JOIN pages p ON p.id = w.page_id JOIN versions v ON v.hash = w.live_version ORDER BY p.route_path');
  return rows.map((row) => ({ routePath: row.route_path, version: row.live_version, validFrom: iso(row.valid_from), validTo: iso(row.live_to), content: row.content }));
}

/** Pages whose scheduled go-live or end is due at `now`. */
export async function duePages(db: Queryable, now: Date): Promise<Array<{ pageId: number; due: 'go-live' | 'expire' }>> {
  const rows = await db.query<{ page_id: number; due: 'go-live' | 'expire' }>(
    `SELECT page_id, 'expire' AS due FROM workflows WHERE live_version IS NOT NULL AND live_to <= $1
     UNION ALL SELECT page_id, 'go-live' AS due FROM workflows WHERE state = 'approved' AND publish_at <= $1 ORDER BY page_id`,
    [now.toISOString()],
  );
  return rows.map((row) => ({ pageId: row.page_id, due: row.due }));
}

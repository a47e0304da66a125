// Releases: after every change of what is live, a manifest of the live versions' artefacts (route → the
// page as the portal runs it, artefact.ts, with its window), the next sequence number and an expiry,
// signed with the service's key, recorded, and written to the object store with the artefacts it names.
// The scheduler signs a fresh one daily.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '../../../runtime/core/publishing/canonical';
import { artefactOf } from './artefact';
import { signRelease, type ReleaseManifest, type SignedRelease } from '../../../runtime/core/publishing/release';
import { projectRoot } from '../../../scripts/lib/page-files';
import type { Queryable } from '../database/database';
import { livePages } from '../pages/page-store';
import { CACHE, RELEASE_KEY, versionKey, type ObjectStore } from './object-store';
import type { SigningKey } from './signing-key';

/** How long a release is good for: the portal refuses one older, so a stolen one cannot be replayed forever. */
export const RELEASE_DAYS = 7;
/** How often a release is signed afresh while nothing changes. */
export const RESIGN_HOURS = 24;

export const RUNTIME_VERSION: string = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version;

export interface RecordedRelease { sequence: number; signed: SignedRelease; manifest: ReleaseManifest; releasedAt: string }

/** Builds, signs and records the next release in a transaction; the caller writes it out after commit. */
export async function recordRelease(tx: Queryable, key: SigningKey, releasedBy: number | null, now: Date): Promise<RecordedRelease> {
  const [{ last }] = await tx.query<{ last: number | null }>('SELECT max(sequence) AS last FROM releases');
  const pages = await Promise.all((await livePages(tx)).map(async (page) => ({ ...page, artefact: (await artefactOf(page.version, page.content)).name })));
  const manifest: ReleaseManifest = {
    format: 1,
    sequence: (last ?? 0) + 1,
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RELEASE_DAYS * 86_400_000).toISOString(),
    runtime: RUNTIME_VERSION,
    pages: Object.fromEntries(pages.map((page) => [page.routePath, { version: page.artefact, ...(page.validFrom && { validFrom: page.validFrom }), ...(page.validTo && { validTo: page.validTo }) }])),
  };
  const signed = await signRelease(manifest, key.privateKey, key.keyId);
  await tx.query('INSERT INTO releases (sequence, manifest, signature, key_id, released_by, released_at) VALUES ($1, $2, $3, $4, $5, $6)', [manifest.sequence, signed.manifest, signed.signature, signed.keyId, releasedBy, now.toISOString()]);
  return { sequence: manifest.sequence, signed, manifest, releasedAt: now.toISOString() };
}

/** The newest recorded release, if there is one. */
export async function latestRelease(db: Queryable): Promise<RecordedRelease | undefined> {
  const [row] = await db.query<any>('SELECT * FROM releases ORDER BY sequence DESC LIMIT 1');
  if (!row) return undefined;
  return { sequence: row.sequence, signed: { manifest: row.manifest, signature: row.signature, keyId: row.key_id }, manifest: JSON.parse(row.manifest), releasedAt: row.released_at.toISOString() };
}

/** Writes a release out: the artefact of each live version it names first (immutable, so rewriting one is harmless), then the manifest. */
export async function writeRelease(db: Queryable, store: ObjectStore, release: RecordedRelease): Promise<void> {
  const named = new Set(Object.values(release.manifest.pages).map((page) => page.version));
  for (const live of await livePages(db)) {
    const artefact = await artefactOf(live.version, live.content);
    if (named.has(artefact.name)) await store.put(versionKey(artefact.name), canonicalJson(artefact.page), CACHE.version);
  }
  await store.put(RELEASE_KEY, `${JSON.stringify(release.signed)}\n`, CACHE.release);
}

/** Whether the newest release should be signed afresh: it was issued a day or more ago. */
export const needsResigning = (release: RecordedRelease | undefined, now: Date): boolean => (
  !!release && now.getTime() - Date.parse(release.manifest.issuedAt) >= RESIGN_HOURS * 3_600_000
);

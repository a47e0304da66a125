import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './fetched';
import { ROUTE_TABLE_CHUNK } from '../lib/first-wave-chunks';

/** What Vite's build manifest says of a chunk (the part read here). */
interface ManifestChunk { file: string; name?: string; isEntry?: boolean }

export interface EntryChunks { entryGz: number; routeTableGz: number }

/**
 * The gzipped size of the app's entry chunk and of the route table beside it (scripts/lib/first-wave-chunks.ts),
 * from the build's manifest: the entry stays the same size as pages are added, the table grows with them.
 * Fails when the build has no route table chunk: the table would be back in the entry.
 */
export function entryChunks(dist: string): EntryChunks {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const chunks = Object.values(manifest);
  const entry = manifest['index.html'];
  const table = chunks.find((chunk) => chunk.name === ROUTE_TABLE_CHUNK && !chunk.isEntry);
  if (!entry?.isEntry) throw new Error(`${dist}: the build manifest has no index.html entry`);
  if (!table) throw new Error(`${dist}: the build has no ${ROUTE_TABLE_CHUNK} chunk: the route table is in the entry again`);
  return { entryGz: gzipSize(join(dist, entry.file)), routeTableGz: gzipSize(join(dist, table.file)) };
}

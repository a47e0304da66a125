// Where the publishing service's object store is, for the dev and preview servers: a directory by default
// (docs/publishing.md), served at /official-pages/ as a CDN serves the bucket in production.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The object store's directory: STUDIO_PAGES_DIR, else the service's default. */
export const publishedDir = (root: string): string => resolve(root, process.env.STUDIO_PAGES_DIR ?? '.studio/pages');

/**
 * The publishing service's public keys by id (JWK) that the portal verifies releases with: RELEASE_KEYS
 * (JSON, a production build's setting), else the keys the local service wrote, else none (nothing
 * published is shown).
 */
export function releaseKeys(root: string): Record<string, JsonWebKey> {
  if (process.env.RELEASE_KEYS) return JSON.parse(process.env.RELEASE_KEYS) as Record<string, JsonWebKey>;
  const file = resolve(root, process.env.STUDIO_RELEASE_KEYS ?? '.studio/release-keys.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as Record<string, JsonWebKey> : {};
}

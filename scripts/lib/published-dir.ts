// Where the publishing service's object store is, for the dev and preview servers: a directory by default
// (docs/publishing.md), served at /official-pages/ as a CDN serves the bucket in production.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The object store's directory: STUDIO_PAGES_DIR, else the service's default. */
export const publishedDir = (root: string): string => resolve(root, process.env.STUDIO_PAGES_DIR ?? '.studio/pages');

/** A key file holds one public JWK with its id (`kid`, as the service writes it) or several by id. */
function keysById(parsed: unknown): Record<string, JsonWebKey> {
  const one = parsed as JsonWebKey & { kid?: string };
  if (one && typeof one === 'object' && typeof one.kty === 'string') return one.kid ? { [one.kid]: one } : {};
  return (parsed ?? {}) as Record<string, JsonWebKey>;
}

/**
 * The publishing service's public keys by id (JWK) that the portal verifies releases with: RELEASE_KEYS
 * (JSON, a production build's setting), else the key the local service wrote beside its data, else none
 * (nothing published is shown).
 */
export function releaseKeys(root: string): Record<string, JsonWebKey> {
  if (process.env.RELEASE_KEYS) return keysById(JSON.parse(process.env.RELEASE_KEYS));
  const file = resolve(root, process.env.STUDIO_RELEASE_KEYS ?? '.studio/release-public-key.json');
  return existsSync(file) ? keysById(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

// Where the publishing service's object store and public key are, for the dev and preview servers and the
// build: a directory by default (docs/publishing.md), served at /official-pages/ as a CDN serves the bucket
// in production.
import { existsSync, readFileSync } from 'node:fs';
import { studioConfigFromEnv } from '../../studio/server/start';
import { keyFiles } from '../../studio/server/releases/signing-key';

/** The object store's directory: the local publishing service's (STUDIO_PAGES_DIR, else .studio/pages). */
export const publishedDir = (): string => studioConfigFromEnv().pagesDir;

/** A key file holds one public JWK with its id (`kid`, as the service writes it) or several by id. */
function keysById(parsed: unknown): Record<string, JsonWebKey> {
  const one = parsed as JsonWebKey & { kid?: string };
  if (one && typeof one === 'object' && typeof one.kty === 'string') return one.kid ? { [one.kid]: one } : {};
  return (parsed ?? {}) as Record<string, JsonWebKey>;
}

/**
 * The publishing service's public keys by id (JWK) that the portal verifies releases with: RELEASE_KEYS
 * (JSON, a deployed build's setting), else, in a local build (`local`), the key the local service keeps
 * beside its data; else none (nothing published is shown).
 */
export function releaseKeys(local: boolean): Record<string, JsonWebKey> {
  if (process.env.RELEASE_KEYS) return keysById(JSON.parse(process.env.RELEASE_KEYS));
  if (!local) return {};
  const file = keyFiles(studioConfigFromEnv().dataDir).publicKey;
  return existsSync(file) ? keysById(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

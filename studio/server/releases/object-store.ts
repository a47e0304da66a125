// Where releases and page versions go for the portal to fetch: a directory (served at /official-pages/ by
// default) or, behind the same interface, an S3-compatible bucket behind a CDN. Nothing here is served
// by the publishing service itself.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface StoredObject { contentType: string; cacheControl: string }

export interface ObjectStore {
  /** Writes an object whole: a reader sees the old text or the new, never part of one. */
  put(key: string, body: string, meta: StoredObject): Promise<void>;
  get(key: string): Promise<string | undefined>;
}

/** The release is fetched afresh; a version never changes, so it is cached for good. */
export const CACHE = {
  release: { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' },
  version: { contentType: 'application/json; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable' },
} as const satisfies Record<string, StoredObject>;

export const RELEASE_KEY = 'release.json';
export const versionKey = (hash: string) => `versions/${hash}.json`;

/** A directory as the object store; the web server in front of it sets the caching headers by path. */
export function directoryStore(directory: string): ObjectStore {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`object key "${key}" leaves the store`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      mkdirSync(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      writeFileSync(temporary, body);
      renameSync(temporary, path);
    },
    async get(key) {
      try {
        return readFileSync(pathOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** An object store in memory (tests), which keeps each object's caching headers too. */
export function memoryStore(): ObjectStore & { objects: Map<string, { body: string } & StoredObject> } {
  const objects = new Map<string, { body: string } & StoredObject>();
  return {
    objects,
    async put(key, body, meta) {
      objects.set(key, { body, ...meta });
    },
    async get(key) {
      return objects.get(key)?.body;
    },
  };
}

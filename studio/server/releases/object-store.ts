// Where releases, page versions and uploaded pictures go for the portal to fetch: a directory (served at
// /official-pages/ by default) or, behind the same interface, an S3-compatible bucket behind a CDN. Nothing
// here is served by the publishing service itself.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

export interface StoredObject { contentType: string; cacheControl: string }

export interface ObjectStore {
  /** Writes an object whole: a reader sees the old text or the new, never part of one. */
  put(key: string, body: string | Uint8Array, meta: StoredObject): Promise<void>;
  get(key: string): Promise<string | undefined>;
  /** An object as it is stored (a picture). */
  getBytes(key: string): Promise<Buffer | undefined>;
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
  const getBytes = async (key: string) => {
    try {
      return readFileSync(pathOf(key));
    } catch {
      return undefined;
    }
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      mkdirSync(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      writeFileSync(temporary, body);
      renameSync(temporary, path);
    },
    get: async (key) => (await getBytes(key))?.toString('utf8'),
    getBytes,
  };
}

/** An object store in memory (tests), which keeps each object's caching headers too. */
export function memoryStore(): ObjectStore & { objects: Map<string, { body: string; bytes: Buffer } & StoredObject> } {
  const objects = new Map<string, { body: string; bytes: Buffer } & StoredObject>();
  return {
    objects,
    async put(key, body, meta) {
      const bytes = Buffer.from(body);
      objects.set(key, { body: bytes.toString('utf8'), bytes, ...meta });
    },
    async get(key) {
      return objects.get(key)?.body;
    },
    async getBytes(key) {
      return objects.get(key)?.bytes;
    },
  };
}

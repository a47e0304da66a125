import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkRelease, importReleaseKey, signRelease } from '../../../../runtime/core/publishing/release';
import { directoryStore } from '../../../../studio/server/releases/object-store';
import { generateSigningJwk, keyFiles, loadSigningKey } from '../../../../studio/server/releases/signing-key';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'studio-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const MANIFEST = { format: 1 as const, sequence: 3, issuedAt: '2027-03-01T00:00:00.000Z', expiresAt: '2027-03-08T00:00:00.000Z', runtime: '1.23.11', pages: {} };
const verify = async (signed: unknown, publicJwk: JsonWebKey & { kid: string }) => checkRelease(signed, { keys: { [publicJwk.kid]: await importReleaseKey(publicJwk) }, now: new Date('2027-03-02T00:00:00Z'), lastSequence: 0, runtime: '1.23.11' });

describe('the release signing key', () => {
  it('is generated into the data directory on first start, kept private, and the same key on the next', async () => {
    const dataDir = tempDir();
    const first = await loadSigningKey({ dataDir });
    expect(statSync(keyFiles(dataDir).privateKey).mode & 0o777).toBe(0o600);
    const again = await loadSigningKey({ dataDir });
    expect(again.keyId).toBe(first.keyId);
    const exported = JSON.parse(readFileSync(keyFiles(dataDir).publicKey, 'utf8'));
    expect(exported).toEqual(first.publicJwk);
    expect(exported).not.toHaveProperty('d');
    expect((await verify(await signRelease(MANIFEST, again.privateKey, again.keyId), exported)).ok).toBe(true);
  });

  it('is the configured one in production (STUDIO_SIGNING_KEY), and none is generated', async () => {
    const dataDir = tempDir();
    const jwk = await generateSigningJwk();
    const key = await loadSigningKey({ configuredJwk: JSON.stringify(jwk), dataDir });
    expect(existsSync(keyFiles(dataDir).privateKey)).toBe(false);
    expect([key.publicJwk.x, key.publicJwk.y]).toEqual([jwk.x, jwk.y]);
    await expect(loadSigningKey({ configuredJwk: JSON.stringify({ ...jwk, d: undefined }), dataDir })).rejects.toThrow(/private ECDSA P-256 JWK/);
  });
});

describe('the directory object store', () => {
  it('writes objects whole under their keys, and refuses a key that leaves the directory', async () => {
    const dir = tempDir();
    const store = directoryStore(dir);
    await store.put('versions/abc.json', '{"a":1}', { contentType: 'application/json', cacheControl: 'immutable' });
    expect(readFileSync(join(dir, 'versions/abc.json'), 'utf8')).toBe('{"a":1}');
    expect(await store.get('versions/abc.json')).toBe('{"a":1}');
    expect(await store.get('release.json')).toBeUndefined();
    await expect(store.put('../outside.json', '{}', { contentType: 'application/json', cacheControl: 'no-cache' })).rejects.toThrow(/leaves the store/);
  });
});

// The bucket as production's object store, against s3rver (a local S3-compatible server): what the service
// publishes lands there with the caching a CDN passes on, and a bucket that refuses is never taken for
// one with nothing in it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../scripts/lib/page-files';
import { checkRelease, importReleaseKey, releasedVersion } from '../../../../runtime/core/publishing/release';
import type { Database } from '../../../../studio/server/database/database';
import { CACHE, RELEASE_KEY, versionKey } from '../../../../studio/server/releases/object-store';
import { RUNTIME_VERSION } from '../../../../studio/server/releases/publisher';
import { ObjectStoreError, s3Store, type S3StoreOptions } from '../../../../studio/server/releases/s3-store';
import { publishingService } from '../../../../studio/server/service/publishing-service';
import { studioConfigFromEnv } from '../../../../studio/server/start';
import { addStaff, closeTestDatabase, DATABASE_START_TIMEOUT, openTestDatabase, passingGates, testClock, testSigningKey } from '../studio-fixture';

const BUCKET = 'hongtai-pages';
let directory: string;
let server: S3rver;
let endpoint: string;
let db: Database;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  db = await openTestDatabase();
}, DATABASE_START_TIMEOUT);

afterAll(async () => {
  await server.close();
  await closeTestDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});

/** s3rver's own credentials; another key id is refused, as a real bucket refuses a key it does not know. */
const options = (overrides: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'official-pages/', ...overrides,
});

/** What the CDN in front of the bucket fetches: anonymously, by the object's public address. */
const fromCdn = (key: string) => fetch(`${endpoint}/${BUCKET}/official-pages/${key}`);

describe('the S3-compatible object store', () => {
  it('writes objects under the prefix with the caching the CDN passes on, reads them back, and has none it was never given', async () => {
    const store = s3Store(options());
    await store.put('versions/abc.json', '{"route":{}}', CACHE.version);
    expect(await store.get('versions/abc.json')).toBe('{"route":{}}');
    expect(await store.get('versions/none.json')).toBeUndefined();
    const served = await fromCdn('versions/abc.json');
    expect(served.headers.get('cache-control')).toBe(CACHE.version.cacheControl);
    expect(served.headers.get('content-type')).toBe(CACHE.version.contentType);
  });

  it('keeps a picture\'s bytes as they are', async () => {
    const store = s3Store(options());
    const bytes = readFileSync(join(projectRoot, 'public/share-default.png'));
    await store.put('assets/share.png', bytes, { contentType: 'image/png', cacheControl: CACHE.version.cacheControl });
    expect((await store.getBytes('assets/share.png'))?.equals(bytes)).toBe(true);
    expect((await fromCdn('assets/share.png')).headers.get('content-type')).toBe('image/png');
  });

  it('says which request a bucket refused, and never reads a refusal as an empty store', async () => {
    const wrongKey = s3Store(options({ accessKeyId: 'NOT-OURS' }));
    await expect(wrongKey.put(RELEASE_KEY, '{}', CACHE.release)).rejects.toThrow(ObjectStoreError);
    await expect(wrongKey.get(RELEASE_KEY)).rejects.toThrow('object store: GET release.json answered 403 InvalidAccessKeyId');
    await expect(s3Store(options({ bucket: 'no-such-bucket' })).get(RELEASE_KEY)).rejects.toThrow(/NoSuchBucket/);
  });

  it('refuses a key that would leave its prefix', async () => {
    await expect(s3Store(options()).put('../other-site/release.json', '{}', CACHE.release)).rejects.toThrow(/leaves the store/);
  });

  it('carries a published page to the bucket: a signed release the portal verifies, naming a version stored for good', async () => {
    const clock = testClock('2027-03-01T08:00:00Z');
    const key = await testSigningKey();
    const service = publishingService({ db, store: s3Store(options()), key, gates: passingGates, now: clock.now });
    const author = await addStaff(db, 's3-author', ['editor']);
    const reviewer = await addStaff(db, 's3-reviewer', ['reviewer', 'publisher']);
    const page = await service.createPage(author, { kind: 'info', path: '/s3-notice', title: '服务公告' });
    await service.saveDraft(author, page.id, { route: { path: '/s3-notice', title: '服务公告' }, body: [{ type: 'text', props: { text: '春节服务时间调整' } }] }, undefined);
    await service.act(author, page.id, { type: 'submit' });
    await service.act(reviewer, page.id, { type: 'approve' });
    const live = await service.act(reviewer, page.id, { type: 'publish' });

    const release = await fromCdn(RELEASE_KEY);
    expect(release.headers.get('cache-control')).toBe('no-cache');
    const check = await checkRelease(await release.json(), { keys: { [key.keyId]: await importReleaseKey(key.publicJwk) }, now: clock.now(), lastSequence: 0, runtime: RUNTIME_VERSION });
    if (!check.ok) throw new Error(`release refused: ${check.reason}`);
    const version = releasedVersion(check.manifest, '/s3-notice', clock.now())!;
    expect(version).toBe(live.liveVersion);
    const stored = await fromCdn(versionKey(version));
    expect(stored.headers.get('cache-control')).toContain('immutable');
    expect(JSON.stringify(await stored.json())).toContain('春节服务时间调整');
  });
});

describe('the object store a deployment configures', () => {
  it('is the bucket when STUDIO_S3_ENDPOINT names one, and a bucket without its name or keys stops the start', () => {
    const env = { STUDIO_S3_ENDPOINT: endpoint, STUDIO_S3_BUCKET: BUCKET, AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret' };
    expect(studioConfigFromEnv(env).s3).toMatchObject({ endpoint, bucket: BUCKET, region: 'us-east-1' });
    expect(studioConfigFromEnv({}).s3).toBeUndefined();
    expect(() => studioConfigFromEnv({ STUDIO_S3_ENDPOINT: endpoint })).toThrow('STUDIO_S3_ENDPOINT is set, but STUDIO_S3_BUCKET, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY are not');
  });
});

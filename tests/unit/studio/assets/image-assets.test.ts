// Uploaded pictures in the object store: a directory store keeps their bytes under assets/<sha256>.<ext>,
// the same bytes land at the same address, and the gates take that address as the portal's own picture
// (the image gate reads it back from the store; the share card accepts it without the allowlist).
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { assetKey, storeImage } from '../../../../studio/server/assets/image-assets';
import { shareCardGate } from '../../../../studio/server/gates/content-gates';
import type { Candidate } from '../../../../studio/server/gates/gate';
import { imageGate } from '../../../../studio/server/gates/image-gate';
import { directoryStore, memoryStore } from '../../../../studio/server/releases/object-store';

const directory = mkdtempSync(join(tmpdir(), 'studio-assets-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const banner = () => sharp({ create: { width: 750, height: 320, channels: 3, background: '#c8102e' } }).webp().toBuffer();

describe('storing an uploaded picture', () => {
  it('writes its bytes to the directory store at the address of its content, once', async () => {
    const store = directoryStore(directory);
    const bytes = await banner();
    const sha = createHash('sha256').update(bytes).digest('hex');
    const first = await storeImage(store, bytes, 'image/webp');
    expect(first).toEqual({ address: `/official-pages/assets/${sha}.webp`, contentType: 'image/webp', bytes: bytes.length, width: 750, height: 320, created: true });
    expect(readFileSync(join(directory, `assets/${sha}.webp`)).equals(bytes)).toBe(true);
    expect((await store.getBytes(`assets/${sha}.webp`))?.equals(bytes)).toBe(true);
    expect(await storeImage(store, bytes, 'image/webp; charset=binary')).toEqual({ ...first, created: false });
  });

  it('names the store key of an uploaded picture\'s address, and of nothing else', () => {
    const sha = 'ab'.repeat(32);
    expect(assetKey(`/official-pages/assets/${sha}.png`)).toBe(`assets/${sha}.png`);
    for (const other of [`/official-pages/assets/${sha}.svg`, `/official-pages/versions/${sha}.json`, `/official-pages/assets/../release.json`, `https://cdn.example/official-pages/assets/${sha}.png`]) expect(assetKey(other), other).toBeUndefined();
  });
});

describe('the gates on an uploaded picture', () => {
  const schemas = new Map<string, any>([['image', { type: 'object', properties: { src: { type: 'string', contentMediaType: 'image/*' } } }]]);
  const candidate = (src: string, share?: Record<string, unknown>) => ({ content: { route: { path: '/act/x' }, body: [{ type: 'image', props: { src } }], ...(share && { share }) } }) as unknown as Candidate;

  it('pass one the store keeps, as the body\'s picture and as the share card\'s', async () => {
    const store = memoryStore();
    const { address } = await storeImage(store, await banner(), 'image/webp');
    const gate = imageGate({ widgetSchemas: async () => schemas, store });
    expect(await gate(candidate(address, { image: address }))).toEqual([]);
    expect(shareCardGate(candidate(address, { title: '春季关爱季', image: address }))).toEqual([]);
  });

  it('refuse such an address the store does not have', async () => {
    const missing = `/official-pages/assets/${'0'.repeat(64)}.png`;
    const gate = imageGate({ widgetSchemas: async () => schemas, store: memoryStore() });
    expect(await gate(candidate(missing))).toEqual([{ field: '/body/0/props/src', message: `图片 ${missing} 不在已上传的图片中：请重新上传` }]);
  });
});

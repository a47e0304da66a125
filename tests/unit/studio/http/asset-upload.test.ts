// Staff upload a picture for a page: POST assets/images with the picture's bytes and type. It is checked
// by its content and the image gate's limits, kept in the object store at the address of its bytes (the
// same picture twice is one object, audited once), and refused in Chinese otherwise.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../../studio/server/audit/audit-log';
import type { Database } from '../../../../studio/server/database/database';
import { submissionGates } from '../../../../studio/server/gates/gates';
import { createStudioHandler } from '../../../../studio/server/http/handler';
import { memoryStore } from '../../../../studio/server/releases/object-store';
import { addStaff, closeTestDatabase, DATABASE_START_TIMEOUT, openTestDatabase, serve, signedIn, testClock, testSigningKey } from '../studio-fixture';

let db: Database;
let base: string;
let stop: () => void;
const store = memoryStore();
const clock = testClock('2027-02-20T02:00:00Z');

type Session = Awaited<ReturnType<typeof signedIn>>;
let author: Session;
let reader: Session;

beforeAll(async () => {
  db = await openTestDatabase();
  const handler = createStudioHandler({ db, store, key: await testSigningKey(), gates: submissionGates({ store }), now: clock.now, log: () => undefined });
  ({ base, close: stop } = await serve(handler));
  await addStaff(db, 'author', ['editor']);
  await addStaff(db, 'reader', ['reviewer']);
  [author, reader] = await Promise.all([signedIn(base, 'author'), signedIn(base, 'reader')]);
}, DATABASE_START_TIMEOUT);
afterAll(async () => {
  stop();
  await closeTestDatabase(db);
});

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') => (
  sharp({ create: { width, height, channels: 3, background: '#c8102e' } }).toFormat(format).toBuffer()
);
/** Noise does not compress: a picture of `side` px a side weighs about 3 × side² bytes. */
const heavyPicture = (side: number) => sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: side, height: side, channels: 3 } }).png().toBuffer();

async function upload(session: Session | undefined, body: BodyInit, type: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}assets/images`, {
    method: 'POST', body, duplex: 'half',
    headers: { 'Content-Type': type, ...(session && { Cookie: session.cookie, 'X-CSRF-Token': session.csrfToken }), ...headers },
  } as RequestInit);
  return { status: answer.status, json: await answer.json() };
}

describe('uploading a picture', () => {
  it('keeps it at the address of its content, for good, and answers the same address for the same bytes', async () => {
    const png = await picture(750, 300);
    const first = await upload(author, png, 'image/png');
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ address: expect.stringMatching(/^\/official-pages\/assets\/[0-9a-f]{64}\.png$/), contentType: 'image/png', bytes: png.length, width: 750, height: 300 });
    const stored = store.objects.get(first.json.address.slice('/official-pages/'.length))!;
    expect(stored.bytes.equals(png)).toBe(true);
    expect([stored.contentType, stored.cacheControl]).toEqual(['image/png', 'public, max-age=31536000, immutable']);

    const again = await upload(author, png, 'image/png');
    expect([again.status, again.json.address]).toEqual([200, first.json.address]);
    const audited = (await listAudit(db)).filter((entry) => entry.action === 'upload-image');
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorName: 'author', target: `asset:${first.json.address}`, detail: { contentType: 'image/png', bytes: png.length, width: 750, height: 300 } });
  });

  it('takes JPEG, WebP and GIF, each with its own extension', async () => {
    for (const [format, type, extension] of [['jpeg', 'image/jpeg', 'jpg'], ['webp', 'image/webp', 'webp'], ['gif', 'image/gif', 'gif']] as const) {
      const { status, json } = await upload(author, await picture(40, 30, format), type);
      expect([status, json.address.split('.').pop(), json.width], type).toEqual([201, extension, 40]);
    }
  });

  it('refuses SVG, other types, a type the content belies and what is not a picture at all', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await upload(author, svg, 'image/svg+xml')).toEqual({ status: 415, json: { error: { message: '不能上传 SVG 图片（其中可能含有脚本）：请导出为 PNG 后再上传' } } });
    expect((await upload(author, await picture(10, 10), 'application/octet-stream')).json.error.message).toBe('只能上传 PNG、JPEG、WebP 或 GIF 图片');
    expect((await upload(author, svg, 'image/png')).json.error.message).toBe('不能上传 SVG 图片（其中可能含有脚本）：请导出为 PNG 后再上传');
    expect((await upload(author, '这不是图片', 'image/png')).json.error.message).toBe('文件内容不是图片，或已损坏：请重新导出后再上传');
    expect((await upload(author, await picture(10, 10, 'jpeg'), 'image/png')).json.error.message).toBe('文件内容是 JPEG 图片，与所声明的类型 image/png 不符');
    expect((await upload(author, '', 'image/png')).json.error.message).toBe('没有收到图片内容：请重新选择文件');
  });

  it('refuses a picture over 512 KB, before reading it when its length says so, and one over 3000 px a side', async () => {
    const heavy = await heavyPicture(700);
    expect(await upload(author, heavy, 'image/png')).toEqual({ status: 413, json: { error: { message: expect.stringMatching(/^图片不能超过 512 KB（当前 1\.[45] MB）$/) } } });
    // Sent in pieces with no declared length: cut off once past the limit.
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < heavy.length; offset += 64 * 1024) controller.enqueue(heavy.subarray(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    expect(await upload(author, pieces, 'image/png')).toEqual({ status: 413, json: { error: { message: '图片不能超过 512 KB' } } });
    expect((await upload(author, await picture(3001, 20), 'image/png')).json.error.message).toBe('图片尺寸 3001×20 超过 3000 像素：请缩小后再上传');
    expect([...store.objects.keys()].filter((key) => key.startsWith('assets/'))).toHaveLength(4);
  });

  it('is for editors signed in, from the console\'s own site with the session\'s CSRF token', async () => {
    const png = await picture(12, 12);
    expect((await upload(undefined, png, 'image/png')).status).toBe(401);
    expect(await upload(reader, png, 'image/png')).toEqual({ status: 403, json: { error: { message: '需要“编辑”角色才能进行此操作' } } });
    expect((await upload(author, png, 'image/png', { 'X-CSRF-Token': 'forged' })).json.error.message).toBe('请求缺少有效的 CSRF 令牌，请刷新页面后重试');
    expect((await upload(author, png, 'image/png', { Origin: 'https://evil.example' })).json.error.message).toBe('拒绝来自其他网站的请求');
  });
});

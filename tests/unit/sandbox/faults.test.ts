// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox({ holdMs: 5_000 });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.request('POST', '/official-api/__sandbox/reset'));

const NEWS = '/official-api/face/rest/news/category?category=company';
const fault = (body: Record<string, unknown>) => sandbox.request('POST', '/official-api/__sandbox/faults', { body: { service: 'face.newsList', ...body } });

describe('fault injection', () => {
  it('answers with any HTTP status and the family envelope, message empty unless given', async () => {
    await fault({ status: 503, message: '系统维护中' });
    expect(await sandbox.request('GET', NEWS)).toEqual({ status: 503, json: { success: false, code: '503', message: '系统维护中', data: null } });
    await fault({ status: 404 });
    expect((await sandbox.request('GET', NEWS)).json.message).toBe('');
  });

  it('delays the answer by latencyMs', async () => {
    await fault({ latencyMs: 300 });
    const started = Date.now();
    const reply = await sandbox.request('GET', NEWS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(reply.json.success).toBe(true);
  });

  it('drops the connection mid-answer, so no client can take it for a connection closed before use and send again', async () => {
    await fault({ drop: true });
    await expect(sandbox.request('GET', NEWS)).rejects.toThrow();
    const received = await new Promise<{ status?: number; error?: string }>((resolve) => {
      const call = httpRequest(new URL(NEWS, sandbox.origin), (res) => {
        res.on('data', () => undefined);
        res.on('error', (error) => resolve({ status: res.statusCode, error: error.message }));
        res.on('aborted', () => resolve({ status: res.statusCode, error: 'aborted' }));
      });
      call.on('error', (error) => resolve({ error: error.message }));
      call.end();
    });
    expect(received.status).toBe(200);
    expect(received.error).toBeTruthy();
  });

  it('holds a timeout until the client gives up', async () => {
    await fault({ timeout: true, times: 1 });
    await expect(sandbox.request('GET', NEWS, { signal: AbortSignal.timeout(300) })).rejects.toThrow(/abort|timeout/i);
    expect((await sandbox.request('GET', NEWS)).status).toBe(200);
  });

  it('answers HTTP 200 with an error envelope code, in the error catalogue wording (docs/product.md, Errors) unless a message is given', async () => {
    await fault({ envelopeCode: 'E1001', message: '资讯服务繁忙' });
    expect(await sandbox.request('GET', NEWS)).toEqual({ status: 200, json: { success: false, code: 'E1001', message: '资讯服务繁忙', data: null } });
    await fault({ envelopeCode: 'E1002' });
    expect((await sandbox.request('GET', NEWS)).json).toEqual({ success: false, code: 'E1002', message: '系统开小差，请稍后重试', data: null });
  });

  it('answers an empty fault as usual but with no data, so the page shows its empty state', async () => {
    expect((await sandbox.request('GET', NEWS)).json.data.list.length).toBeGreaterThan(0);
    await fault({ empty: true });
    expect(await sandbox.request('GET', NEWS)).toEqual({ status: 200, json: { success: true, code: '200', message: '成功', data: { total: 0, list: [] } } });
  });

  it('applies to `times` calls only, then the endpoint recovers', async () => {
    await fault({ status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sandbox.request('GET', NEWS)).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('is cleared by DELETE faults and by reset, and only hits its own endpoint', async () => {
    await fault({ status: 502 });
    expect((await sandbox.request('GET', '/official-api/face/rest/news/details?id=N001')).status).toBe(200);
    await sandbox.request('DELETE', '/official-api/__sandbox/faults?service=face.newsList');
    expect((await sandbox.request('GET', NEWS)).status).toBe(200);
    await fault({ status: 502 });
    await sandbox.request('POST', '/official-api/__sandbox/reset');
    expect((await sandbox.request('GET', NEWS)).status).toBe(200);
  });

  it('refuses an unknown service with a hint, and a malformed fault', async () => {
    const unknown = await fault({ service: 'face.newsLst', status: 500 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toContain('face.newsList');
    const malformed = await fault({ status: 'slow' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.message).toContain('status');
  });
});

// @vitest-environment node
// Keyed writes in the sandbox's request pipeline: the first answer of an Idempotency-Key is the only one,
// sent again for the same key without the work done twice; face.requestOutcome tells what became of a key.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00+08:00') });
});
afterAll(() => vi.useRealTimers());
const live = signedInSandbox();
const KEY = '3f2a9c1e7b6d4e0f8a1b2c3d4e5f6a7b';

async function call(service: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}, body?: unknown) {
  const endpoint = catalogue.endpoints.get(service)!;
  return live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: { ...live.auth, ...headers }, body });
}
const finish = (key?: string) => call('face.claimFinish', { id: 'ST002' }, key ? { 'Idempotency-Key': key } : {});
const outcome = async (key: string, auth = live.auth) => (await call('face.requestOutcome', { key }, auth)).json.data;
const claimCount = async () => (await call('face.claimCount')).json.data;

describe('a keyed write', () => {
  it('is done once: the same key gets the first answer again, another key is another write', async () => {
    const before = await claimCount();
    const first = await finish(KEY);
    expect(first.json.data.claimId).toMatch(/^CL/);
    const again = await finish(KEY);
    expect(again).toEqual(first);
    expect(await claimCount()).toEqual({ ...before, total: before.total + 1, processing: before.processing + 1 });
    expect((await finish('another-key-0001')).json.message).toBe('该理赔申请已提交，请在理赔记录中查看进度');
  });

  it('keeps a refusal as its answer too', async () => {
    const refused = await call('face.claimFinish', { id: 'ST001' }, { 'Idempotency-Key': KEY });
    expect(refused.json).toMatchObject({ success: false, code: 'A0400' });
    expect(await outcome(KEY)).toEqual({ done: true, status: 200, answer: refused.json });
  });

  it('done before the connection dropped is told by requestOutcome, answer and all', async () => {
    await live.sandbox.request('POST', '/official-api/__sandbox/faults', { body: { service: 'face.claimFinish', dropAfter: true, times: 1 } });
    await expect(finish(KEY)).rejects.toThrow();
    const told = await outcome(KEY);
    expect(told).toMatchObject({ done: true, status: 200, answer: { success: true, data: { claimId: expect.stringMatching(/^CL/) } } });
    const claim = (await call('face.claimDetail', { id: told.answer.data.claimId })).json.data;
    expect(claim.claimNo).toBe(told.answer.data.claimNo);
  });

  it('asked after before any write used it is given up: a late write with it is refused and does nothing', async () => {
    const before = await claimCount();
    expect(await outcome(KEY)).toEqual({ done: false });
    const late = await finish(KEY);
    expect(late.json).toMatchObject({ success: false, code: 'A0409', message: '该请求已失效，请重新提交' });
    expect(await claimCount()).toEqual(before);
    expect(await outcome(KEY)).toEqual({ done: false });
  });

  it('is each customer\'s own: another customer with the same key is not told, nor given, this one\'s answer', async () => {
    await finish(KEY);
    const other = { Authorization: `Bearer ${await live.sandbox.login('13900000009')}` };
    expect(await outcome(KEY, other)).toEqual({ done: false });
    expect(await outcome(KEY)).toMatchObject({ done: true });
  });

  it('refuses a malformed key, and a read ignores the header', async () => {
    const bad = await finish('short');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'Idempotency-Key', message: '幂等键须为 8–64 位字母、数字、- 或 _' }]);
    expect((await call('face.claimCount', {}, { 'Idempotency-Key': 'short' })).status).toBe(200);
  });

  it('is forgotten with the world on reset', async () => {
    await finish(KEY);
    await live.sandbox.request('POST', '/official-api/__sandbox/reset');
    expect(await outcome(KEY, {})).toEqual({ done: false });
  });
});

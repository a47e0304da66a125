// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();

const CARDS = '/official-api/customer-center/family/member/bank-account';
const card = { bankCode: 'ABC', cardNo: '6228480038261234561', accountName: '李明轩', phone: '13800138000', verifyCode: '123456' };

describe('request validation', () => {
  it('answers 400 with the error catalogue wording, the field in `errors`, and leaves the state untouched', async () => {
    const before = live.sandbox.sandbox.clients.default.store.snapshot();
    const reply = await live.sandbox.request('POST', CARDS, { body: { ...card, cardNo: '6228-48' }, headers: live.auth });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ code: '400', message: '请求参数错误', errors: [{ field: 'cardNo', message: '字段 cardNo（银行卡号）的格式不正确' }], data: null });
    expect(live.sandbox.sandbox.clients.default.store.snapshot()).toEqual(before);
  });

  it('names a missing required field, with its description', async () => {
    const { phone: _phone, ...withoutPhone } = card;
    const reply = await live.sandbox.request('POST', CARDS, { body: withoutPhone, headers: live.auth });
    expect(reply.json.message).toBe('请求参数错误');
    expect(reply.json.errors).toEqual([{ field: 'phone', message: '缺少必填字段 phone（银行预留手机号）' }]);
  });

  it('keeps the allowed values of a list filter out of the customer-facing message', async () => {
    const reply = await live.sandbox.request('GET', '/official-api/face/rest/public-information/list?category=bogus');
    expect(reply.json).toMatchObject({ success: false, code: '400', message: '请求参数错误' });
    expect(reply.json.errors[0]).toMatchObject({ field: 'category', message: expect.stringContaining('的取值应为') });
  });

  it('validates and coerces query params', async () => {
    const bad = await live.sandbox.request('GET', '/official-api/face/rest/claims/v2/list?pageNo=abc', { headers: live.auth });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].field).toBe('pageNo');
    const good = await live.sandbox.request('GET', '/official-api/face/rest/claims/v2/list?pageNo=1&pageSize=2', { headers: live.auth });
    expect(good.json.data.list).toHaveLength(2);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${live.sandbox.origin}${CARDS}`, { method: 'POST', headers: { ...live.auth, 'Content-Type': 'application/json' }, body: '{"bankCode":' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('请求体不是合法的 JSON');
  });

  it('refuses a body over 1 MB with 413, whether its length is announced or streamed', async () => {
    const before = live.sandbox.sandbox.clients.default.store.snapshot();
    const announced = await live.sandbox.request('POST', CARDS, { body: { ...card, accountName: '李'.repeat(400_000) }, headers: live.auth });
    expect(announced).toEqual({ status: 413, json: { code: '413', message: '请求内容过大，不能超过 1MB', data: null } });
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream({ pull: (controller) => (sent++ < 32 ? controller.enqueue(chunk) : controller.close()) });
    const streamed = await fetch(`${live.sandbox.origin}${CARDS}`, { method: 'POST', headers: { ...live.auth, 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(live.sandbox.sandbox.clients.default.store.snapshot()).toEqual(before);
  });

  it('rolls back a failed business rule: nothing half-written', async () => {
    const before = live.sandbox.sandbox.clients.default.store.snapshot();
    const reply = await live.sandbox.request('POST', CARDS, { body: { ...card, accountName: '王丽' }, headers: live.auth });
    expect(reply.json).toEqual({ code: 'A0400', message: '户名须与本人实名信息一致', data: null });
    expect(live.sandbox.sandbox.clients.default.store.snapshot()).toEqual(before);
  });

  it('accepts multipart uploads', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), '身份证.png');
    form.append('fileType', 'ID_FRONT');
    form.append('bizCode', 'SURVIVAL');
    form.append('inner', 'true');
    const response = await fetch(`${live.sandbox.origin}/official-api/face/rest/image/upload`, { method: 'POST', headers: live.auth, body: form });
    const json = await response.json();
    expect(json.success).toBe(true);
    expect(json.data.fileId).toMatch(/^F\d+/);
    const recorded = await live.sandbox.request('GET', '/official-api/__sandbox/requests?service=face.uploadImage');
    expect(recorded.json.data[0].body.file).toEqual({ filename: '身份证.png', contentType: 'image/png', size: 4 });
  });
});

// @vitest-environment node
// The sandbox refuses what the real service would: unbounded or mistyped input never reaches a handler.
import { describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';

const live = signedInSandbox();

const post = (service: string, body: unknown) => live.sandbox.request('POST', endpointUrl(catalogue.endpoints.get(service)!), { body, headers: live.auth });
const upload = (fields: Record<string, unknown>) => post('face.uploadImage', { file: 'data:image/png;base64,iVBORw0KGgo=', fileType: 'ID_FRONT', bizCode: 'SURVIVAL', ...fields });
const snapshot = () => live.sandbox.sandbox.clients.default.store.snapshot();
const nested = (depth: number): Record<string, unknown> => (depth === 0 ? {} : { inner: nested(depth - 1) });
const MB = 1024 * 1024;

describe('request bounds', () => {
  it('accepts a bounded upload', async () => {
    expect((await upload({})).json.success).toBe(true);
  });

  it('refuses an upload whose file is a number', async () => {
    const before = snapshot();
    const reply = await upload({ file: 12345 });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ success: false, code: '400', message: '请求参数错误', errors: [{ field: 'file', message: expect.stringContaining('的类型应为字符串或对象') }] });
    expect(snapshot()).toEqual(before);
  });

  it('refuses a file that is text rather than an image data URL', async () => {
    const reply = await upload({ file: 'not an image' });
    expect(reply.json.errors).toEqual([{ field: 'file', message: expect.stringContaining('的格式不正确') }]);
  });

  it('refuses a 1 MB string: past maxLength on an upload, past the body limit elsewhere', async () => {
    const before = snapshot();
    const code = await upload({ bizCode: 'A'.repeat(MB) });
    expect(code.status).toBe(400);
    expect(code.json.errors).toEqual([{ field: 'bizCode', message: '字段 bizCode（业务编码）不能超过 32 个字符' }]);
    const card = await post('customerCenter.bankAccountAdd', { bankCode: 'ABC', cardNo: '6228480038261234567', accountName: 'A'.repeat(MB), phone: '13800138000' });
    expect(card).toEqual({ status: 413, json: { code: '413', message: '请求内容过大，不能超过 1MB', data: null } });
    expect(snapshot()).toEqual(before);
  });

  it('refuses a 50-level nested object, as a file or as an unknown field', async () => {
    const before = snapshot();
    const file = await upload({ file: { filename: 'a.png', contentType: 'image/png', size: 4, ...nested(50) } });
    expect(file.status).toBe(400);
    expect(file.json.errors).toEqual([{ field: 'file.inner', message: '不支持字段 file.inner' }]);
    const extra = await post('customerCenter.familyMemberExists', { certType: '01', certNo: '310115196009021234', extra: nested(50) });
    expect(extra.json.errors).toEqual([{ field: 'extra', message: '不支持字段 extra' }]);
    expect(snapshot()).toEqual(before);
  });
});

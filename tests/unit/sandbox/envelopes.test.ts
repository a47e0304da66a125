// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../../sandbox/handlers';
import { startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('envelopes and HTTP errors', () => {
  it('wraps "code" families as { code: 000000, message, data }', async () => {
    const reply = await sandbox.request('GET', '/official-api/platform-center/check-cps?cpsCode=CPS2026');
    expect(reply).toEqual({ status: 200, json: { code: '000000', message: '成功', data: true } });
  });

  it('wraps the face family as { success: true, code: 200, message, data }', async () => {
    const reply = await sandbox.request('GET', '/official-api/face/rest/news/details?id=N001');
    expect(reply.json).toMatchObject({ success: true, code: '200', message: '成功', data: { id: 'N001' } });
  });

  it('answers business failures with the family error envelope', async () => {
    const code = await sandbox.request('GET', '/official-api/platform-center/user-privacy/privacy?protocolCode=NOPE');
    expect(code.json).toEqual({ code: 'A0404', message: '协议不存在', data: null });
    const face = await sandbox.request('GET', '/official-api/face/rest/news/details?id=N999');
    expect(face.json).toEqual({ success: false, code: 'A0404', message: '文章不存在', data: null });
  });

  it('answers 401 without a valid token on user endpoints, in the family envelope', async () => {
    const face = await sandbox.request('GET', '/official-api/face/rest/user/userInfo', { headers: { Authorization: 'Bearer nope' } });
    expect(face.status).toBe(401);
    expect(face.json).toMatchObject({ success: false, code: '401', message: '您没有权限或长时间未登录，请重新登录' });
    const code = await sandbox.request('GET', '/official-api/customer-center/family/member/bank-account');
    expect(code.status).toBe(401);
    expect(code.json.code).toBe('401');
  });

  it('requires the agent authorisation header on agent endpoints', async () => {
    const body = { agentCode: 'A310086', pageUrl: 'https://www.hongtai-life.example/official/exclusive-home' };
    expect((await sandbox.request('POST', '/official-api/agent-sales/app/exclusive/exit/toShort', { body })).status).toBe(401);
    const reply = await sandbox.request('POST', '/official-api/agent-sales/app/exclusive/exit/toShort', { body, headers: { 'X-Agent-Authorization': 'agent-token' } });
    expect(reply.json.data.shortUrl).toMatch(/^https:\/\/s\.hongtai-life\.example\//);
  });

  it('answers 404 for unknown paths and 405 for a wrong method, with Chinese messages', async () => {
    const missing = await sandbox.request('GET', '/official-api/face/rest/nothing');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('接口不存在：GET /official-api/face/rest/nothing');
    expect((await sandbox.request('DELETE', '/official-api/face/rest/news/details')).status).toBe(405);
  });

  it('turns a handler exception into a 500 with the envelope message and keeps serving', async () => {
    const original = handlers.face.newsDetail;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handlers.face.newsDetail = () => {
      throw new Error('boom');
    };
    try {
      const reply = await sandbox.request('GET', '/official-api/face/rest/news/details?id=N001');
      expect(reply).toEqual({ status: 500, json: { success: false, code: '500', message: '抱歉，服务端异常，正在抢修中，请您稍后重试', data: null } });
      expect(log).toHaveBeenCalled();
    } finally {
      handlers.face.newsDetail = original;
      log.mockRestore();
    }
    expect((await sandbox.request('GET', '/official-api/face/rest/news/details?id=N001')).status).toBe(200);
  });
});

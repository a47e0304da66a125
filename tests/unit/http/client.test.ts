import { describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createServiceClient } from '../../../runtime/http/client';
import type { RuntimeCatalogue } from '../../../runtime/http/catalogue';
import { failureText, withContactAdvice } from '../../../runtime/http/messages';
import { ServiceError, type FailureReport } from '../../../runtime/http/errors';

const catalogue: RuntimeCatalogue = {
  families: { userCenter: { envelope: 'code', baseEnv: 'VITE_API_USER_CENTER' }, face: { envelope: 'success', baseEnv: 'VITE_API_FACE' }, agentSales: { envelope: 'code', baseEnv: 'VITE_API_AGENT_SALES' } },
  endpoints: {
    'userCenter.passwordExists': { family: 'userCenter', method: 'GET', path: 'accounts/phone/{phone}', silent: false, auth: 'none' },
    'face.isLogin': { family: 'face', method: 'GET', path: 'rest/user/isLogin', silent: true, auth: 'user' },
    'face.updateCustomerInfo': { family: 'face', method: 'POST', path: 'rest/user/updateCustomerInfo', silent: false, auth: 'user', changes: ['face.userInfo'] },
    'agentSales.toShort': { family: 'agentSales', method: 'POST', path: 'app/exclusive/exit/toShort', silent: false, auth: 'agent' },
  },
};

type Answer = (config: InternalAxiosRequestConfig) => Promise<{ status: number; data: unknown }>;

function setup(answer: Answer) {
  const seen: InternalAxiosRequestConfig[] = [];
  const failures: Array<{ error: ServiceError; report: FailureReport }> = [];
  const changed: Array<readonly string[]> = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = await answer(config);
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  const fetch = createServiceClient({
    catalogue, adapter,
    baseUrl: (family) => `/official-api/${family}`,
    timeoutMs: 60_000,
    credentials: () => ({ accessToken: 'tok-1', agentToken: 'agent-9', remoteClient: 'eyJhcHBJZCI6MzAxfQ==' }),
    onFailure: (error, report) => failures.push({ error, report }),
    onChanged: (services) => changed.push(services),
  });
  return { fetch, seen, failures, changed };
}

const httpStatus = (status: number, message?: string): Answer => async () => ({ status, data: message ? { message } : {} });

describe('service client', () => {
  it('sends the portal headers (docs/product.md, Services), fills path params and unwraps the code envelope', async () => {
    const { fetch, seen } = setup(async () => ({ status: 200, data: { code: '000000', data: { exists: true } } }));
    await expect(fetch('userCenter.passwordExists', { params: { phone: '13800138000' } })).resolves.toEqual({ exists: true });
    expect(seen[0].baseURL).toBe('/official-api/userCenter');
    expect(seen[0].url).toBe('accounts/phone/13800138000');
    expect(seen[0].timeout).toBe(60_000);
    expect(seen[0].headers.Authorization).toBe('Bearer tok-1');
    expect(seen[0].headers['X-Remote-Client']).toBe('eyJhcHBJZCI6MzAxfQ==');
    expect(seen[0].headers['X-Agent-Authorization']).toBeUndefined();
  });

  it('adds the agent authorisation header to agent calls only', async () => {
    const { fetch, seen } = setup(async () => ({ status: 200, data: { code: '000000', data: null } }));
    await fetch('agentSales.toShort', { body: { url: 'https://x' } });
    expect(seen[0].headers['X-Agent-Authorization']).toBe('Bearer agent-9');
  });

  it('requires success true and code 200 in the success envelope', async () => {
    const ok = setup(async () => ({ status: 200, data: { success: true, code: '200', data: { name: '张三' } } }));
    await expect(ok.fetch('face.updateCustomerInfo', { body: {} })).resolves.toEqual({ name: '张三' });
    const bad = setup(async () => ({ status: 200, data: { success: false, code: '200', message: '证件号码格式不正确' } }));
    await expect(bad.fetch('face.updateCustomerInfo', { body: {} })).rejects.toThrow('证件号码格式不正确');
    expect(bad.failures[0].report).toEqual({ toast: '证件号码格式不正确', unauthorized: false });
  });

  it.each([
    [400, '手机号格式不正确', '手机号格式不正确'],
    [400, undefined, '请求参数错误'],
    [403, undefined, '没有权限'],
    [404, undefined, '抱歉，服务端异常，正在抢修中，请您稍后重试'],
    [502, '网关异常', '网关异常'],
    [503, undefined, '抱歉，服务端异常，正在抢修中，请您稍后重试'],
    [418, '茶壶', '茶壶'],
  ])('HTTP %i with message %s toasts %s', async (status, message, expected) => {
    const { fetch, failures } = setup(httpStatus(status, message));
    await expect(fetch('face.updateCustomerInfo', { body: {} })).rejects.toThrow(expected);
    expect(failures[0].report).toEqual({ toast: expected, unauthorized: false });
  });

  it.each([
    ['a 503', httpStatus(503), true],
    ['a 429', httpStatus(429), true],
    ['a 404', httpStatus(404), false],
    ['a 400', httpStatus(400, '手机号格式不正确'), false],
    ['a business refusal of the request (A…)', async () => ({ status: 200, data: { code: 'A0404', message: '第三方服务不存在' } }), false],
    ['a business failure of the server\'s side (B…)', async () => ({ status: 200, data: { code: 'B0001', message: '系统繁忙' } }), true],
    ['an account code (a WeChat code used twice)', async () => ({ status: 200, data: { code: 'WX_CODE_BEEN_USED', message: '微信授权码已被使用' } }), false],
    ['another business failure (E…)', async () => ({ status: 200, data: { code: 'E1001', message: '核心系统异常' } }), true],
  ])('%s may answer otherwise when asked again: %s', async (_name, answer, retryable) => {
    const { fetch } = setup(answer);
    const failure = await fetch('userCenter.passwordExists', { params: { phone: '13800138000' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).retryable).toBe(retryable);
  });

  it('401 asks for re-login with its message, silently for silent calls', async () => {
    const loud = setup(httpStatus(401));
    await expect(loud.fetch('face.updateCustomerInfo', { body: {} })).rejects.toThrow('您没有权限或长时间未登录，请重新登录');
    expect(loud.failures[0].report).toEqual({ toast: '您没有权限或长时间未登录，请重新登录', unauthorized: true });
    const quiet = setup(httpStatus(401));
    await expect(quiet.fetch('face.isLogin', {})).rejects.toThrow();
    expect(quiet.failures[0].report).toEqual({ toast: undefined, unauthorized: true });
  });

  it('other statuses stay quiet for silent calls', async () => {
    const { fetch, failures } = setup(httpStatus(409, '重复提交'));
    await expect(fetch('face.isLogin', {})).rejects.toThrow('重复提交');
    expect(failures[0].report.toast).toBeUndefined();
  });

  it('a timeout toasts 请求超时，请刷新重试 and a dropped connection is not toasted', async () => {
    const timeout = setup(async (config) => { throw new AxiosError('timeout', 'ECONNABORTED', config); });
    await expect(timeout.fetch('face.isLogin', {})).rejects.toThrow('请求超时，请刷新重试');
    expect(timeout.failures[0].report.toast).toBe('请求超时，请刷新重试');
    const dropped = setup(async (config) => { throw new AxiosError('Network Error', 'ERR_NETWORK', config); });
    await expect(dropped.fetch('face.isLogin', {})).rejects.toThrow('网络连接失败，请检查网络后重试');
    expect(dropped.failures[0].report).toEqual({ toast: undefined, unauthorized: false });
  });

  it('a timeout while the browser is offline is the network\'s failure, not the server\'s', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const timeout = setup(async (config) => { throw new AxiosError('timeout', 'ECONNABORTED', config); });
    await expect(timeout.fetch('face.isLogin', {})).rejects.toThrow('网络连接失败，请检查网络后重试').finally(() => vi.unstubAllGlobals());
  });

  it('a call the customer made tells every failure once, a dropped connection with the network wording', async () => {
    const dropped = setup(async (config) => { throw new AxiosError('Network Error', 'ERR_NETWORK', config); });
    await expect(dropped.fetch('face.updateCustomerInfo', { body: {}, feedback: 'toast' })).rejects.toThrow('网络连接失败，请检查网络后重试');
    expect(dropped.failures[0].report).toEqual({ toast: '网络连接失败，请检查网络后重试', unauthorized: false });
    const failing = setup(httpStatus(500));
    await expect(failing.fetch('face.updateCustomerInfo', { body: {}, feedback: 'toast' })).rejects.toThrow('抱歉，服务端异常，正在抢修中，请您稍后重试');
    expect(failing.failures[0].report.toast).toBe('抱歉，服务端异常，正在抢修中，请您稍后重试');
  });

  it('a 400 that names fields says why, field by field, instead of 请求参数错误', async () => {
    const refused = setup(async () => ({ status: 400, data: { code: '400', message: '请求参数错误', errors: [{ field: 'email', message: '该邮箱已被其他客户使用，请更换' }] } }));
    const failure = await refused.fetch('face.updateCustomerInfo', { body: {}, feedback: 'toast' }).catch((error: ServiceError) => error);
    expect(failure).toMatchObject({ message: '该邮箱已被其他客户使用，请更换', fields: { email: '该邮箱已被其他客户使用，请更换' } });
    expect(refused.failures[0].report.toast).toBe('该邮箱已被其他客户使用，请更换');
    const unfixable = setup(async () => ({ status: 400, data: { code: '400', message: '请求参数错误' } }));
    await expect(unfixable.fetch('face.updateCustomerInfo', { body: {} })).rejects.toThrow('请求参数错误');
  });

  it('a caller that shows the failure itself gets no toast, only the login redirect of a 401', async () => {
    const failing = setup(httpStatus(500, '重复提交'));
    await expect(failing.fetch('face.updateCustomerInfo', { body: {}, feedback: 'inline' })).rejects.toThrow('重复提交');
    expect(failing.failures[0].report).toEqual({ unauthorized: false });
    const expired = setup(httpStatus(401));
    await expect(expired.fetch('face.updateCustomerInfo', { body: {}, feedback: 'inline' })).rejects.toThrow();
    expect(expired.failures[0].report).toEqual({ unauthorized: true });
  });

  it('shares one request between identical GETs in flight and aborts it only when all callers leave', async () => {
    let release: () => void = () => undefined;
    const { fetch, seen } = setup((config) => new Promise((resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new AxiosError('canceled', 'ERR_CANCELED', config)));
      release = () => resolve({ status: 200, data: { success: true, code: '200', data: 1 } });
    }));
    const a = new AbortController();
    const first = fetch('face.isLogin', {}, a.signal);
    const second = fetch('face.isLogin', {}, new AbortController().signal);
    expect(seen).toHaveLength(1);
    a.abort();
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
  });

  it('asks afresh for a caller that comes once every earlier caller has left, instead of handing it the aborted request', async () => {
    const { fetch, seen } = setup((config) => new Promise((resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new AxiosError('canceled', 'ERR_CANCELED', config)));
      if (seen.length > 1) resolve({ status: 200, data: { success: true, code: '200', data: 2 } });
    }));
    const leaving = new AbortController();
    const left = fetch('face.isLogin', {}, leaving.signal);
    leaving.abort();
    const next = fetch('face.isLogin', {}, new AbortController().signal);
    await expect(left).rejects.toThrow('请求已取消');
    await expect(next).resolves.toBe(2);
    expect(seen).toHaveLength(2);
  });

  it('says which answers a change may have made stale once the service has answered, yes or no, but not after a dropped connection', async () => {
    const accepted = setup(async () => ({ status: 200, data: { success: true, code: '200', data: null } }));
    await accepted.fetch('face.updateCustomerInfo', { body: { email: 'a@b.cn' } });
    await accepted.fetch('face.isLogin', {});
    expect(accepted.changed).toEqual([['face.userInfo']]);

    const refused = setup(async () => ({ status: 200, data: { success: false, code: 'A0400', message: '邮箱格式不正确' } }));
    await expect(refused.fetch('face.updateCustomerInfo', { body: {} })).rejects.toThrow('邮箱格式不正确');
    expect(refused.changed).toEqual([['face.userInfo']]);

    const dropped = setup(async (config) => { throw new AxiosError('Network Error', 'ERR_NETWORK', config); });
    await expect(dropped.fetch('face.updateCustomerInfo', { body: {} })).rejects.toThrow();
    expect(dropped.changed).toEqual([]);
  });

  it('words helper failures as the error catalogue says', () => {
    expect(failureText({ code: 'E1', message: '余额不足' })).toBe('请求失败：余额不足');
    expect(failureText({ message: 'x' })).toBe('程序错误');
    expect(withContactAdvice('暂时无法办理')).toBe('暂时无法办理，请联系在线客服或拨打客服热线');
  });
});

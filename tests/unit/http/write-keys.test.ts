import { describe, expect, it, vi } from 'vitest';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createServiceClient } from '../../../runtime/http/client';
import type { RuntimeCatalogue } from '../../../runtime/http/catalogue';
import type { FailureReport, ServiceError } from '../../../runtime/http/errors';

// A write whose answer is lost (a timeout, a dropped connection) is asked after by its idempotency key:
// done, the call goes on with the answer the server gave; not done, the customer is told so and may send it again.

const catalogue: RuntimeCatalogue = {
  families: { face: { envelope: 'success', baseEnv: 'VITE_API_FACE' } },
  endpoints: {
    'face.claimFinish': { family: 'face', method: 'POST', path: 'rest/claims/v2/finish/{id}', silent: false, auth: 'user', changes: ['face.claimList'] },
    'face.claimDetail': { family: 'face', method: 'GET', path: 'rest/claims/v2/detail', silent: false, auth: 'user' },
    'face.requestOutcome': { family: 'face', method: 'GET', path: 'rest/request-outcome/{key}', silent: true, auth: 'none' },
  },
};

const filed = { success: true, code: '200', message: '成功', data: { claimId: 'CL1001', claimNo: 'LP2026112401001' } };
const dropped = (config: InternalAxiosRequestConfig) => new AxiosError('Network Error', 'ERR_NETWORK', config);
const timedOut = (config: InternalAxiosRequestConfig) => new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', config);

/** A client whose writes meet `write` and whose outcome questions meet `outcome`; every request is kept. */
function setup(write: (config: InternalAxiosRequestConfig) => unknown, outcome: (key: string) => unknown = () => ({ done: false })) {
  const seen: InternalAxiosRequestConfig[] = [];
  const failures: Array<{ error: ServiceError; report: FailureReport }> = [];
  const changed: Array<readonly string[]> = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const asked = /^rest\/request-outcome\/(.+)$/.exec(config.url ?? '');
    const answer = asked ? outcome(decodeURIComponent(asked[1])) : write(config);
    if (answer instanceof Error) throw answer;
    const data = asked ? { success: true, code: '200', data: answer } : answer;
    return { status: 200, data, headers: {}, config, statusText: 'OK' };
  };
  const fetch = createServiceClient({
    catalogue, adapter, outcomeService: 'face.requestOutcome',
    baseUrl: (family) => `/official-api/${family}`,
    timeoutMs: 60_000,
    credentials: () => ({ accessToken: 'tok-1', remoteClient: 'rc' }),
    onFailure: (error, report) => failures.push({ error, report }),
    onChanged: (services) => changed.push(services),
  });
  const keys = () => seen.map((config) => config.headers['Idempotency-Key'] as string | undefined);
  return { fetch, seen, failures, changed, keys };
}

const finish = { params: { id: 'ST002' }, feedback: 'toast' as const, once: true };

describe('a write whose answer is lost', () => {
  it('carries an idempotency key; a read, or a call no action made, carries none', async () => {
    const { fetch, keys } = setup(() => filed);
    await fetch('face.claimFinish', finish);
    await fetch('face.claimDetail', { params: { claimId: 'CL1001' }, once: true }).catch(() => undefined);
    await fetch('face.claimFinish', { params: { id: 'ST002' } });
    expect(keys()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys().slice(1)).toEqual([undefined, undefined]);
  });

  it.each([['dropped', dropped], ['timed out', timedOut]])('%s after the server filed it goes on with the answer the server gave', async (_name, lose) => {
    const { fetch, seen, failures, changed } = setup(lose, () => ({ done: true, status: 200, answer: filed }));
    await expect(fetch('face.claimFinish', finish)).resolves.toEqual(filed.data);
    expect(seen.map((config) => config.url)).toEqual(['rest/claims/v2/finish/ST002', `rest/request-outcome/${seen[0].headers['Idempotency-Key']}`]);
    expect(seen[1].headers.Authorization).toBe('Bearer tok-1');
    expect(failures).toEqual([]);
    expect(changed).toEqual([['face.claimList']]);
  });

  it('takes the answer as it was, a refusal included', async () => {
    const refused = { success: false, code: 'A0409', message: '该理赔申请已提交，请在理赔记录中查看进度', data: null };
    const { fetch, failures } = setup(dropped, () => ({ done: true, status: 200, answer: refused }));
    await expect(fetch('face.claimFinish', finish)).rejects.toMatchObject({ kind: 'envelope', code: 'A0409' });
    expect(failures[0].report.toast).toBe('该理赔申请已提交，请在理赔记录中查看进度');
  });

  it('that the server never did is told as not submitted, and sent again as a new write', async () => {
    let attempt = 0;
    const { fetch, failures, keys } = setup((config) => (++attempt === 1 ? dropped(config) : filed));
    await expect(fetch('face.claimFinish', finish)).rejects.toMatchObject({ kind: 'network', message: '提交未成功，您填写的内容已保留，请重试' });
    expect(failures[0].report).toEqual({ toast: '提交未成功，您填写的内容已保留，请重试', unauthorized: false });
    await expect(fetch('face.claimFinish', finish)).resolves.toEqual(filed.data);
    const [first, asked, again] = keys();
    expect(asked).toBeUndefined();
    expect(again).not.toBe(first);
  });

  it('stays unknown when the server cannot be asked: the loss is told, and the same write sent again keeps its key', async () => {
    let attempt = 0;
    const { fetch, seen, failures, keys } = setup((config) => (++attempt === 1 ? dropped(config) : filed), () => new AxiosError('Network Error', 'ERR_NETWORK'));
    await expect(fetch('face.claimFinish', finish)).rejects.toThrow('网络连接失败，请检查网络后重试');
    expect(failures[0].report.toast).toBe('网络连接失败，请检查网络后重试');
    await fetch('face.claimFinish', finish);
    expect(seen).toHaveLength(3);
    expect(keys()[2]).toBe(keys()[0]);
    // Its outcome known, the write gives its key up: another filing is another write.
    await fetch('face.claimFinish', finish);
    expect(keys()[3]).not.toBe(keys()[0]);
  });

  it('is not asked after while the browser is offline: nothing can answer, the network is the reason', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { fetch, seen } = setup(dropped);
    await expect(fetch('face.claimFinish', finish)).rejects.toThrow('网络连接失败，请检查网络后重试').finally(() => vi.unstubAllGlobals());
    expect(seen).toHaveLength(1);
  });
});

// Every message the customer reads about a failure, as the runtime composes it, says each thing once: the
// network, a server fault or a refusal with its reason, and at most one 重试 (docs/product.md, Errors).
import { describe, expect, it } from 'vitest';
import { AxiosError, type AxiosAdapter } from 'axios';
import { createServiceClient } from '../../../runtime/http/client';
import type { RuntimeCatalogue } from '../../../runtime/http/catalogue';
import { ServiceError, type FailureReport } from '../../../runtime/http/errors';
import { MESSAGES, withContactAdvice } from '../../../runtime/http/messages';
import { failedBecause } from '../../../widgets/shared/failure';

const catalogue: RuntimeCatalogue = {
  families: { face: { envelope: 'success', baseEnv: 'VITE_API_FACE' } },
  endpoints: { 'face.claimIssueList': { family: 'face', method: 'GET', path: 'rest/claims/issues', silent: false, auth: 'user' } },
};

/** The failure of one call answered by `adapter`, and what the customer is told of it. */
async function failureOf(adapter: AxiosAdapter): Promise<{ error: ServiceError; report: FailureReport }> {
  let report: FailureReport = { unauthorized: false };
  const fetch = createServiceClient({
    catalogue, adapter, baseUrl: () => '/official-api/face', timeoutMs: 60_000,
    credentials: () => ({ remoteClient: 'x' }),
    onFailure: (_, told) => { report = told; },
  });
  const error = await fetch('face.claimIssueList', { feedback: 'toast' }).then(() => undefined, (thrown: ServiceError) => thrown);
  if (!error) throw new Error('the call did not fail');
  return { error, report };
}

const answering = (status: number, data: unknown): AxiosAdapter => async (config) => {
  const response = { status, data, headers: {}, config, statusText: String(status) };
  if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  return response;
};

const FAILURES: Record<string, AxiosAdapter> = {
  network: async (config) => { throw new AxiosError('Network Error', 'ERR_NETWORK', config); },
  timeout: async (config) => { throw new AxiosError('timeout', 'ECONNABORTED', config); },
  'server 500': answering(500, {}),
  'server 500 with its own words': answering(500, { message: MESSAGES.serverError }),
  'refusal with its reason': answering(200, { success: false, code: 'A0409', message: '该问题件已处理，无需重复补充' }),
  'refusal without a reason': answering(200, { success: false, code: 'B0001' }),
};

/** What a message says twice: a clause, or the advice to wait or try again. */
function repeated(message: string): string[] {
  const clauses = message.split(/[，。：；！]/).filter(Boolean);
  const advice = ['重试', '再试', '稍后'].filter((phrase) => message.split(phrase).length > 2);
  return [...clauses.filter((clause, at) => clauses.indexOf(clause) !== at), ...advice];
}

describe('failure wording', () => {
  it('finds a message that repeats itself', () => {
    expect(repeated('签名上传失败：系统开小差，请稍后重试，请重试')).toEqual(['重试']);
  });

  it.each(Object.keys(FAILURES))('tells a %s once, wherever the runtime shows it', async (kind) => {
    const { error, report } = await failureOf(FAILURES[kind]);
    const shown = [
      report.toast ?? '',
      error.message, // a source's place on the page, with 重新加载
      withContactAdvice(error.message),
      failedBecause('签名上传失败', error),
      failedBecause('上传失败', error),
      failedBecause('识别失败', error),
    ];
    expect(report.toast).toBeTruthy();
    for (const message of shown) expect(repeated(message), message).toEqual([]);
  });

  it('names what happened: the network, a server fault, or the refusal\'s own reason', async () => {
    expect((await failureOf(FAILURES.network)).error.message).toBe(MESSAGES.network);
    expect((await failureOf(FAILURES['server 500'])).error.message).toBe(MESSAGES.serverError);
    expect((await failureOf(FAILURES['refusal with its reason'])).error.message).toBe('该问题件已处理，无需重复补充');
  });

  it('tells a write whose answer was lost once', () => {
    expect(repeated(failedBecause('签名上传失败', new Error(MESSAGES.notSubmitted)))).toEqual([]);
  });
});

// @vitest-environment node
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../../sandbox/handlers';
import { catalogue, endpointUrl, sample, startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const ajv = new Ajv({ strict: false, allErrors: true });

/**
 * What the customer has done before an endpoint answers its example: the seeded reinstatement application is
 * a draft (a policy has one open application of a kind), and its arrears are payable once it is confirmed.
 */
const before: Record<string, (headers: Record<string, string>) => Promise<unknown>> = {
  'face.reinstatementPayUrl': (headers) => sandbox.request('POST', '/official-api/face/rest/endorse/re/confirm/BQ20261120004', { body: { verifyCode: '123456' }, headers }),
};
const endpoints = [...catalogue.endpoints.values()];

describe('every catalogue endpoint', () => {
  it('has exactly one sandbox handler, and every handler has an endpoint', () => {
    const missing = endpoints.filter((e) => !handlers[e.family]?.[e.name]).map((e) => e.id);
    const extra = Object.entries(handlers).flatMap(([family, map]) => Object.keys(map).map((name) => `${family}.${name}`)).filter((id) => !catalogue.endpoints.has(id));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it.each(endpoints.map((e) => [e.id, e] as const))('%s answers a minimal valid request with data matching its response schema', async (_id, endpoint) => {
    await sandbox.request('POST', '/official-api/__sandbox/reset');
    const token = await sandbox.login();
    const params = endpoint.params ? (sample(endpoint.params, endpoint.definitions) as Record<string, unknown>) : {};
    const body = endpoint.body ? sample(endpoint.body, endpoint.definitions) : undefined;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-Agent-Authorization': 'agent-vitest' };
    await before[endpoint.id]?.(headers);
    const reply = await sandbox.request(endpoint.method, endpointUrl(endpoint, params), { body, headers });

    expect(reply.json.message, JSON.stringify(reply.json)).toBe('成功');
    expect(reply.status).toBe(200);
    expect(reply.json.code).toBe(endpoint.envelope === 'code' ? '000000' : '200');
    if (endpoint.envelope === 'success') expect(reply.json.success).toBe(true);
    if (endpoint.response) {
      const validate = ajv.compile({ ...endpoint.response, definitions: endpoint.definitions });
      expect(validate(reply.json.data) ? [] : validate.errors).toEqual([]);
    }
  });
});

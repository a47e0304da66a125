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

const RE = '/official-api/face/rest/endorse/re';
const DRAFT = 'BQ20261120004';

/** A passed face check of the demo customer's, started for a business type (face-verify's first call). */
async function faceCheck(headers: Record<string, string>, businessType: string): Promise<string> {
  const started = await sandbox.request('POST', '/official-api/face/rest/livingBodyRecognition', { body: { businessType, redirectUrl: '/official/' }, headers });
  return started.json.data.bizToken;
}

/** The seeded reinstatement draft's steps, as far as `upTo` of them: the insured's face check, the health notice (with findings or not), the confirmation. */
async function reinstatementSteps(headers: Record<string, string>, upTo: number, findings = false): Promise<void> {
  const bizToken = await faceCheck(headers, 'ENDORSE_RE');
  const steps = [
    () => sandbox.request('POST', `${RE}/insured-verify/${DRAFT}`, { body: { insuredCustomerNo: 'C100001', bizToken }, headers }),
    () => sandbox.request('POST', `${RE}/health-inform/${DRAFT}`, { body: { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer: findings ? 'Y' : 'N' }] }, headers }),
    async () => sandbox.request('POST', `${RE}/confirm/${DRAFT}`, { body: { verifyCode: '123456', bizToken: await faceCheck(headers, 'ENDORSE_RE') }, headers }),
  ];
  for (const step of steps.slice(0, upTo)) await step();
}

/** The seeded application's steps, as far as `upTo` of them: its documents read, its confirmation, the id card's upload (submitted for underwriting). */
async function applicationSteps(headers: Record<string, string>, upTo: number): Promise<void> {
  const INSURANCE = '/official-api/face/rest/insurance';
  const steps = [
    async () => {
      for (const code of ['clauses', 'notice', 'exclusions']) await sandbox.request('POST', `${INSURANCE}/document-read`, { body: { orderNo: 'O20261122001', code }, headers });
    },
    () => sandbox.request('POST', `${INSURANCE}/info-confirm`, { body: { orderNo: 'O20261122001' }, headers }),
    () => sandbox.request('POST', `${INSURANCE}/upload-confirm`, { body: { orderNo: 'O20261122001', fileIds: ['F-DEMO-ID'] }, headers }),
  ];
  for (const step of steps.slice(0, upTo)) await step();
}

/**
 * What the customer has done before an endpoint answers its example, and the body it then sends when the
 * example cannot be fixed (a face token is new each time): the seeded reinstatement application is a draft
 * (a policy has one open application of a kind), each of its steps needs the ones before it, and its arrears
 * are payable once it is confirmed.
 */
const before: Record<string, (headers: Record<string, string>, body: any) => Promise<unknown>> = {
  'face.reinstatementInsuredVerify': async (headers, body) => ({ ...body, bizToken: await faceCheck(headers, 'ENDORSE_RE') }),
  'face.reinstatementHealthInform': (headers) => reinstatementSteps(headers, 1),
  'face.reinstatementMedicalUpload': (headers) => reinstatementSteps(headers, 2, true),
  'face.reinstatementConfirm': async (headers, body) => {
    await reinstatementSteps(headers, 2);
    return { ...body, bizToken: await faceCheck(headers, 'ENDORSE_RE') };
  },
  'face.annuityChangeConfirm': async (headers, body) => ({ ...body, bizToken: await faceCheck(headers, 'ENDORSE_GB') }),
  'face.contactChangeConfirm': async (headers, body) => ({ ...body, bizToken: await faceCheck(headers, 'ENDORSE_AM') }),
  'face.reinstatementPayUrl': (headers) => reinstatementSteps(headers, 3),
  'face.insuranceInfoConfirm': (headers) => applicationSteps(headers, 1),
  'face.uploadConfirm': (headers) => applicationSteps(headers, 2),
  'face.insurancePayUrl': (headers) => applicationSteps(headers, 3),
  'face.survivalCertificationSubmit': async (headers, body) => ({ ...body, bizToken: await faceCheck(headers, 'SURVIVAL') }),
};
/** Params an example cannot fix: the seeded cards pay premiums and are kept, so the card to delete is added first. */
const paramsBefore: Record<string, (headers: Record<string, string>) => Promise<Record<string, unknown>>> = {
  'customerCenter.bankAccountDelete': async (headers) => {
    const card = { bankCode: 'CMB', cardNo: '6225880137706868', accountName: '李明轩', phone: '13800138000', verifyCode: '123456' };
    return { id: (await sandbox.request('POST', '/official-api/customer-center/family/member/bank-account', { body: card, headers })).json.data.id };
  },
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
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'X-Agent-Authorization': 'agent-vitest' };
    const params = (await paramsBefore[endpoint.id]?.(headers)) ?? (endpoint.params ? (sample(endpoint.params, endpoint.definitions) as Record<string, unknown>) : {});
    const example = endpoint.body ? sample(endpoint.body, endpoint.definitions) : undefined;
    const body = (await before[endpoint.id]?.(headers, example)) ?? example;
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

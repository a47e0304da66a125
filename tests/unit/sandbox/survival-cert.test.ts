// @vitest-environment node
// Survival certification (docs/product.md, Business rules: survivalState 1 once submitted): the face check of the insured in person,
// a first certification reviewed by hand (process), and no second submission of the year.
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const CERTS = '/official-api/face/rest/survival-certification';
const POLICY = '8620190625000456';
const state = () => live.sandbox.sandbox.clients.default.store.current;

const list = async () => (await live.sandbox.request('GET', CERTS, { headers: live.auth })).json.data;
const submit = (body: Record<string, unknown>) => live.sandbox.request('POST', CERTS, { headers: live.auth, body });

/** A passed face check of the demo customer, as face-verify gets it. */
async function faceToken(): Promise<string> {
  const started = await live.sandbox.request('POST', '/official-api/face/rest/livingBodyRecognition', {
    headers: live.auth,
    body: { businessType: 'SURVIVAL', redirectUrl: 'https://m.example/official/policy-business/survival-status-verify/info-confirm' },
  });
  return started.json.data.bizToken;
}

describe('survival certification', () => {
  it('lists the policy to certify with its status, and after a passed face check answers success and lists it 已认证', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({ policyNo: POLICY, insuredName: '李明轩', insuredCustomerNo: 'C100001', survivalState: 0, status: 'pending', statusName: '待认证', deadline: '2026-12-31' }),
    ]);
    const reply = await submit({ policyNo: POLICY, bizToken: await faceToken() });
    expect(reply.json.data).toEqual({ policyNo: POLICY, survivalState: 1, status: 'success' });
    const [cert] = await list();
    expect(cert).toMatchObject({ survivalState: 1, status: 'certified', statusName: '已认证' });
    expect(cert.lastCertifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cert.lastCertifiedAt > '2025-12-02 09:12:44').toBe(true);
  });

  it('refuses a second submission of the year', async () => {
    await submit({ policyNo: POLICY, bizToken: await faceToken() });
    const again = await submit({ policyNo: POLICY, bizToken: await faceToken() });
    expect(again.json).toMatchObject({ code: 'A0409', message: '该保单本年度已提交生存认证，无需重复认证' });
  });

  it('sends a first certification (none on record) to manual review: process, listed 审核中', async () => {
    state().survivalCertifications[0].lastCertifiedAt = null;
    const reply = await submit({ policyNo: POLICY, bizToken: await faceToken() });
    expect(reply.json.data).toEqual({ policyNo: POLICY, survivalState: 1, status: 'process' });
    expect((await list())[0]).toMatchObject({ survivalState: 1, status: 'reviewing', statusName: '审核中', lastCertifiedAt: null });
  });

  it('needs a passed face check of the customer, and the customer to be the insured', async () => {
    state().faceTokens['BIZ-FAILED'] = { customerId: 'C100001', passed: false };
    expect((await submit({ policyNo: POLICY, bizToken: 'BIZ-FAILED' })).json.message).toBe('活体识别未通过，请重新识别');
    expect((await submit({ policyNo: POLICY, bizToken: 'BIZ-UNKNOWN' })).json.message).toBe('活体识别未通过，请重新识别');

    const policy = state().policies.find((p) => p.policyNo === POLICY)!;
    Object.assign(policy, { insuredCustomerNo: 'C100002', insuredName: '王丽' });
    const refused = await submit({ policyNo: POLICY, bizToken: await faceToken() });
    expect(refused.json).toMatchObject({ code: 'A0403', message: '生存认证须由被保险人王丽本人登录后完成' });
    expect((await list())[0]).toMatchObject({ survivalState: 0, status: 'pending' });
  });
});

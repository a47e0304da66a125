// @vitest-environment node
// Numbers a request names (policy, business, customer, card, file) must be the signed-in customer's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, startSandbox } from './harness';

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.request('POST', '/official-api/__sandbox/reset'));

const call = (token: string, service: string, params: Record<string, unknown>, body?: unknown) => {
  const endpoint = catalogue.endpoints.get(service)!;
  return sandbox.request(endpoint.method, endpointUrl(endpoint, params), { body, headers: { Authorization: `Bearer ${token}` } });
};
const snapshot = () => sandbox.sandbox.clients.default.store.snapshot();
const DEMO = '13800138000';
const OTHER = '13900000009';
const MEDICAL = 'face.reinstatementMedicalUpload';
const DRAFT = { businessNo: 'BQ20261120004' };

/** The draft's steps before its medical records: the insured's face check and a health notice with findings. */
async function readyForMedicalRecords(token: string) {
  const { bizToken } = (await call(token, 'face.livingBodyRecognition', {}, { businessType: 'ENDORSE_RE', redirectUrl: '/official/' })).json.data;
  await call(token, 'face.reinstatementInsuredVerify', DRAFT, { insuredCustomerNo: 'C100001', bizToken });
  await call(token, 'face.reinstatementHealthInform', DRAFT, { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer: 'Y' }] });
}

describe('ownership', () => {
  it('refuses a medical upload naming an insured person who is not the policy\'s, and changes nothing', async () => {
    const token = await sandbox.login(DEMO);
    await readyForMedicalRecords(token);
    const before = snapshot();
    const reply = await call(token, MEDICAL, DRAFT, { insuredCustomerNo: 'C100002', fileIds: ['F-DEMO-ID'] });
    expect(reply.json).toEqual({ success: false, code: 'A0400', message: '被保险人与保单不符', data: null });
    expect(snapshot()).toEqual(before);
    const good = await call(token, MEDICAL, DRAFT, { insuredCustomerNo: 'C100001', fileIds: ['F-DEMO-ID'] });
    expect(good.json.data).toEqual({ businessNo: 'BQ20261120004', fileCount: 1 });
  });

  it('refuses a medical upload listing another customer\'s file', async () => {
    const other = await sandbox.login(OTHER);
    const { fileId } = (await call(other, 'face.uploadImage', {}, { file: 'data:image/png;base64,iVBORw0KGgo=', fileType: 'MEDICAL', bizCode: 'RE' })).json.data;
    const token = await sandbox.login(DEMO);
    await readyForMedicalRecords(token);
    const before = snapshot();
    const reply = await call(token, MEDICAL, DRAFT, { insuredCustomerNo: 'C100001', fileIds: ['F-DEMO-ID', fileId] });
    expect(reply.json).toMatchObject({ code: 'A0404', message: `文件 ${fileId} 不存在或不属于当前客户` });
    expect(snapshot()).toEqual(before);
  });

  it.each([
    ['policy', 'face.policyDetail', { policyNo: '8620210310000123' }, undefined, '保单不存在或不属于当前客户'],
    ['reinstatement draft', MEDICAL, DRAFT, { insuredCustomerNo: 'C100009', fileIds: ['F-DEMO-ID'] }, '保全申请不存在或不属于当前客户'],
    ['bank card', 'customerCenter.bankAccountDelete', { id: 'BA001' }, undefined, '银行卡不存在或不属于当前客户'],
    ['bank card, to make it the default', 'customerCenter.bankAccountUpdate', {}, { id: 'BA002', isDefault: true }, '银行卡不存在或不属于当前客户'],
    ['face verification', 'face.livingBodyResult', {}, { bizToken: 'BIZ-DEMO-0001' }, '核身记录不存在或不属于当前客户'],
  ])('refuses the demo customer\'s %s to another customer, and changes nothing', async (_what, service, params, body, message) => {
    const token = await sandbox.login(OTHER);
    const before = snapshot();
    const reply = await call(token, service, params, body);
    expect(reply.json).toMatchObject({ code: 'A0404', message, data: null });
    expect(snapshot()).toEqual(before);
  });
});

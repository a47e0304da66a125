// @vitest-environment node
// A reinstatement's steps come from the server (docs/product.md, Business rules, Steps and results): the insured's
// own face check is recorded on the application, and the health notice, the medical records and the confirmation
// are each refused (A0409, naming the missing step) until the server saw the steps before them pass.
import { describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';

const live = signedInSandbox();
const DRAFT = 'BQ20261120004';
const state = () => live.sandbox.sandbox.clients.default.store.current;

async function call(service: string, params: Record<string, unknown> = {}, body?: unknown, headers = live.auth) {
  const endpoint = catalogue.endpoints.get(service)!;
  return (await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers, body })).json;
}

/** A face check as face-verify starts it; `outcome` is the customer's choice on the vendor's stand-in page. */
async function faceCheck(businessType = 'ENDORSE_RE', outcome: 'passed' | 'cancel' = 'passed', headers = live.auth): Promise<string> {
  const { bizToken } = (await call('face.livingBodyRecognition', {}, { businessType, redirectUrl: '/official/' }, headers)).data;
  await fetch(`${live.sandbox.origin}/official-api/stand-in/face-check/done?bizToken=${bizToken}&returnUrl=/official/&choice=${outcome}`, { redirect: 'manual' });
  return bizToken;
}

const verifyInsured = (bizToken: string) => call('face.reinstatementInsuredVerify', { businessNo: DRAFT }, { insuredCustomerNo: 'C100001', bizToken });
const answerHealth = (answer: 'Y' | 'N') => call('face.reinstatementHealthInform', { businessNo: DRAFT }, { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer }] });
const upload = () => call('face.reinstatementMedicalUpload', { businessNo: DRAFT }, { insuredCustomerNo: 'C100001', fileIds: ['F-DEMO-ID'] });
const confirm = async () => call('face.reinstatementConfirm', { businessNo: DRAFT }, { verifyCode: '123456', bizToken: await faceCheck() });
const progress = async () => (await call('face.reinstatementProgress', { businessNo: DRAFT })).data;
const refused = (message: string) => ({ success: false, code: 'A0409', message });

describe('reinstatement steps', () => {
  it('refuses the health notice, the medical records and the confirmation before the insured\'s face check', async () => {
    expect(await progress()).toMatchObject({ status: 'draft', insuredName: '李明轩', healthNotice: null, next: 'insuredFace', nextName: '被保险人身份验证' });
    expect(await answerHealth('N')).toMatchObject(refused('请先完成被保险人身份验证'));
    expect(await upload()).toMatchObject(refused('请先完成被保险人身份验证'));
    expect(await confirm()).toMatchObject(refused('请先完成被保险人身份验证'));
    expect(await progress()).toMatchObject({ next: 'insuredFace', healthNotice: null });
  });

  it('takes only a passed check of the customer\'s own, started for this business, once', async () => {
    const failed = { success: false, code: 'A0400', message: '活体识别未通过，请重新识别' };
    expect(await verifyInsured(await faceCheck('ENDORSE_RE', 'cancel'))).toMatchObject(failed);
    expect(await verifyInsured('BIZ-UNKNOWN')).toMatchObject(failed);
    // The seeded demo token, and a stranger's passed check, stand in for nobody.
    expect(await verifyInsured('BIZ-DEMO-0001')).toMatchObject({ success: false, code: 'A0400' });
    const stranger = { Authorization: `Bearer ${await live.sandbox.login('13900000009')}` };
    expect(await verifyInsured(await faceCheck('ENDORSE_RE', 'passed', stranger))).toMatchObject(failed);
    expect(await verifyInsured(await faceCheck('SURVIVAL'))).toMatchObject({ success: false, code: 'A0400', message: '该人脸识别不是为本业务发起的，请重新识别' });
    const spent = await faceCheck();
    state().faceTokens[spent].usedFor = 'BQ20260101001 C100001';
    expect(await verifyInsured(spent)).toMatchObject(refused('该人脸识别结果已使用，请重新识别'));
    expect(await progress()).toMatchObject({ next: 'insuredFace' });

    const passed = await faceCheck();
    expect(await verifyInsured(passed)).toMatchObject({ success: true, data: { businessNo: DRAFT, insuredCustomerNo: 'C100001', verified: true } });
    expect(await progress()).toMatchObject({ next: 'healthNotice', nextName: '健康告知' });
    // Spent on this application: a survival certification cannot use it.
    expect(await call('face.survivalCertificationSubmit', {}, { policyNo: '8620190625000456', bizToken: passed })).toMatchObject({ success: false, code: 'A0400' });
  });

  it('needs the health notice before the confirmation, and medical records after findings', async () => {
    await verifyInsured(await faceCheck());
    expect(await upload()).toMatchObject(refused('请先完成健康告知'));
    expect(await confirm()).toMatchObject(refused('请先完成健康告知'));
    expect((await answerHealth('N')).data).toEqual({ businessNo: DRAFT, healthNotice: 'N' });
    expect(await upload()).toMatchObject(refused('健康告知无异常，无需上传体检资料'));
    await answerHealth('Y');
    expect(await progress()).toMatchObject({ healthNotice: 'Y', next: 'medicalUpload', nextName: '上传体检资料' });
    expect(await confirm()).toMatchObject(refused('请先上传体检资料'));
    expect((await upload()).data).toEqual({ businessNo: DRAFT, fileCount: 1 });
    expect((await progress()).next).toBe('confirm');
    expect((await confirm()).data).toMatchObject({ result: '1' });
  });

  it('answers every step done and the next one through to payment, and no step changes a confirmed application', async () => {
    await verifyInsured(await faceCheck());
    await answerHealth('N');
    expect((await confirm()).data).toMatchObject({ result: '3' });
    expect(await progress()).toEqual({
      businessNo: DRAFT, status: 'awaitingPayment', statusName: '待缴费', insuredCustomerNo: 'C100001', insuredName: '李明轩', healthNotice: 'N',
      steps: [
        { step: 'insuredFace', name: '被保险人身份验证', passed: true },
        { step: 'healthNotice', name: '健康告知', passed: true },
        { step: 'confirm', name: '确认复效申请', passed: true },
        { step: 'payment', name: '补缴保费', passed: false },
      ],
      next: 'payment', nextName: '补缴保费',
    });
    expect(await answerHealth('Y')).toMatchObject(refused('该申请已确认，不能再修改'));
    expect(await verifyInsured(await faceCheck())).toMatchObject(refused('该申请已确认，不能再修改'));
    expect((await call('face.preservationDetail', { businessNo: DRAFT })).data.progress.map((p: { description: string }) => p.description))
      .toContain('被保险人已完成身份验证');
  });

  it('tells nobody else where an application stands', async () => {
    const stranger = { Authorization: `Bearer ${await live.sandbox.login('13900000009')}` };
    expect(await call('face.reinstatementProgress', { businessNo: DRAFT }, undefined, stranger)).toMatchObject({ success: false, code: 'A0404' });
  });
});

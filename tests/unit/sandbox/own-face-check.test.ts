// @vitest-environment node
// A policy change that moves money or contact details is confirmed by the customer in person (docs/product.md,
// Steps and results): the confirm call carries a passed face check of their own, started for that kind of change,
// and spends it on that application; a contact change may instead carry both sides of their ID card.
import { describe, expect, it } from 'vitest';
import { confirmation, onTestDay, signedInSandbox } from './harness';

onTestDay();
const live = signedInSandbox();
const ANNUITY_POLICY = '8620210310000123';
const ENDOWMENT_POLICY = '8620190625000456';

const annuityDraft = async (amount = 15000) => (await live.call('face.annuityChangeApply', {}, { policyNo: ANNUITY_POLICY, annuityStartAge: 65, annuityAmount: amount })).data.businessNo as string;
const confirmAnnuity = (businessNo: string, body: object) => live.call('face.annuityChangeConfirm', { businessNo }, body);
const refused = (code: string, message: string) => ({ success: false, code, message });

describe('confirming a policy change in person', () => {
  it('refuses an annuity change without a face check, and leaves the draft open to confirm', async () => {
    const businessNo = await annuityDraft();
    expect(await confirmAnnuity(businessNo, { verifyCode: '123456' })).toMatchObject(refused('A0400', '请先完成本人人脸识别'));
    expect((await live.call('face.preservationDetail', { businessNo })).data.status).toBe('draft');
    expect(await confirmAnnuity(businessNo, await confirmation(live.call, 'ENDORSE_GB'))).toMatchObject({ success: true, data: { result: '0' } });
  });

  it('takes only a check started for this kind of change, and spends it on one application', async () => {
    const businessNo = await annuityDraft();
    const other = await confirmation(live.call, 'ENDORSE_AM');
    expect(await confirmAnnuity(businessNo, other)).toMatchObject(refused('A0400', '该人脸识别不是为本业务发起的，请重新识别'));
    const own = await confirmation(live.call, 'ENDORSE_GB');
    // A wrong SMS code keeps the check for the same application: the customer retypes the code, not their face.
    expect((await confirmAnnuity(businessNo, { ...own, verifyCode: '000000' })).success).toBe(false);
    expect(await confirmAnnuity(businessNo, own)).toMatchObject({ success: true });
    const next = await annuityDraft(12000);
    expect(await confirmAnnuity(next, own)).toMatchObject(refused('A0409', '该人脸识别结果已使用，请重新识别'));
  });

  it('refuses a check of another customer\'s', async () => {
    const businessNo = await annuityDraft();
    const stranger = { Authorization: `Bearer ${await live.sandbox.login('13900139000')}` };
    const started = await live.sandbox.request('POST', '/official-api/face/rest/livingBodyRecognition', { body: { businessType: 'ENDORSE_GB', redirectUrl: '/official/' }, headers: stranger });
    expect(await confirmAnnuity(businessNo, { verifyCode: '123456', bizToken: started.json.data.bizToken })).toMatchObject(refused('A0400', '活体识别未通过，请重新识别'));
  });

  it('takes both sides of the ID card instead of a face check for a contact change, and not one side', async () => {
    const { businessNo } = (await live.call('face.contactChangeApply', {}, { policyNos: [ENDOWMENT_POLICY], email: 'lmx.new@example.com' })).data;
    await live.call('face.endorseApplicantImages', {}, { businessNo, fileIds: ['F-DEMO-ID'] });
    expect(await live.call('face.contactChangeConfirm', { businessNo }, { verifyCode: '123456' })).toMatchObject(refused('A0400', '请先完成本人人脸识别'));
    await live.call('face.endorseApplicantImages', {}, { businessNo, fileIds: ['F-DEMO-ID'] });
    expect(await live.call('face.contactChangeConfirm', { businessNo }, { verifyCode: '123456' })).toMatchObject({ success: true });
  });
});

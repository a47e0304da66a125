// @vitest-environment node
// The consent register (docs/product.md, Consent): one register of every consent, a lifecycle that refuses
// any other move, hand-offs of a person's data refused without that person's live consent, and a revocation
// that takes effect everywhere at once.
import { describe, expect, it, vi } from 'vitest';
import { moveClockTo, onTestDay, signedInSandbox } from './harness';

onTestDay();
const live = signedInSandbox();
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

const { call } = live;
type Row = { consentId: string; subject: string; personName: string; receiver: string; status: string; data: string[]; expiresAt: string | null };
const register = async () => (await call('userCenter.consentList')).data as Row[];
const rowOf = async (subject: string, personName: string) => (await register()).find((c) => c.subject === subject && c.personName === personName);
const consult = (personId: string) => call('healthService.vasServiceUrl', { itemCode: 'VAS_DOCTOR', personId });

describe('the register', () => {
  it('holds every seeded consent with receiver, data, person, purpose, time and status', async () => {
    const rows = await register();
    expect(rows.map((c) => `${c.subject}:${c.personName}:${c.status}`).sort()).toEqual([
      'PRIVACY_HEALTH:李明轩:given', 'PRIVACY_HEALTH:王丽:given', 'PRIVACY_MARKETING:李明轩:given', 'TP_BEAN_MALL:李明轩:given', 'TP_HEALTH_JKX:李明轩:given', 'TP_HEALTH_JKX:王丽:given',
    ]);
    expect(await rowOf('TP_HEALTH_JKX', '王丽')).toMatchObject({
      kind: 'thirdParty', receiver: '健康行科技（上海）有限公司', personId: 'M001', relationName: '配偶', givenAt: '2025-08-03 14:22:40', expiresAt: null,
      data: expect.arrayContaining(['健康信息', '手机号']), purpose: '提供在线问诊、家庭医生等健康咨询服务',
    });
    expect((await call('platformCenter.privacyList')).data.find((p: { protocolCode: string }) => p.protocolCode === 'PRIVACY_HEALTH').authorized).toBe(true);
  });

  it('moves a consent only along its lifecycle, refusing any other move with the reason', async () => {
    const given = await call('userCenter.consentGrant', {}, { subject: 'TP_AOSILI', personId: 'M002' });
    expect(given.data).toMatchObject({ status: 'given', receiver: '奥斯力健康管理有限公司', personName: '李建国' });
    expect(await call('userCenter.consentGrant', {}, { subject: 'TP_AOSILI', personId: 'M002' })).toMatchObject({ code: 'A0409', message: '该授权仍然有效，无需重复授权' });
    expect((await call('userCenter.consentRevoke', {}, { consentId: given.data.consentId })).data).toMatchObject({ status: 'revoked', endedAt: '2026-11-24 10:00:00' });
    expect(await call('userCenter.consentRevoke', {}, { consentId: given.data.consentId })).toMatchObject({ code: 'A0409', message: '该授权已撤回，无需重复撤回' });
    const again = await call('userCenter.consentGrant', {}, { subject: 'TP_AOSILI', personId: 'M002' });
    expect(again.data).toMatchObject({ consentId: given.data.consentId, status: 'given', endedAt: null });
    expect(await call('userCenter.consentGrant', {}, { subject: 'PRIVACY_MARKETING', personId: 'M001' })).toMatchObject({ code: 'A0400', message: '《个性化推荐与营销信息授权》仅限本人授权' });
  });

  it('lets a medical-insurance authorisation expire after a year, and refuses to revoke an expired one', async () => {
    const given = (await call('userCenter.consentGrant', {}, { subject: 'TP_MEDICAL_INS', personId: 'M001' })).data;
    expect(given).toMatchObject({ kind: 'medicalInsurance', receiver: '医联数据服务有限公司', expiresAt: '2027-11-24 23:59:59' });
    vi.setSystemTime(new Date('2027-11-25T09:00:00+08:00'));
    await live.sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at: '2027-11-25T09:00:00+08:00' } });
    expect(await rowOf('TP_MEDICAL_INS', '王丽')).toMatchObject({ status: 'expired' });
    expect(await call('userCenter.consentRevoke', {}, { consentId: given.consentId })).toMatchObject({ code: 'A0409', message: '该授权已过期，无需撤回' });
    moveClockTo('2026-11-24');
  });
});

describe('hand-offs check the consent of the person the data is about', () => {
  it('hands 王丽 to the family doctor only with her own consent, and asks again after a revocation', async () => {
    expect((await consult('M001')).data.url).toMatch(/health-service\?item=VAS_DOCTOR/);
    expect(await consult('M003')).toMatchObject({ code: 'A0403', message: '需先同意向健康行科技（上海）有限公司提供李小雨的健康信息、姓名、性别、出生日期、手机号' });
    const wangLi = (await rowOf('TP_HEALTH_JKX', '王丽'))!;
    await call('userCenter.consentRevoke', {}, { consentId: wangLi.consentId });
    expect(await consult('M001')).toMatchObject({ code: 'A0403', message: expect.stringContaining('需先同意向健康行科技（上海）有限公司提供王丽的健康信息') });
    expect((await consult('SELF')).data.url).toMatch(/VAS_DOCTOR/);
    const check = (await call('userCenter.consentCheck', { subject: 'TP_HEALTH_JKX', personId: 'M001' })).data;
    expect(check).toMatchObject({ given: false, consent: null, receiver: '健康行科技（上海）有限公司', personName: '王丽' });
    expect(check.statement).toBe('同意向健康行科技（上海）有限公司提供王丽的健康信息、姓名、性别、出生日期、手机号，用于提供在线问诊、家庭医生等健康咨询服务');
    await call('userCenter.consentGrant', {}, { subject: 'TP_HEALTH_JKX', personId: 'M001' });
    expect((await consult('M001')).data.url).toMatch(/VAS_DOCTOR/);
  });

  it('takes a claim\'s medical records only with the insured person\'s consent to health information', async () => {
    const fileId = (await call('face.uploadImage', {}, { file: PICTURE, fileType: 'CLAIM', bizCode: 'CLAIM' })).data.fileId;
    await call('userCenter.consentRevoke', {}, { consentId: (await rowOf('PRIVACY_HEALTH', '王丽'))!.consentId });
    const refused = await call('face.claimImageSave', {}, { stagingId: 'ST001', materialType: 'MEDICAL_RECORD', fileIds: [fileId] });
    expect(refused).toMatchObject({ code: 'A0403', message: '需先同意向鸿泰人寿保险股份有限公司提供王丽的健康信息、病历、诊断证明、医疗费用明细' });
    expect((await call('face.claimImageSave', {}, { stagingId: 'ST001', materialType: 'ID_CARD', fileIds: [fileId] })).success).toBe(true);
    await call('userCenter.consentGrant', {}, { subject: 'PRIVACY_HEALTH', personId: 'C100002' });
    expect((await call('face.claimImageSave', {}, { stagingId: 'ST001', materialType: 'MEDICAL_RECORD', fileIds: [fileId] })).success).toBe(true);
  });

  it('takes the medical records a filed claim is asked for only with the insured person\'s consent', async () => {
    const fileId = (await call('face.uploadImage', {}, { file: PICTURE, fileType: 'CLAIM', bizCode: 'CLAIM' })).data.fileId;
    await call('userCenter.consentRevoke', {}, { consentId: (await rowOf('PRIVACY_HEALTH', '王丽'))!.consentId });
    const answer = { claimId: 'CL003', issueId: 'IS002', fileIds: [fileId] };
    // The page reads which questions ask for health information, to ask for the consent before the upload.
    expect((await call('face.claimIssueList', { claimId: 'CL003' })).data.map((i: { healthData: boolean }) => i.healthData)).toEqual([true, true]);
    expect((await call('face.claimDetail', { id: 'CL003' })).data.insuredCustomerNo).toBe('C100002');
    expect(await call('face.claimIssueSubmit', {}, answer)).toMatchObject({ code: 'A0403', message: expect.stringContaining('王丽的健康信息') });
    await call('userCenter.consentGrant', {}, { subject: 'PRIVACY_HEALTH', personId: 'C100002' });
    expect((await call('face.claimIssueSubmit', {}, answer)).success).toBe(true);
  });

  it('records the claim\'s medical-insurance authorisation for the insured, under its receiver, in the register', async () => {
    expect((await call('face.claimMedicalAuthInfo', { stagingId: 'ST001' })).data).toMatchObject({ authorized: false, personName: '王丽', receiver: '医联数据服务有限公司' });
    const { url } = (await call('face.claimMedicalAuthUrl', { stagingId: 'ST001' })).data;
    expect(url).toContain('person=M001');
    const done = await fetch(`${live.sandbox.origin}${url.replace('?', '/done?')}&choice=success`, { redirect: 'manual' });
    expect(done.headers.get('location')).toContain('authResult=success');
    expect((await call('face.claimMedicalAuthInfo', { stagingId: 'ST001' })).data).toMatchObject({ authorized: true, expireDate: '2027-11-24' });
    expect((await call('face.claimMedicalAuthInfo', { stagingId: 'ST002' })).data).toMatchObject({ authorized: false, personName: '李明轩' });
    expect(await rowOf('TP_MEDICAL_INS', '王丽')).toMatchObject({ status: 'given', receiver: '医联数据服务有限公司' });
  });
});

describe('a revocation takes effect everywhere at once', () => {
  it('cancelling 在线问诊 stops every hand-off to its partner and the membership right says it needs authorisation', async () => {
    const right = async () => (await call('face.vipRights')).data.find((r: { rightCode: string }) => r.rightCode === 'EQ_ONLINE_DOCTOR');
    expect((await right()).consentHint).toBeNull();
    expect((await call('userCenter.userAuthList')).data.find((s: { serviceCode: string }) => s.serviceCode === 'TP_HEALTH_JKX')).toMatchObject({ authorized: true, people: ['李明轩', '王丽'] });
    await call('userCenter.userAuthRevoke', {}, { serviceCode: 'TP_HEALTH_JKX' });
    expect((await right()).consentHint).toBe('需授权健康行科技（上海）有限公司后使用');
    expect((await consult('M001')).code).toBe('A0403');
    expect((await consult('SELF')).code).toBe('A0403');
    expect((await call('userCenter.userAuthList')).data.find((s: { serviceCode: string }) => s.serviceCode === 'TP_HEALTH_JKX')).toMatchObject({ authorized: false, people: [] });
    expect((await register()).filter((c) => c.subject === 'TP_HEALTH_JKX').map((c) => c.status)).toEqual(['revoked', 'revoked']);
    expect(await call('userCenter.userAuthRevoke', {}, { serviceCode: 'TP_HEALTH_JKX' })).toMatchObject({ code: 'A0409', message: '您尚未授权该服务' });
  });

  it('withdrawing 健康信息处理授权 in the privacy settings stops collecting the customer\'s medical records', async () => {
    await call('userCenter.privacyConsentWithdraw', {}, { protocolCode: 'PRIVACY_HEALTH' });
    expect((await call('platformCenter.privacyList')).data.find((p: { protocolCode: string }) => p.protocolCode === 'PRIVACY_HEALTH').authorized).toBe(false);
    const fileId = (await call('face.uploadImage', {}, { file: PICTURE, fileType: 'CLAIM', bizCode: 'CLAIM' })).data.fileId;
    expect(await call('face.claimImageSave', {}, { stagingId: 'ST002', materialType: 'INVOICE', fileIds: [fileId] })).toMatchObject({ code: 'A0403', message: expect.stringContaining('李明轩的健康信息') });
    expect(await call('face.claimFinish', { id: 'ST002' })).toMatchObject({ code: 'A0403' });
  });
});

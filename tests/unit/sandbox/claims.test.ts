// @vitest-environment node
// The sandbox's claims: a draft saved step by step becomes a claim once, materials are saved per
// category in the customer's order, a quick claim needs fewer materials, and open issues are supplemented.
import { describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, onTestDay, signedInSandbox } from './harness';

onTestDay();
const live = signedInSandbox();
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';

const { call } = live;
const upload = async () => (await call('face.uploadImage', {}, { file: PICTURE, fileType: 'CLAIM', bizCode: 'CLAIM' })).data.fileId as string;
const save = (stagingId: string, materialType: string, fileIds: string[]) => call('face.claimImageSave', {}, { stagingId, materialType, fileIds });

describe('claim drafts', () => {
  it('lists unsubmitted drafts, newest first, with the materials their claim type needs', async () => {
    const drafts = (await call('face.claimStagingList')).data;
    expect(drafts.map((d: { id: string }) => d.id)).toEqual(['ST001', 'ST002']);
    expect(drafts[0]).toMatchObject({ insuredName: '王丽', claimTypeName: '医疗费用', hospitalName: '复旦大学附属中山医院', fast: false });
    expect(drafts[0].materials.filter((m: { required: boolean }) => m.required).map((m: { name: string }) => m.name)).toEqual(['身份证明', '医疗费用发票', '病历或出院小结']);
  });

  it('saves a category as exactly the pictures sent, in their order, and empties it with an empty list', async () => {
    const [first, second] = [await upload(), await upload()];
    const saved = (await save('ST001', 'INVOICE', [second, first])).data;
    expect(saved.images.filter((i: { materialType: string }) => i.materialType === 'INVOICE').map((i: { fileId: string }) => i.fileId)).toEqual([second, first]);
    const emptied = (await save('ST001', 'INVOICE', [])).data;
    expect(emptied.images.map((i: { materialType: string }) => i.materialType)).toEqual(['ID_CARD']);
  });

  it('asks for a drawn signature when the insured is not the customer, and files the claim only once', async () => {
    expect((await call('face.claimAuthorize', {}, { stagingId: 'ST001', agreed: true })).message).toBe('出险人不是您本人，请手写签名签署理赔授权委托书');
    const signature = await upload();
    expect((await call('face.claimStagingDetail', { id: 'ST001' })).data).toMatchObject({ authorized: false, signatureUrl: null });
    await call('face.claimAuthorize', {}, { stagingId: 'ST001', agreed: true, signatureFileId: signature });
    // The signed letter shows the signature as it was drawn, not a stand-in picture.
    expect((await call('face.claimStagingDetail', { id: 'ST001' })).data).toMatchObject({ authorized: true, signatureFileId: signature, signatureUrl: PICTURE });
    await save('ST001', 'INVOICE', [await upload()]);
    expect((await call('face.claimFinish', { id: 'ST001' })).message).toBe('请上传病历或出院小结');
    await save('ST001', 'MEDICAL_RECORD', [await upload()]);
    await call('face.claimPaymentUpdate', {}, { stagingId: 'ST001', bankAccountId: 'BA001' });

    const filed = await call('face.claimFinish', { id: 'ST001' });
    expect(filed.data).toMatchObject({ status: 'reviewing', insuredName: '王丽', applyDate: '2026-11-24' });
    const again = await call('face.claimFinish', { id: 'ST001' });
    expect(again).toMatchObject({ success: false, message: '该理赔申请已提交，请在理赔记录中查看进度' });
    expect((await call('face.claimStagingCount')).data.count).toBe(1);
    expect((await call('face.claimList', { status: 'processing' })).data.list[0].claimId).toBe(filed.data.claimId);
  });

  it('takes a quick claim up to 5,000 yuan with the id card and invoices only', async () => {
    const base = { insuredCustomerNo: 'SELF', claimType: 'MEDICAL', accidentDate: '2026-11-20', fast: true };
    expect((await call('face.claimStagingCreate', {}, { ...base, invoiceAmount: 5200 })).message).toBe('发票总金额超过 5,000 元，请通过普通理赔申请');
    const draft = (await call('face.claimStagingCreate', {}, { ...base, invoiceAmount: 860 })).data;
    expect(draft.materials.map((m: { code: string }) => m.code)).toEqual(['ID_CARD', 'INVOICE', 'BANK_CARD']);
    await save(draft.id, 'ID_CARD', [await upload()]);
    await save(draft.id, 'INVOICE', [await upload()]);
    await call('face.claimPaymentUpdate', {}, { stagingId: draft.id, bankAccountId: 'BA001' });
    await call('face.claimAuthorize', {}, { stagingId: draft.id, agreed: true });
    const filed = (await call('face.claimFinish', { id: draft.id })).data;
    expect(filed).toMatchObject({ claimAmount: 860, insuredName: '李明轩', statusName: '审核中' });
  });
});

describe('claim issues', () => {
  it('resolves each issue with its pictures and returns the claim to review once all are answered', async () => {
    await call('face.claimIssueSubmit', {}, { claimId: 'CL003', issueId: 'IS001', fileIds: [await upload()] });
    expect((await call('face.claimDetail', { id: 'CL003' })).data).toMatchObject({ status: 'supplement', issueCount: 1 });
    const again = await call('face.claimIssueSubmit', {}, { claimId: 'CL003', issueId: 'IS001', fileIds: [await upload()] });
    expect(again.message).toBe('该问题件已处理，无需重复补充');

    await call('face.claimIssueSubmit', {}, { claimId: 'CL003', issueId: 'IS002', fileIds: [await upload(), await upload()] });
    const detail = (await call('face.claimDetail', { id: 'CL003' })).data;
    expect(detail).toMatchObject({ status: 'reviewing', statusName: '审核中', issueCount: 0 });
    expect(detail.materials.map((m: { materialName: string; files: unknown[] }) => [m.materialName, m.files.length])).toEqual([
      ['身份证明', 1], ['医疗费用发票', 1], ['费用明细清单', 1], ['病历或出院小结', 2],
    ]);
    expect(detail.progress.at(-1).description).toBe('材料已补充齐全，理赔专员将继续审核，预计 3 个工作日内完成');
  });
});

describe('accident dates', () => {
  const draft = { insuredCustomerNo: 'C100002', claimType: 'MEDICAL', accidentReason: 'DISEASE', hospitalCode: 'H310001', description: '门诊就医五个字' };
  const create = (accidentDate: string) => {
    const endpoint = catalogue.endpoints.get('face.claimStagingCreate')!;
    return live.sandbox.request(endpoint.method, endpointUrl(endpoint), { headers: live.auth, body: { ...draft, accidentDate } });
  };

  it('refuses a date after today, or before the insured person\'s cover began, with a 400 naming accidentDate', async () => {
    expect((await create('2026-11-25')).json.errors).toEqual([{ field: 'accidentDate', message: '出险日期不能晚于今天' }]);
    const early = await create('2025-11-30');
    expect(early.status).toBe(400);
    expect(early.json.errors).toEqual([{ field: 'accidentDate', message: '出险日期不能早于保单生效日 2025-12-01' }]);
    expect((await create('2025-12-01')).json.data).toMatchObject({ accidentDate: '2025-12-01' });
  });

  it('tells each family member when their cover began', async () => {
    const members = (await call('customerBaobei.homeMembers', {}, {})).data;
    expect(members.map((m: { name: string; coveredSince: string | null }) => [m.name, m.coveredSince])).toContainEqual(['王丽', '2025-12-01']);
  });
});

// @vitest-environment node
// New-order confirmation: the seeded application for the default product (docs/product.md, Constants: 10072), its
// confirmation once its documents are read, and the id card upload with the details the customer checked (the
// applicant's own card, still valid), which submits it for underwriting. The buying rules are in buying.test.ts.
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const ORDER = 'O20261122001';
const BASE = '/official-api/face/rest';
const CARD = { realName: '李明轩', certificateNo: '310115198605184519', validPeriod: '2019.05.20-2039.05.20' };

const info = async (query = `orderNo=${ORDER}`) => (await live.sandbox.request('GET', `${BASE}/insurance/info?${query}`, { headers: live.auth })).json;
const post = (path: string, body: unknown) => live.sandbox.request('POST', `${BASE}/${path}`, { headers: live.auth, body });

/** The application's three documents opened, then its confirmation. */
async function readAndConfirm() {
  for (const code of ['clauses', 'notice', 'exclusions']) await post('insurance/document-read', { orderNo: ORDER, code });
  return post('insurance/info-confirm', { orderNo: ORDER, productId: '10072' });
}

/** Both sides of the id card uploaded as ocr-upload does it (id-card mode stores the photo first). */
async function uploadSides(): Promise<string[]> {
  const ids: string[] = [];
  for (const fileType of ['ID_FRONT', 'ID_BACK']) {
    const reply = await post('image/upload', { file: 'data:image/jpeg;base64,/9j/4AAQ', fileType, bizCode: 'INSURE' });
    ids.push(reply.json.data.fileId);
  }
  return ids;
}

describe('new-order confirmation', () => {
  it('shows the seeded order, for the default product or the one named; another product is refused', async () => {
    expect((await info()).data).toMatchObject({
      orderNo: ORDER, productId: '10072', productName: '鸿泰金福年金保险', applicantName: '李明轩', insuredName: '李明轩', status: 'quoted',
      premium: 6850, sumInsured: 20000, payPeriod: '10 年交', confirmed: false, certUploaded: false,
    });
    expect((await info(`orderNo=${ORDER}&productId=10072`)).data.productId).toBe('10072');
    expect(await info(`orderNo=${ORDER}&productId=10088`)).toMatchObject({ code: 'A0400', message: '产品与投保单不一致' });
  });

  it('confirms the order, then takes both sides of the id card with the checked details: certUploaded, submitted', async () => {
    expect((await readAndConfirm()).json.data).toEqual({ orderNo: ORDER, confirmed: true });
    const fileIds = await uploadSides();
    const reply = await post('insurance/upload-confirm', { orderNo: ORDER, fileIds, certInfo: CARD });
    expect(reply.json.data).toEqual({ orderNo: ORDER, uploaded: 2, status: 'awaitingPayment' });
    expect((await info()).data).toMatchObject({ confirmed: true, certUploaded: true, status: 'awaitingPayment' });
  });

  it('refuses details that are not the applicant\'s valid card, uploading nothing', async () => {
    await readAndConfirm();
    const fileIds = await uploadSides();
    const refuse = async (certInfo: Record<string, string>) => (await post('insurance/upload-confirm', { orderNo: ORDER, fileIds, certInfo: { ...CARD, ...certInfo } })).json.message;
    expect(await refuse({ certificateNo: '310115198605184510' })).toBe('身份证号码校验未通过，请核对后重新输入');
    expect(await refuse({ realName: '李明' })).toBe('证件信息与投保人不一致，请核对姓名和证件号码');
    expect(await refuse({ certificateNo: '320502199006113029' })).toBe('证件信息与投保人不一致，请核对姓名和证件号码');
    expect(await refuse({ validPeriod: '2019年5月20日' })).toBe('证件有效期格式不正确，例如 2019.05.20-2039.05.20');
    expect(await refuse({ validPeriod: '2006.05.20-2016.05.20' })).toBe('身份证已过有效期，请使用有效期内的证件');
    expect((await info()).data.certUploaded).toBe(false);

    // Spaces around the name and a long-term card are fine.
    const accepted = await post('insurance/upload-confirm', { orderNo: ORDER, fileIds, certInfo: { ...CARD, realName: ' 李明轩 ', validPeriod: '2019.05.20-长期' } });
    expect(accepted.json.data.uploaded).toBe(2);
  });

  it('refuses an upload before the confirmation, and another customer\'s file', async () => {
    expect((await post('insurance/upload-confirm', { orderNo: ORDER, fileIds: ['F-DEMO-ID'] })).json).toMatchObject({ code: 'A0409', message: '请先确认投保信息并签名' });
    await readAndConfirm();
    const reply = await post('insurance/upload-confirm', { orderNo: ORDER, fileIds: ['F-NOT-MINE'] });
    expect(reply.json.code).toBe('A0404');
  });
});

describe('starting an order from a pre-underwriting report', () => {
  const start = async (body: Record<string, string>) => (await post('insurance/init', body)).json;

  it('opens an order for the product the customer came from, on its default plan, and takes it up again on a second tap', async () => {
    const started = await start({ productId: 'HT2601', recordId: 'PU001' });
    expect(started.data).toEqual({ orderNo: expect.stringMatching(/^O\d{6}$/), productId: 'HT2601', status: 'draft' });
    expect((await info(`orderNo=${started.data.orderNo}&productId=HT2601`)).data).toMatchObject({
      productName: '鸿泰康宁重大疾病保险', applicantName: '李明轩', premium: 3900, sumInsured: 300000, payPeriod: '20 年交', confirmed: false,
    });
    expect((await start({ productId: 'HT2601', recordId: 'PU001' })).data.orderNo).toBe(started.data.orderNo);
  });

  it('refuses an unknown product, a record that is not the customer\'s and one still unanswered', async () => {
    expect(await start({ productId: 'XX0000' })).toMatchObject({ message: expect.stringContaining('产品') });
    expect(await start({ productId: 'HT2601', recordId: 'PU999' })).toMatchObject({ message: expect.stringContaining('预核保记录') });
    const draft = await post('pre-underwriting/evaluation/save', { questionnaireCode: 'PRE_UW_HEALTH', personId: 'SELF', answers: [{ code: 'Q1', value: 'N' }] });
    expect(await start({ productId: 'HT2601', recordId: draft.json.data.recordId })).toMatchObject({ code: 'A0409', message: '该预核保评估尚未提交，请先完成评估' });
  });
});

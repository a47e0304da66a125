// @vitest-environment node
// Adding a bank card in the sandbox: the bank is recognised from the card's BIN, a number failing the
// Luhn check or of another bank is refused with a 400 naming the field, and the reserved phone's SMS code is checked.
import { describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';

const live = signedInSandbox();

async function call(service: string, params: Record<string, unknown> = {}, body?: unknown) {
  const endpoint = catalogue.endpoints.get(service)!;
  return live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth, body });
}
const card = { bankCode: 'CMB', cardNo: '6225880137706868', accountName: '李明轩', phone: '13800138000', verifyCode: '123456' };
const cardCount = async () => (await call('customerCenter.bankAccountList')).json.data.length;

describe('bank card BIN', () => {
  it('tells the bank and card kind from the first ten digits and the length', async () => {
    expect((await call('customerCenter.bankCardBin', { prefix: '6225880137', length: 16 })).json.data).toEqual({ bankCode: 'CMB', bankName: '招商银行', cardTypeName: '储蓄卡', supported: true });
  });

  it('says a credit card, or a bank the insurer does not pay to, cannot be added, and an unknown BIN is unknown', async () => {
    expect((await call('customerCenter.bankCardBin', { prefix: '3568891234', length: 16 })).json.data).toMatchObject({ bankName: '招商银行', cardTypeName: '信用卡', supported: false });
    expect((await call('customerCenter.bankCardBin', { prefix: '6210641234', length: 16 })).json.data).toMatchObject({ bankName: 'AEON银行', supported: false });
    expect((await call('customerCenter.bankCardBin', { prefix: '6225880137', length: 19 })).json.data).toEqual({ bankCode: null, bankName: null, cardTypeName: null, supported: false });
  });
});

describe('adding a bank card', () => {
  it('adds a recognised debit card with the SMS code sent to its reserved phone', async () => {
    const added = await call('customerCenter.bankAccountAdd', {}, card);
    expect(added.json.data).toMatchObject({ bankCode: 'CMB', bankName: '招商银行' });
    expect(await cardCount()).toBe(3);
  });

  it('refuses a number failing the Luhn check with a 400 naming cardNo, and adds nothing', async () => {
    const refused = await call('customerCenter.bankAccountAdd', {}, { ...card, cardNo: '6225880137706869' });
    expect(refused).toEqual({ status: 400, json: { code: '400', message: '请求参数错误', data: null, errors: [{ field: 'cardNo', message: '请输入正确的银行卡号' }] } });
    expect(await cardCount()).toBe(2);
  });

  it('refuses a bank that is not the card\'s own, and a wrong SMS code', async () => {
    const otherBank = await call('customerCenter.bankAccountAdd', {}, { ...card, bankCode: 'ICBC' });
    expect(otherBank.json.errors).toEqual([{ field: 'bankCode', message: '该卡为招商银行储蓄卡，与所选开户银行不一致' }]);
    const wrongCode = await call('customerCenter.bankAccountAdd', {}, { ...card, verifyCode: '654321' });
    expect(wrongCode.json.message).toBe('验证码错误或已失效');
    const noCode = await call('customerCenter.bankAccountAdd', {}, { ...card, verifyCode: undefined });
    expect(noCode.json.errors[0].field).toBe('verifyCode');
    expect(await cardCount()).toBe(2);
  });
});

describe('deleting a bank card', () => {
  it('keeps a card that pays a premium: 续期扣款 is read off the policies, and deleting it is refused naming them', async () => {
    const detail = (await call('customerCenter.bankAccountDetail', { id: 'BA001' })).json.data;
    expect(detail.usages).toContain('renewal');
    expect((await call('customerCenter.bankAccountDelete', { id: 'BA001' })).json).toMatchObject({
      code: 'A0409', message: expect.stringContaining('鸿泰金福年金保险（8620210310000123）的续期扣款账户，暂不能删除'),
    });
    expect(await cardCount()).toBe(2);
  });

  it('deletes a card that pays nothing', async () => {
    const added = (await call('customerCenter.bankAccountAdd', {}, card)).json.data;
    expect(added.usages).toEqual([]);
    expect((await call('customerCenter.bankAccountDelete', { id: added.id })).json.code).toBe('000000');
    expect(await cardCount()).toBe(2);
  });
});

// @vitest-environment node
// A family member's occupation (docs/product.md, Family): given when the member is added or filled in later on
// their page, read by buying (which asks for it first), and changed through 职业变更 once they are insured.
import { describe, expect, it } from 'vitest';
import { onTestDay, signedInSandbox } from './harness';

onTestDay();
const live = signedInSandbox();
const MOTHER = { name: '张桂英', relation: '03', sex: '2', birthday: '1963-05-12', certType: '01', certNo: '310101196305120022' };
const ACCIDENT = 'HT2401';

const add = (extra: object = {}) => live.call('customerCenter.familyMemberAdd', {}, { ...MOTHER, ...extra });
const update = (memberId: string, occupationCode: string) => live.call('customerCenter.familyMemberUpdate', {}, { memberId, occupationCode });
const buyFor = (insuredId: string) => live.call('face.insuranceInit', {}, { productId: ACCIDENT, insuredId });

describe('a family member\'s occupation', () => {
  it('is asked for before buying for a member added without one, and then the application starts', async () => {
    const { data: mother } = await add();
    expect(mother).toMatchObject({ occupationCode: null, occupationName: null, occupationLevel: null });
    expect(await buyFor(mother.memberId)).toMatchObject({ code: 'A0400', message: '请先完善张桂英的职业信息' });

    expect((await update(mother.memberId, '1901001')).data).toMatchObject({ occupationCode: '1901001', occupationLevel: expect.any(Number) });
    expect((await buyFor(mother.memberId)).data).toMatchObject({ productId: ACCIDENT, status: 'draft' });
  });

  it('is kept when given on adding, and shown in the family list', async () => {
    const { data: mother } = await add({ occupationCode: '0101002' });
    const listed = (await live.call('customerCenter.familyMemberList', {}, { includeSelf: true })).data;
    expect(listed.find((m: { memberId: string }) => m.memberId === mother.memberId)).toMatchObject({ occupationCode: '0101002', occupationName: expect.any(String) });
    expect(listed.find((m: { memberId: string }) => m.memberId === 'SELF')).toMatchObject({ occupationCode: '0101002' });
  });

  it('must be one of the occupation table', async () => {
    expect(await add({ occupationCode: '9999999' })).toMatchObject({ code: '400', errors: [{ field: 'occupationCode', message: '请从职业列表中选择职业' }] });
  });

  it('of an insured changes only through 职业变更, which reprices their policies', async () => {
    expect(await update('M001', '0401004')).toMatchObject({ code: 'A0409', message: '王丽已作为被保险人投保，职业变更请在「保单服务 - 职业变更」中办理' });
    const listed = (await live.call('customerCenter.familyMemberList', {}, {})).data;
    expect(listed.find((m: { memberId: string }) => m.memberId === 'M001').occupationCode).toBe('0102002');
  });
});

// @vitest-environment node
// One world: after each business action a customer can take, every view of the same fact agrees (the home,
// the policy list and contract, VIP, family, the preservation hub, claims, to-dos). Each action goes through
// the services the pages call; the views are then read the same way (consistency-views.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue, confirmation, endpointUrl, signedInSandbox } from './harness';
import { expectAmountsInYuanSign, expectOneWorld, readClaimDetails, readWorld, type Call } from './consistency-views';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00+08:00') });
});
afterAll(() => vi.useRealTimers());
const live = signedInSandbox();

const ANNUITY_POLICY = '8620210310000123';
const ENDOWMENT_POLICY = '8620190625000456';
const MEDICAL_POLICY = '8620251201000789';
const LAPSED_POLICY = '8620200815000321';
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';
const SMS = { verifyCode: '123456' };

const call: Call = async (service, params = {}, body) => {
  const endpoint = catalogue.endpoints.get(service)!;
  return (await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth, body })).json;
};
const ok = async (service: string, params: Record<string, unknown> = {}, body?: unknown) => {
  const reply = await call(service, params, body);
  expect(reply.success, `${service}: ${reply.message}`).toBe(true);
  return reply.data;
};

/** Pays an order at the stand-in cashier and reads its result until the bank has settled it. */
async function payAtCashier(orderId: string) {
  await live.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId, outcome: 'success' } });
  await ok('face.payResult', { orderId });
  return ok('face.payResult', { orderId });
}
const todoTypes = async () => (await readWorld(call)).todos.toDoneList.map((t) => t.businessType);

describe('one world after each business action', () => {
  it('agrees with itself as seeded: the home counts the to-dos the list shows, VIP the premiums the policy list shows', async () => {
    const world = await readWorld(call);
    expectOneWorld(world);
    expect(world.todos.toDoneSize).toBe(5);
    expect(world.vip.detailStandPrem).toContainEqual(expect.objectContaining({ policyNo: ENDOWMENT_POLICY, standPrem: 10000 }));
    // The annuity is paid monthly: twelve premiums of 2,000 a year, and enough records to page through.
    expect(world.vip.detailStandPrem).toContainEqual(expect.objectContaining({ policyNo: ANNUITY_POLICY, standPrem: 24000 }));
    expect(world.payments).toHaveLength(85);
    // The elderly centre's count is the policy list's 保障中 (policies the customer holds); a member's is as insured.
    expect(world.activeList).toHaveLength(3);
    expect(world.family.find((p) => p.memberId === 'SELF')!.policyCount).toBe(2);
    expectAmountsInYuanSign(await readClaimDetails(call, world));
  });

  it('an annuity change moves the contract duty with the terms', async () => {
    const { businessNo } = await ok('face.annuityChangeApply', {}, { policyNo: ANNUITY_POLICY, annuityStartAge: 65, annuityAmount: 15000 });
    expect(await ok('face.annuityChangeConfirm', { businessNo }, await confirmation(call, 'ENDORSE_GB'))).toMatchObject({ result: '0' });
    const world = await readWorld(call);
    expectOneWorld(world);
    expect(world.details[ANNUITY_POLICY].coverages).toContainEqual(expect.objectContaining({ name: '养老年金', amount: 15000 }));
    const cover = world.guarantee.members.find((m: { memberId: string }) => m.memberId === 'SELF').coverage;
    expect(cover.find((c: { category: string }) => c.category === 'annuity').amount).toBe(15000);
  });

  it('an occupation change reprices the rated policy in the list, the contract, VIP and the continuation', async () => {
    // 王丽 becomes a 快递员 (class 4): her medical cover is loaded by 25%.
    const { businessNo } = await ok('face.occupationChangeApply', {}, { custNo: 'C100002', occupationCode: '0401004' });
    expect(await ok('face.occupationChangeConfirm', { businessNo }, SMS)).toMatchObject({ result: '0' });
    const world = await readWorld(call);
    expectOneWorld(world);
    expect(world.policies.find((p) => p.policyNo === MEDICAL_POLICY)!.premium).toBe(1600);
    expect(world.occupations.find((o) => o.custNo === 'C100002')!.occupationCode).toBe('0401004');
    expect((await ok('face.reinsurancePayDetail', { id: 'RI001' })).premium).toBe(1600);
  });

  it('a contact change shows on the profile and on every policy it was made for', async () => {
    const { businessNo } = await ok('face.contactChangeApply', {}, { policyNos: [ANNUITY_POLICY, ENDOWMENT_POLICY], email: 'lmx.new@example.com' });
    expect(await ok('face.contactChangeConfirm', { businessNo }, await confirmation(call, 'ENDORSE_AM'))).toMatchObject({ result: '0' });
    const world = await readWorld(call);
    expectOneWorld(world);
    expect(world.profile.email).toBe('lmx.new@example.com');
    for (const no of [ANNUITY_POLICY, ENDOWMENT_POLICY]) expect(world.contacts.find((c) => c.policyNo === no)!.email).toBe('lmx.new@example.com');
  });

  it('a reinstatement paid restores the policy everywhere, and its 保单效力中止 to-do goes', async () => {
    const { businessNo } = await ok('face.reinstatementApply', {}, { policyNo: LAPSED_POLICY });
    const { bizToken } = await ok('face.livingBodyRecognition', {}, { businessType: 'ENDORSE_RE', redirectUrl: '/official/' });
    await ok('face.reinstatementInsuredVerify', { businessNo }, { insuredCustomerNo: 'C100001', bizToken });
    await ok('face.reinstatementHealthInform', { businessNo }, { insuredCustomerNo: 'C100001', answers: [{ code: 'H1', answer: 'N' }] });
    expect(await ok('face.reinstatementConfirm', { businessNo }, await confirmation(call, 'ENDORSE_RE'))).toMatchObject({ result: '3' });
    // Confirmed but unpaid: still lapsed in every view, the to-do still there.
    expectOneWorld(await readWorld(call));
    expect(await todoTypes()).toContain('REINSTATEMENT');

    const { orderId } = await ok('face.reinstatementPayUrl', {}, { businessNo, idempotencyKey: businessNo, payMethod: 'card', bankAccountId: 'BA001', returnUrl: '/official/policy-business/re/pay-result' });
    expect(await payAtCashier(orderId)).toMatchObject({ status: 'success' });
    const world = await readWorld(call);
    expectOneWorld(world);
    expect(world.policies.find((p) => p.policyNo === LAPSED_POLICY)!.state).toBe('valid');
    expect(world.vip.detailStandPrem).toContainEqual(expect.objectContaining({ policyNo: LAPSED_POLICY, standPrem: 3600 }));
    expect(world.todos.toDoneList.map((t) => t.title)).not.toContain('保单效力中止');
  });

  it('a continuation paid issues the next term, and its 续保提醒 to-do goes', async () => {
    // The seeded attempt waits on the bank until 11-25; after that it has failed, and the continuation is payable.
    vi.setSystemTime(new Date('2026-11-26T10:00:00+08:00'));
    const { orderId } = await ok('face.reinsurancePayUrl', {}, { id: 'RI001', idempotencyKey: 'RI001', payMethod: 'card', bankAccountId: 'BA002', returnUrl: '/official/continuation/pay-result' });
    expect(await payAtCashier(orderId)).toMatchObject({ status: 'success' });
    const world = await readWorld(call);
    expectOneWorld(world);
    expect(world.renewals).toEqual([]);
    expect(world.todos.toDoneList.map((t) => t.title)).not.toContain('续保提醒');
    vi.setSystemTime(new Date('2026-11-24T10:00:00+08:00'));
  });

  it('a claim filed counts in the claims, and answering the open issues takes the 理赔材料待补充 to-do away', async () => {
    const filed = await ok('face.claimFinish', { id: 'ST002' });
    let world = await readWorld(call);
    expectOneWorld(world);
    expect(world.claims.map((c) => c.claimNo)).toContain(filed.claimNo);

    for (const issueId of ['IS001', 'IS002']) {
      const { fileId } = await ok('face.uploadImage', {}, { file: PICTURE, fileType: 'CLAIM', bizCode: 'CLAIM' });
      await ok('face.claimIssueSubmit', {}, { claimId: 'CL003', issueId, fileIds: [fileId] });
    }
    world = await readWorld(call);
    expectOneWorld(world);
    expect(world.todos.toDoneList.map((t) => t.businessType)).not.toContain('CLAIM_SUPPLEMENT');
  });
});

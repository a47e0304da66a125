// Every view of the customer's world that states a fact some other view states too, read through the services
// the pages call, and the checks that each such fact reads the same everywhere (issue 29: one world).
import { expect } from 'vitest';

export type Call = (service: string, params?: Record<string, unknown>, body?: unknown) => Promise<any>;

interface PolicyRow { policyNo: string; productName: string; state: string; premium: number; payFrequencyName: string; insuredCustomerNo: string; sumInsured: number }
interface Payment { policyNo: string; dueDate: string; paidDate: string; amount: number; channelName: string }
interface Todo { title: string; businessType: string; content: string; link: string }

const ACTIVE = ['valid', 'paidUp', 'renewalDue'];
const data = async (call: Call, service: string, params: Record<string, unknown> = {}, body?: unknown) => {
  const reply = await call(service, params, body);
  expect(reply.success ?? reply.code === '000000', `${service}: ${reply.message}`).toBe(true);
  return reply.data;
};

/** Every row of a paged { total, list } service, page by page as its list loads them. */
async function allRows<T>(call: Call, service: string, params: Record<string, unknown> = {}) {
  const rows: T[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await data(call, service, { ...params, pageNo, pageSize: 50 });
    rows.push(...page.list);
    if (page.list.length === 0 || rows.length >= page.total) return rows;
  }
}

/** A policy's premiums in a year, as VIP rates them: a monthly premium twelve times. */
const yearly = (p: PolicyRow) => p.premium * (p.payFrequencyName === '月交' ? 12 : 1);

/** What the pages show: home, policy list and contract, VIP, family, elderly centre, preservation hub, claims. */
export async function readWorld(call: Call) {
  const policies: PolicyRow[] = await data(call, 'face.policyList', { state: 'all' });
  const details = Object.fromEntries(await Promise.all(policies.map(async (p) => [p.policyNo, await data(call, 'face.policyDetail', { policyNo: p.policyNo })] as const)));
  return {
    policies, details,
    activeList: (await data(call, 'face.policyList', { state: 'active' })) as PolicyRow[],
    profile: await data(call, 'face.userInfo'),
    todos: await data(call, 'face.toDoList', {}, { pageNo: 1, pageSize: 50 }) as { toDoneSize: number; toDoneList: Todo[] },
    homeTodos: await data(call, 'face.toDoList', {}, { pageNo: 1, pageSize: 3 }) as { toDoneSize: number; toDoneList: Todo[] },
    vip: await data(call, 'face.vipEquity'),
    guarantee: await data(call, 'customerBaobei.guarantee'),
    homeMembers: await data(call, 'customerBaobei.homeMembers') as Array<{ memberId: string; policyCount: number }>,
    family: await data(call, 'customerCenter.familyMemberList', {}, { includeSelf: true }) as Array<{ memberId: string; policyCount: number }>,
    annuityTerms: await data(call, 'face.annuityChangeList') as Array<{ policyNo: string; annuityAmount: number; annuityStartAge: number }>,
    contacts: await data(call, 'face.contactChangeList') as Array<{ policyNo: string; email: string; address: string }>,
    occupations: await data(call, 'face.occupationChangeList') as Array<{ custNo: string; occupationCode: string }>,
    lapsed: await data(call, 'face.reinstatementList') as Array<{ policyNo: string }>,
    renewals: await data(call, 'face.reinsurancePendingList') as Array<{ policyNo: string; premium: number }>,
    claims: await allRows<{ claimId: string; claimNo: string; status: string }>(call, 'face.claimList', { status: 'all' }),
    payments: await allRows<Payment>(call, 'face.policyPaymentList'),
    claimCount: await data(call, 'face.claimCount'),
    funds: await data(call, 'face.survivalFundSummary'),
  };
}

/** Every text a claim's detail shows: its progress, conclusion and open issues. */
export async function readClaimDetails(call: Call, world: World) {
  return Promise.all(world.claims.map((claim) => data(call, 'face.claimDetail', { id: claim.claimId })));
}

/** Amounts of money, where texts quote them, read ¥ and two decimals (docs/authoring.md), never 4,926.40 元. */
export function expectAmountsInYuanSign(views: unknown): void {
  expect(JSON.stringify(views).match(/[\d,]+\.\d{2} ?元/g) ?? []).toEqual([]);
}
export type World = Awaited<ReturnType<typeof readWorld>>;

const sorted = (values: string[]) => [...values].sort();
const todosOf = (world: World, type: string) => world.todos.toDoneList.filter((t) => t.businessType === type);

/** Asserts that every fact the world states twice reads the same in both places. */
export function expectOneWorld(world: World): void {
  expectAmountsInYuanSign(world);
  const active = world.policies.filter((p) => ACTIVE.includes(p.state));

  // The policy list, its 保障中 tab, the contract, the home and the elderly centre count and price the same policies.
  expect(sorted(world.activeList.map((p) => p.policyNo))).toEqual(sorted(active.map((p) => p.policyNo)));
  expect(world.guarantee.policyCount).toBe(active.length);
  expect(world.guarantee.totalSumInsured).toBe(active.reduce((sum, p) => sum + p.sumInsured, 0));
  for (const p of world.policies) expect(world.details[p.policyNo]).toMatchObject({ state: p.state, premium: p.premium, sumInsured: p.sumInsured });

  // VIP counts each in-force policy at a year of the premium the policy list shows.
  expect(sorted(world.vip.detailStandPrem.map((d: { policyNo: string }) => d.policyNo))).toEqual(sorted(active.map((p) => p.policyNo)));
  for (const d of world.vip.detailStandPrem) expect(d.standPrem).toBe(yearly(world.policies.find((p) => p.policyNo === d.policyNo)!));
  expect(world.vip.standPrem).toBe(active.reduce((sum, p) => sum + yearly(p), 0));

  // The payment records list the premiums each contract lists, newest first, and nothing else.
  expect(world.payments).toHaveLength(world.policies.reduce((sum, p) => sum + world.details[p.policyNo].payments.length, 0));
  for (const p of world.policies) {
    const listed = world.payments.filter((r) => r.policyNo === p.policyNo).map(({ dueDate, paidDate, amount, channelName }) => ({ dueDate, paidDate, amount, channelName }));
    expect(listed).toEqual(world.details[p.policyNo].payments);
  }

  // An annuity duty pays what the annuity terms say, on the contract and in the change list.
  for (const terms of world.annuityTerms) {
    const detail = world.details[terms.policyNo];
    expect(detail.annuity).toMatchObject({ amount: terms.annuityAmount, startAge: terms.annuityStartAge });
    expect(detail.coverages.find((c: { name: string }) => c.name === '养老年金').amount).toBe(terms.annuityAmount);
  }

  // Each person's 作为被保险人 count is the same on the family list and the guardian home, and every in-force
  // policy the customer holds insures exactly one of them; the customer's own count is what insures them.
  for (const person of world.family) expect(world.homeMembers.find((m) => m.memberId === person.memberId)!.policyCount).toBe(person.policyCount);
  expect(world.family.find((person) => person.memberId === 'SELF')!.policyCount).toBe(active.filter((p) => p.insuredCustomerNo === world.profile.id).length);
  expect(world.family.reduce((sum, person) => sum + person.policyCount, 0)).toBe(active.length);
  // The family cover of the customer includes the annuity as its terms pay it.
  const selfCover = world.guarantee.members.find((m: { memberId: string }) => m.memberId === 'SELF').coverage;
  const annuities = world.annuityTerms.filter((t) => active.some((p) => p.policyNo === t.policyNo && p.insuredCustomerNo === world.profile.id));
  expect(selfCover.find((c: { category: string }) => c.category === 'annuity').amount).toBe(annuities.reduce((sum, t) => sum + t.annuityAmount, 0));

  // The to-dos are what the policies, claims and funds ask for: nothing stale, nothing missing.
  expect(world.todos.toDoneSize).toBe(world.todos.toDoneList.length);
  expect(world.homeTodos.toDoneSize).toBe(world.todos.toDoneSize);
  expect(world.homeTodos.toDoneList).toEqual(world.todos.toDoneList.slice(0, 3));
  const lapsed = world.policies.filter((p) => p.state === 'lapsed').map((p) => p.policyNo);
  expect(sorted(world.lapsed.map((p) => p.policyNo))).toEqual(sorted(lapsed));
  expect(todosOf(world, 'REINSTATEMENT').map((t) => lapsed.find((no) => t.content.includes(no)))).toEqual(expect.arrayContaining(lapsed));
  expect(todosOf(world, 'REINSTATEMENT')).toHaveLength(lapsed.length);
  const due = world.policies.filter((p) => p.state === 'renewalDue').map((p) => p.policyNo);
  expect(sorted(world.renewals.map((r) => r.policyNo))).toEqual(sorted(due));
  expect(todosOf(world, 'RENEWAL')).toHaveLength(due.length);
  for (const no of due) expect(todosOf(world, 'RENEWAL').some((t) => t.content.includes(no))).toBe(true);
  for (const r of world.renewals) expect(r.premium).toBe(world.policies.find((p) => p.policyNo === r.policyNo)!.premium);
  const supplement = world.claims.filter((c) => c.status === 'supplement');
  expect(world.claimCount.supplement).toBe(supplement.length);
  expect(world.claimCount.total).toBe(world.claims.length);
  expect(todosOf(world, 'CLAIM_SUPPLEMENT').map((t) => supplement.find((c) => t.content.includes(c.claimNo))?.claimNo)).toEqual(supplement.map((c) => c.claimNo));
  expect(todosOf(world, 'SURVIVAL_FUND')).toHaveLength(world.funds.toReceiveCount);

  // The insured's occupation is the profile's, and the contact the profile holds is on every policy it was changed on.
  expect(world.occupations.find((o) => o.custNo === world.profile.id)?.occupationCode ?? world.profile.occupationCode).toBe(world.profile.occupationCode);
}

// @vitest-environment node
// The demo customer's claims, 鸿泰豆 history and payment records are long enough to page: read page by page, as
// the lists load them while the customer scrolls, each shows every entry exactly once, newest first, and agrees
// with the figures other views state (the claim counts, the bean balance, the sign-in streak, the to-dos, the
// contracts' payments). The change history and public information page the same way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue, endpointUrl, signedInSandbox } from './harness';
import { claimCategory } from '../../../sandbox/seed/claims';
import { seedState } from '../../../sandbox/seed';

const live = signedInSandbox();
beforeEach(() => { process.env.SANDBOX_NOW = '2026-11-24T10:00:00+08:00'; });
afterEach(() => { delete process.env.SANDBOX_NOW; });

async function call(service: string, params: Record<string, unknown> = {}, body?: unknown) {
  const endpoint = catalogue.endpoints.get(service)!;
  const reply = await live.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers: live.auth, body });
  expect(reply.json.success, `${service}: ${reply.json.message}`).toBe(true);
  return reply.json.data;
}

/** Every page of a { total, list } service at 10 a page, with the total each page stated. */
async function walk<T>(service: string, params: Record<string, unknown>) {
  const items: T[] = [];
  const totals = new Set<number>();
  for (let pageNo = 1; pageNo < 100; pageNo += 1) {
    const page = await call(service, { ...params, pageNo, pageSize: 10 });
    totals.add(page.total);
    if (page.list.length === 0) break;
    expect(page.list.length).toBeLessThanOrEqual(10);
    items.push(...page.list);
  }
  expect([...totals]).toHaveLength(1);
  return { items, total: [...totals][0] };
}

const descending = (values: string[]) => expect(values).toEqual([...values].sort().reverse());
const once = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);

interface ClaimRow { claimId: string; claimNo: string; insuredName: string; claimType: string; accidentDate: string; applyDate: string; status: string }
interface BeanRow { id: string; title: string; amount: number; time: string }

describe('claim list pages', () => {
  it('each status tab pages through its claims once each, newest application first, as many as the tab counts', async () => {
    const counts = await call('face.claimCount');
    const tabs = { all: counts.total, processing: counts.processing, supplement: counts.supplement, finished: counts.finished };
    const read: Record<string, ClaimRow[]> = {};
    for (const [status, count] of Object.entries(tabs)) {
      const { items, total } = await walk<ClaimRow>('face.claimList', { status });
      once(items.map((c) => c.claimId));
      descending(items.map((c) => `${c.applyDate}${c.claimNo}`));
      expect(total).toBe(count);
      expect(items).toHaveLength(count);
      read[status] = items;
    }
    expect(counts.total).toBeGreaterThanOrEqual(60);
    const byTab = [...read.processing, ...read.supplement, ...read.finished].map((c) => c.claimId).sort();
    expect(byTab).toEqual(read.all.map((c) => c.claimId).sort());
  });

  it('every claim was made on a policy of the customer that covered its insured for that kind of claim on the accident day', () => {
    // The policy's duties by category are not in any service's reply: read them where claimTrial reads them.
    const world = seedState();
    for (const claim of world.claims) {
      const covering = world.policies.filter((p) => p.customerId === claim.customerId && p.insuredName === claim.insuredName && p.effectiveDate <= claim.accidentDate
        && (p.expiryDate === '终身' || claim.accidentDate <= p.expiryDate) && p.coverages.some((c) => c.category === claimCategory[claim.claimType]));
      expect(covering, `${claim.claimNo} ${claim.insuredName} ${claim.claimType} ${claim.accidentDate}`).not.toHaveLength(0);
    }
  });

  it('a finished claim asks nothing more of the customer: no open issue, no to-do, nothing to cancel, and a paid one says where the money went', async () => {
    const { items } = await walk<ClaimRow & { paidAmount: number | null }>('face.claimList', { status: 'finished' });
    for (const claim of items) {
      const detail = await call('face.claimDetail', { id: claim.claimId });
      expect(detail).toMatchObject({ issueCount: 0, cancellable: false });
      if (claim.status === 'paid') expect(detail.progress.at(-1).description).toContain(`¥${claim.paidAmount!.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`);
    }
    const todos = await call('face.toDoList', {}, { pageNo: 1, pageSize: 50 });
    const claimTodos = todos.toDoneList.filter((t: { businessType: string }) => t.businessType === 'CLAIM_SUPPLEMENT');
    expect(claimTodos.map((t: { content: string }) => t.content).join()).not.toMatch(new RegExp(items.map((c) => c.claimNo).join('|')));
  });
});

describe('鸿泰豆 history pages', () => {
  it('each filter pages through its records once each, newest first, and the whole history adds up to the balance', async () => {
    const all = await walk<BeanRow>('face.beanHistory', { type: 'all' });
    const income = await walk<BeanRow>('face.beanHistory', { type: 'income' });
    const expense = await walk<BeanRow>('face.beanHistory', { type: 'expense' });
    for (const { items, total } of [all, income, expense]) {
      once(items.map((r) => r.id));
      descending(items.map((r) => r.time));
      expect(items).toHaveLength(total);
    }
    expect(all.total).toBeGreaterThanOrEqual(120);
    expect(income.items.every((r) => r.amount > 0) && expense.items.every((r) => r.amount < 0)).toBe(true);
    expect([...income.items, ...expense.items].map((r) => r.id).sort()).toEqual(all.items.map((r) => r.id).sort());
    const account = await call('face.beanAccount');
    expect(all.items.reduce((sum, r) => sum + r.amount, 0)).toBe(account.balance);
    expect(account.balance).toBe(2680);
  });

  it('the history never spends more beans than the account held', async () => {
    const { items } = await walk<BeanRow>('face.beanHistory', { type: 'all' });
    let held = 0;
    for (const record of [...items].reverse()) {
      held += record.amount;
      expect(held, `${record.time} ${record.title}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('the streak the account shows is the run of daily sign-ins the history ends with, and today\'s sign-in is its 7th day', async () => {
    const account = await call('face.beanAccount');
    const { items } = await walk<BeanRow>('face.beanHistory', { type: 'income' });
    const signInDays = new Set(items.filter((r) => r.title.includes('签到')).map((r) => r.time.slice(0, 10)));
    const streak = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
    expect(account).toMatchObject({ signedToday: false, continuousSignDays: streak.length });
    expect(streak.every((day) => signInDays.has(day)) && !signInDays.has('2026-11-17')).toBe(true);
    expect(await call('face.beanSignIn', {}, {})).toMatchObject({ gained: 50, continuousSignDays: 7, balance: account.balance + 50 });
  });
});

interface PaymentRow { policyNo: string; productName: string; dueDate: string; paidDate: string; amount: number; channelName: string }

describe('payment records pages', () => {
  it('page through every premium of every policy once, newest due first, each policy\'s as its contract lists them', async () => {
    const all = await walk<PaymentRow>('face.policyPaymentList', {});
    once(all.items.map((r) => `${r.policyNo} ${r.dueDate}`));
    descending(all.items.map((r) => `${r.dueDate} ${r.policyNo}`));
    expect(all.items).toHaveLength(all.total);
    expect(all.total).toBeGreaterThanOrEqual(36);
    const policies: Array<{ policyNo: string }> = await call('face.policyList', { state: 'all' });
    for (const { policyNo } of policies) {
      const one = await walk<PaymentRow>('face.policyPaymentList', { policyNo });
      expect(one.items).toEqual(all.items.filter((r) => r.policyNo === policyNo));
      const { payments } = await call('face.policyDetail', { policyNo });
      expect(one.items.map(({ dueDate, paidDate, amount, channelName }) => ({ dueDate, paidDate, amount, channelName }))).toEqual(payments);
    }
  });
});

describe('change history pages', () => {
  it('page through every application once, the latest first', async () => {
    const { items, total } = await walk<{ businessNo: string; applyDate: string }>('face.preservationList', {});
    once(items.map((e) => e.businessNo));
    descending(items.map((e) => `${e.applyDate} ${e.businessNo}`));
    expect(items).toHaveLength(total);
    expect(total).toBeGreaterThan(0);
  });
});

describe('public information pages', () => {
  it('each category pages through its articles once, the latest first, and the categories together make the whole list', async () => {
    const all = await walk<{ id: string; publishDate: string; category: string }>('face.publicInfoList', {});
    const byCategory: string[] = [];
    for (const category of ['basic', 'finance', 'solvency', 'product', 'major']) {
      const { items, total } = await walk<{ id: string; publishDate: string; category: string }>('face.publicInfoList', { category });
      expect(items).toHaveLength(total);
      expect(items.every((a) => a.category === category)).toBe(true);
      byCategory.push(...items.map((a) => a.id));
    }
    once(all.items.map((a) => a.id));
    descending(all.items.map((a) => a.publishDate));
    expect(all.items).toHaveLength(all.total);
    expect(byCategory.sort()).toEqual(all.items.map((a) => a.id).sort());
  });
});

// The customer's world as the model-based journeys see it: calls by service id over HTTP, and one reading of
// every answer that shows a policy's status, a payment, an application or a balance, taken after each step.
import { catalogue, endpointUrl, type Sandbox } from '../harness';
import { addDays } from '../../../../sandbox/format';
import { TEST_SANDBOX_NOW } from '../../../../sandbox/test-clock';

export const ANNUITY = '8620210310000123';
export const MEDICAL = '8620251201000789';
export const LAPSED = '8620200815000321';
/** A second customer (sandbox/README.md, scenario phones): what is the demo customer's is never theirs to read. */
export const STRANGER_PHONE = '13900000009';

/** The day every journey starts on: the browser tests' (sandbox/test-clock.ts). */
export const START_DAY = TEST_SANDBOX_NOW.slice(0, 10);

export interface Envelope { success?: boolean; code: string; message: string; data: any }

/** Whether a service accepted the call, in either envelope (`success: true`, or code `000000`). */
export const accepted = (reply: Envelope) => reply.success === true || reply.code === '000000';

export class JourneyWorld {
  /** The world's day, moved on by the journey (POST __sandbox/clock). */
  day = START_DAY;
  /** Every payment order the journey opened, with what it pays for: one premium or one application's arrears. */
  readonly orders = new Map<string, { key: string; policyNo: string }>();
  /** The steps the server saw pass for each reinstatement application: what the next step may require. */
  readonly applications = new Map<string, { insuredVerified: boolean; healthAnswered: boolean }>();
  /** What each step did, in words a person can replay: printed with a failing journey. */
  readonly steps: string[] = [];

  constructor(readonly sandbox: Sandbox, readonly auth: Record<string, string>, readonly strangerAuth: Record<string, string>) {}

  async call(service: string, params: Record<string, unknown> = {}, body?: unknown, headers = this.auth): Promise<Envelope> {
    const endpoint = catalogue.endpoints.get(service);
    if (!endpoint) throw new Error(`no service ${service}`);
    const reply = await this.sandbox.request(endpoint.method, endpointUrl(endpoint, params), { headers, body });
    return reply.json as Envelope;
  }

  async data(service: string, params: Record<string, unknown> = {}, body?: unknown): Promise<any> {
    const reply = await this.call(service, params, body);
    if (!accepted(reply)) throw new Error(`${service} failed: ${reply.code} ${reply.message}`);
    return reply.data;
  }

  /** Every row of a paged list, page by page as a customer scrolling to its end would get them. */
  async all(service: string, params: Record<string, unknown> = {}): Promise<any[]> {
    const rows: any[] = [];
    for (let pageNo = 1; ; pageNo += 1) {
      const { list } = await this.data(service, { ...params, pageNo, pageSize: 50 });
      rows.push(...list);
      if (list.length < 50) return rows;
    }
  }

  async moveClock(days: number): Promise<void> {
    this.day = addDays(this.day, days);
    await this.sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at: `${this.day}T10:00:00+08:00` } });
  }

  /** A face check started for `businessType`, passed or failed on the vendor's stand-in page as the customer chose. */
  async faceCheck(businessType: string, passes: boolean): Promise<string> {
    const { bizToken } = await this.data('face.livingBodyRecognition', {}, { businessType, redirectUrl: '/official/' });
    await fetch(`${this.sandbox.origin}/official-api/stand-in/face-check/done?bizToken=${bizToken}&returnUrl=/official/&choice=${passes ? 'passed' : 'cancel'}`, { redirect: 'manual' });
    return bizToken;
  }

  /**
   * Pays an order at the stand-in cashier as the payer chooses, then reads its result `reads` times (the bank settles
   * a paid one at the second); the journey tracks it under what it pays (`key`) and its policy. Answers the last result read.
   */
  async payAtCashier(orderId: string, key: string, outcome: string, reads = 2): Promise<any> {
    const { policyNo } = (await this.sandbox.request('GET', `/official-api/__sandbox/cashier?orderId=${orderId}`)).json.data;
    this.orders.set(orderId, { key, policyNo });
    await this.sandbox.request('POST', '/official-api/__sandbox/cashier', { body: { orderId, outcome } });
    let result: any;
    for (let read = 0; read < reads; read += 1) result = (await this.call('face.payResult', { orderId })).data;
    return result;
  }

  /** An order as the stand-in cashier shows it: reading it asks the bank nothing. */
  async orderStatus(orderId: string): Promise<string> {
    return (await this.sandbox.request('GET', `/official-api/__sandbox/cashier?orderId=${orderId}`)).json.data.status;
  }

  note(step: string): void {
    this.steps.push(`${this.day} ${step}`);
  }
}

export interface Reading {
  /** Each policy's status, as its list answers it (the other answers are checked against it). */
  statuses: Map<string, string>;
  orders: Map<string, string>;
  /** Each reinstatement application's status, from the change records. */
  applications: Map<string, string>;
  /** Each application to buy a policy (投保单) and its status, from 我的投保单. */
  purchases: Map<string, string>;
}

const idsOf = (todos: Array<{ id: string }>, prefix: string) => new Set(todos.map((t) => t.id).filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length)));
const sorted = (values: Iterable<string>) => [...values].sort();

function agree(what: string, expected: unknown, actual: unknown): void {
  if (JSON.stringify(expected) !== JSON.stringify(actual)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * Reads every answer that shows the same facts and checks that they agree: a policy's status in the list, its
 * detail and its status answer; what is in force on the home page, the family cover and VIP; the to-dos and the
 * reinstatement list against the statuses; one open application per policy and kind; the bean balance and its ledger.
 */
export async function readWorld(world: JourneyWorld): Promise<Reading> {
  const list: Array<{ policyNo: string; state: string; inForce: boolean; continuable: boolean }> = await world.data('face.policyList', { state: 'all' });
  const statuses = new Map(list.map((p) => [p.policyNo, p.state]));
  for (const policy of list) {
    agree(`policyDetail ${policy.policyNo}`, policy.state, (await world.data('face.policyDetail', { policyNo: policy.policyNo })).state);
    agree(`policyState ${policy.policyNo}`, policy.state, (await world.data('face.policyState', { policyNo: policy.policyNo })).state);
  }
  const inForce = list.filter((p) => p.inForce).map((p) => p.policyNo);
  agree('in force: 保障中 on the home page', inForce.length, (await world.data('userCenter.guaranteeUserCheck')).policyCount);
  agree('in force: the family cover', inForce.length, (await world.data('customerBaobei.guarantee')).policyCount);
  agree('in force: what VIP counts', sorted(inForce), sorted((await world.data('face.vipEquity')).detailStandPrem.map((p: { policyNo: string }) => p.policyNo)));
  agree('in force: the policy list\'s 保障中 tab', sorted(inForce), sorted((await world.data('face.policyList', { state: 'active' })).map((p: { policyNo: string }) => p.policyNo)));

  const todos = (await world.data('face.toDoList', {}, {})).toDoneList;
  const continuable = sorted(list.filter((p) => p.continuable).map((p) => p.policyNo));
  agree('续保提醒 to-dos', continuable, sorted(idsOf(todos, 'TD-RN-')));
  agree('待续保 continuations', continuable, sorted((await world.data('face.reinsurancePendingList')).map((c: { policyNo: string }) => c.policyNo)));
  const lapsed = sorted(list.filter((p) => p.state === 'lapsed').map((p) => p.policyNo));
  agree('保单效力中止 to-dos', lapsed, sorted(idsOf(todos, 'TD-RE-')));
  agree('the reinstatement list', lapsed, sorted((await world.data('face.reinstatementList')).map((p: { policyNo: string }) => p.policyNo)));

  const records: Array<{ businessNo: string; type: string; status: string; policies: Array<{ policyNo: string }> }> = await world.all('face.preservationList');
  const open = new Map<string, string>();
  for (const record of records.filter((r) => ['draft', 'processing', 'awaitingPayment', 'accepted'].includes(r.status))) {
    for (const { policyNo } of record.policies) {
      const slot = `${record.type} ${policyNo}`;
      if (open.has(slot)) throw new Error(`two open ${record.type} applications of ${policyNo}: ${open.get(slot)} and ${record.businessNo}`);
      open.set(slot, record.businessNo);
    }
  }

  const orders = new Map<string, string>();
  for (const orderId of world.orders.keys()) orders.set(orderId, await world.orderStatus(orderId));
  const paidKeys = [...orders].filter(([, status]) => status === 'success' || status === 'processing').map(([id]) => world.orders.get(id)!.key);
  if (new Set(paidKeys).size !== paidKeys.length) throw new Error(`a premium or arrears collected twice: ${paidKeys.join(', ')}`);
  const waiting = [...orders].filter(([, status]) => status === 'processing').map(([id]) => world.orders.get(id)!.policyNo);
  if (new Set(waiting).size !== waiting.length) throw new Error(`two payments of one policy wait on the bank: ${waiting.join(', ')}`);

  const account = await world.data('face.beanAccount');
  const history = await world.all('face.beanHistory');
  agree('the bean balance and its ledger', account.balance, history.reduce((sum: number, h: { amount: number }) => sum + h.amount, 0));

  // A paid application is one policy, under the number it reserved, and a policy number is never issued twice.
  const purchases: Array<{ orderNo: string; status: string; policyNo: string | null }> = await world.data('face.insuranceOrderList');
  const numbers = list.map((p) => p.policyNo);
  if (new Set(numbers).size !== numbers.length) throw new Error(`a policy number is listed twice: ${numbers.join(', ')}`);
  for (const { orderNo, policyNo } of purchases.filter((p) => p.status === 'issued')) {
    if (!policyNo || !statuses.has(policyNo)) throw new Error(`application ${orderNo} is issued, but its policy ${policyNo} is not in 我的保单`);
  }

  return {
    statuses, orders, applications: new Map(records.filter((r) => r.type === 're').map((r) => [r.businessNo, r.status])),
    purchases: new Map(purchases.map((p) => [p.orderNo, p.status])),
  };
}

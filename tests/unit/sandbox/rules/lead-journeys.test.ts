// @vitest-environment node
// Model-based journeys of a campaign's leads: operations hand activities over to the core system's back office
// (windows in the past, now or ahead, handed over again with new dates), days pass, visitors and signed-in
// customers leave leads with a right or wrong SMS code, and people read a lead's result with its token, as its
// owner, as another customer or with the lead number alone. After every step the lead service must have done what
// the register's rules say: a lead only for a known activity that has started and not ended, with the right code,
// once per activity and phone; a result only for the browser that left the lead or the signed-in customer who did.
// A fixed seed runs in `npm test`; LEAD_JOURNEYS=<runs> runs more with a new seed each time.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startSandbox, type Sandbox } from '../harness';
import { accepted, JourneyWorld, START_DAY, STRANGER_PHONE, type Envelope } from './journey-world';
import { addDays } from '../../../../sandbox/format';
import { leads as seededLeads } from '../../../../sandbox/seed/products';

const runs = Number(process.env.LEAD_JOURNEYS ?? 25);
const TOKEN = 'lead-journeys-back-office';
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ backOfficeToken: TOKEN });
});
afterAll(() => sandbox.close());

/** A running built-in campaign, an ended one, two the journey hands over, and one nobody registered. */
const RUNNING = 'ACT_SERVICE_2026';
const ENDED = 'ACT2025SPRING';
const HANDED = ['A', 'B'] as const;
type Handed = (typeof HANDED)[number];
const PHONES = ['13912340001', '13912340002', '13800138000'];

interface Lead { leadNo: string; resultToken: string; signedIn: boolean }
interface Model {
  /** Each handed-over activity's window, in days from the journey's first day (the last hand-over wins). */
  windows: Map<Handed, { from: number; to: number }>;
  /** Days since the journey's first day. */
  day: number;
  /** `code:phone` of every lead taken (the seeded world's included). */
  taken: Set<string>;
  leads: Lead[];
}

class LeadWorld extends JourneyWorld {
  /** This journey's own activity codes: the back office's register outlives a reset of the customer's world. */
  constructor(sandbox: Sandbox, auth: Record<string, string>, strangerAuth: Record<string, string>, readonly run: number) {
    super(sandbox, auth, strangerAuth);
  }
  code = (handed: Handed) => `ACT_MODEL_${this.run}_${handed}`;
}
type Command = fc.AsyncCommand<Model, LeadWorld>;

const at = (day: number) => `${addDays(START_DAY, day)}T00:00:00+08:00`;

/** Hands an activity over with a window from `from` to `to` days (midnight, China time). */
class HandOver implements Command {
  constructor(readonly handed: Handed, readonly from: number, readonly length: number) {}
  check = () => true;
  async run(model: Model, world: LeadWorld) {
    const window = { from: this.from, to: this.from + this.length };
    const reply = await world.sandbox.request('PUT', `/official-api/back-office/campaign-activities/${world.code(this.handed)}`, {
      body: { name: `模型活动${this.handed}`, startsAt: at(window.from), endsAt: at(window.to), pagePath: '/act-general-service' },
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    world.note(`登记活动 ${this.handed}：第 ${window.from} 至 ${window.to} 天`);
    if (!accepted(reply.json)) throw new Error(`the back office refused a valid hand-over: ${reply.json.message}`);
    model.windows.set(this.handed, window);
  }
  toString = () => `HandOver(${this.handed}, ${this.from}, ${this.length})`;
}

class PassDays implements Command {
  constructor(readonly days: number) {}
  check = () => true;
  async run(model: Model, world: LeadWorld) {
    await world.moveClock(this.days);
    model.day += this.days;
    world.note(`过了 ${this.days} 天（第 ${model.day} 天 10:00）`);
  }
  toString = () => `PassDays(${this.days})`;
}

/** Why the register refuses a lead, or undefined when it must take it. */
function refusal(model: Model, activity: string, phone: string, rightCode: boolean): string | undefined {
  const handed = HANDED.find((name) => activity.endsWith(`_${name}`));
  const window = handed && model.windows.get(handed);
  // The clock stands at 10:00 on the day: a window starting that day has started, one ending that day has ended.
  if (activity !== RUNNING && activity !== ENDED && !window) return '活动不存在';
  if (activity === ENDED || (window && window.to <= model.day)) return '已结束';
  if (window && window.from > model.day) return '开始';
  if (!rightCode) return '验证码';
  if (model.taken.has(`${activity}:${phone}`)) return '已提交过';
  return undefined;
}

class LeaveLead implements Command {
  constructor(readonly activity: Handed | typeof RUNNING | typeof ENDED | 'ACT_NEVER_REGISTERED', readonly phone: string, readonly rightCode: boolean, readonly signedIn: boolean) {}
  check = () => true;
  async run(model: Model, world: LeadWorld) {
    const code = HANDED.includes(this.activity as Handed) ? world.code(this.activity as Handed) : this.activity;
    const reply = await world.call('face.leadSubmit', {}, { activityCode: code, name: '王小明', phone: this.phone, verifyCode: this.rightCode ? '123456' : '000000', consent: true, pageCode: 'ACT_MODEL' }, this.signedIn ? world.auth : {});
    world.note(`留资 ${code} ${this.phone}${this.signedIn ? '（已登录）' : ''}${this.rightCode ? '' : '（验证码错误）'}：${accepted(reply) ? reply.data.leadNo : reply.message}`);
    const why = refusal(model, code, this.phone, this.rightCode);
    if (why === undefined) {
      if (!accepted(reply)) throw new Error(`refused a lead the rules allow: ${reply.message}`);
      model.taken.add(`${code}:${this.phone}`);
      model.leads.push({ leadNo: reply.data.leadNo, resultToken: reply.data.resultToken, signedIn: this.signedIn });
    } else {
      if (accepted(reply)) throw new Error(`took a lead the rules refuse (${why})`);
      if (!reply.message.includes(why)) throw new Error(`refused for another reason than "${why}": ${reply.message}`);
    }
  }
  toString = () => `LeaveLead(${this.activity}, ${this.phone}, ${this.rightCode}, ${this.signedIn})`;
}

/** Reads a lead's result: with the token its browser keeps, as the signed-in customer, as another customer, or with its number alone. */
class ReadResult implements Command {
  constructor(readonly index: number, readonly as: 'token' | 'owner' | 'stranger' | 'number') {}
  check = (model: Readonly<Model>) => model.leads.length > 0;
  async run(model: Model, world: LeadWorld) {
    const lead = model.leads[this.index % model.leads.length];
    const params = { leadNo: lead.leadNo, ...(this.as === 'token' && { resultToken: lead.resultToken }) };
    const headers = this.as === 'owner' ? world.auth : this.as === 'stranger' ? world.strangerAuth : {};
    const reply: Envelope = await world.call('face.leadResult', params, undefined, headers);
    world.note(`查看预约 ${lead.leadNo}（${this.as}）：${accepted(reply) ? '可见' : reply.message}`);
    const readable = this.as === 'token' || (this.as === 'owner' && lead.signedIn);
    if (readable !== accepted(reply)) throw new Error(readable ? `its reader was refused: ${reply.message}` : 'a lead\'s name and phone reached someone who did not leave it');
  }
  toString = () => `ReadResult(${this.index}, ${this.as})`;
}

const commands = [
  fc.tuple(fc.constantFrom(...HANDED), fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 30 })).map(([handed, from, length]) => new HandOver(handed, from, length)),
  fc.integer({ min: 1, max: 12 }).map((days) => new PassDays(days)),
  fc.tuple(fc.constantFrom(...HANDED, RUNNING, ENDED, 'ACT_NEVER_REGISTERED' as const), fc.constantFrom(...PHONES), fc.boolean(), fc.boolean())
    .map(([activity, phone, rightCode, signedIn]) => new LeaveLead(activity, phone, rightCode, signedIn)),
  fc.tuple(fc.nat(), fc.constantFrom('token', 'owner', 'stranger', 'number') as fc.Arbitrary<ReadResult['as']>).map(([index, as]) => new ReadResult(index, as)),
];

describe('a campaign\'s leads, over random journeys of operations and visitors', () => {
  it('takes a lead only as the register allows, and shows it only to whoever left it', async () => {
    const token = async (phone?: string) => ({ Authorization: `Bearer ${await sandbox.login(phone)}` });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16 }), async (journey) => {
        await sandbox.request('POST', '/official-api/__sandbox/reset');
        const world = new LeadWorld(sandbox, await token(), await token(STRANGER_PHONE), (run += 1));
        await world.moveClock(0);
        const model: Model = { windows: new Map(), day: 0, taken: new Set(seededLeads().map((lead) => `${lead.activityCode}:${lead.phone}`)), leads: [] };
        const explained = [...journey].map((command): Command => ({
          check: (m) => command.check(m) === true,
          run: async (m, w) => {
            try {
              await command.run(m, w);
            } catch (error) {
              throw new Error(`${(error as Error).message}\n  journey:\n    ${w.steps.join('\n    ')}`, { cause: error });
            }
          },
          toString: () => command.toString(),
        }));
        await fc.asyncModelRun(() => ({ model, real: world }), explained);
      }),
      { numRuns: runs, seed: process.env.LEAD_JOURNEYS ? undefined : 20261206, verbose: 1 },
    );
  }, 120_000);
});

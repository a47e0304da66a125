// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { changeEffectiveDate, inChangeHours } from '../../../sandbox/working-days';
import { confirmation, signedInSandbox } from './harness';

const live = signedInSandbox();
const api = '/official-api/face/rest';
const get = (path: string) => live.sandbox.request('GET', `${api}/${path}`, { headers: live.auth });
const post = (path: string, body: Record<string, unknown>) => live.sandbox.request('POST', `${api}/${path}`, { headers: live.auth, body });
/** The seeded email change BQ20261120002 of the annuity policy, confirmed with the customer's own face check and the SMS code. */
const confirmEmailChange = async () => post('endorse/am/confirm/BQ20261120002', await confirmation(live.call, 'ENDORSE_AM'));
const annuityEmail = async () => ((await get('endorse/am/list')).json.data as Array<{ policyNo: string; email: string }>)
  .find((p) => p.policyNo === '8620210310000123')!.email;

afterEach(() => { delete process.env.SANDBOX_NOW; });

describe('policy-change hours', () => {
  it('are working days from 08:30 to 20:00; a change made outside them takes effect when they next open', () => {
    expect(inChangeHours('2026-11-24 10:00:00')).toBe(true);
    expect(inChangeHours('2026-11-24 20:00:00')).toBe(false);
    expect(changeEffectiveDate('2026-11-24 21:30:00')).toBe('2026-11-25');
    expect(changeEffectiveDate('2026-11-25 07:00:00')).toBe('2026-11-25');
    // Friday evening and the weekend lead to Monday; the National Day week to the day after it.
    expect(changeEffectiveDate('2026-11-27 20:05:00')).toBe('2026-11-30');
    expect(changeEffectiveDate('2026-11-29 11:00:00')).toBe('2026-11-30');
    expect(changeEffectiveDate('2026-10-03 11:00:00')).toBe('2026-10-08');
  });
});

describe('a policy change confirmed', () => {
  it('in the change hours takes effect at once', async () => {
    process.env.SANDBOX_NOW = '2026-11-24T10:00:00+08:00';
    expect((await get('endorse/work-time')).json.data).toMatchObject({ inWorkTime: true, workTime: '工作日 08:30-20:00' });
    expect((await confirmEmailChange()).json.data).toMatchObject({ result: '0', message: '办理成功，变更已生效', effectiveDate: '2026-11-24' });
    expect(await annuityEmail()).toBe('lmx1986@example.com');
  });

  it('out of the change hours is accepted, says when it takes effect, and changes the policy only on that day', async () => {
    process.env.SANDBOX_NOW = '2026-11-24T21:30:00+08:00';
    expect((await get('endorse/work-time')).json.data).toMatchObject({ inWorkTime: false, tip: '当前为非办理时间，您确认的变更将于2026年11月25日生效' });
    expect((await confirmEmailChange()).json.data).toMatchObject({ result: '4', message: '已受理，将于2026年11月25日生效', effectiveDate: '2026-11-25' });
    expect((await get('preservation/history/detail?businessNo=BQ20261120002')).json.data).toMatchObject({ status: 'accepted', statusName: '已受理，待生效', effectiveDate: '2026-11-25' });
    expect(await annuityEmail()).toBe('mingxuan.li@example.com');

    process.env.SANDBOX_NOW = '2026-11-25T09:00:00+08:00';
    expect(await annuityEmail()).toBe('lmx1986@example.com');
    const detail = (await get('preservation/history/detail?businessNo=BQ20261120002')).json.data;
    expect(detail).toMatchObject({ status: 'success', statusName: '办理成功', result: '0' });
    expect(detail.progress.at(-1)).toEqual({ time: '2026-11-25 08:30:00', description: '办理成功，变更已生效' });
  });
});

describe("a world's own time", () => {
  const setTime = (at: unknown) => live.sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at } });

  it("stands in for the sandbox's clock in that world until it is cleared or the world reset", async () => {
    process.env.SANDBOX_NOW = '2026-11-24T10:00:00+08:00';
    expect((await setTime('2026-11-24T21:30:00+08:00')).status).toBe(200);
    expect((await get('endorse/work-time')).json.data).toMatchObject({ inWorkTime: false });
    expect((await confirmEmailChange()).json.data).toMatchObject({ result: '4', effectiveDate: '2026-11-25' });

    await setTime('2026-11-25T09:00:00+08:00');
    expect(await annuityEmail()).toBe('lmx1986@example.com');

    await live.sandbox.request('DELETE', '/official-api/__sandbox/clock');
    expect((await get('endorse/work-time')).json.data).toMatchObject({ inWorkTime: true });
    await setTime('2026-11-24T21:30:00+08:00');
    await live.sandbox.request('POST', '/official-api/__sandbox/reset');
    live.auth = { Authorization: `Bearer ${await live.sandbox.login()}` };
    expect((await get('endorse/work-time')).json.data).toMatchObject({ inWorkTime: true });
  });

  it('must be a time', async () => {
    const reply = await setTime('tomorrow');
    expect(reply.status).toBe(400);
    expect(reply.json.message).toContain('at 须为 ISO 时间');
  });
});

describe('the change history', () => {
  it('lists the latest application first', async () => {
    const history = (await get('preservation/history/list')).json.data.list as Array<{ applyDate: string }>;
    const dates = history.map((e) => e.applyDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-11-21');
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const WELFARE = '/official-api/face/rest/agent-welfare';

const setClock = (at: string) => live.sandbox.request('POST', '/official-api/__sandbox/clock', { body: { at } });
const order = (body: Record<string, unknown>) => live.sandbox.request('POST', `${WELFARE}/plan-order`, { headers: live.auth, body });
const home = async () => (await live.sandbox.request('GET', `${WELFARE}/home-page`, { headers: live.auth })).json.data;
const risksOf = async (memberId: string) =>
  (await live.sandbox.request('GET', `${WELFARE}/member-risk-info?memberId=${memberId}`, { headers: live.auth })).json.data.risks;

describe('employee welfare family plans', () => {
  it('covers only the family members an order named', async () => {
    await setClock('2026-11-24T10:00:00+08:00');
    expect((await order({ planCode: 'AW_A', memberIds: ['M001'] })).json.success).toBe(true);
    expect((await risksOf('M001')).length).toBeGreaterThan(0);
    expect(await risksOf('M002')).toEqual([]);
  });

  it('sells the year whose cover starts next month, from the first of next month to 31 December', async () => {
    await setClock('2026-11-24T10:00:00+08:00');
    expect(await home()).toMatchObject({ welfareYear: '2026', notice: expect.stringContaining('开放至 11 月 30 日') });
    expect((await order({ planCode: 'AW_A', welfareYear: '2026', memberIds: ['M001'] })).json.data)
      .toMatchObject({ amount: 398, startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('no longer sells a year in its December, when its cover would start after it ends: the next year is on sale', async () => {
    await setClock('2026-12-06T10:00:00+08:00');
    expect((await home()).welfareYear).toBe('2027');
    expect((await order({ planCode: 'AW_A', welfareYear: '2026', memberIds: ['M001'] })).json)
      .toMatchObject({ success: false, code: 'A0409', message: '2026 年度家属保障计划已停止投保，当前可投保 2027 年度计划' });
    expect((await order({ planCode: 'AW_B', welfareYear: '2027', memberIds: ['M001'] })).json.data)
      .toMatchObject({ amount: 699, startDate: '2027-01-01', endDate: '2027-12-31' });
  });

  it('enrols each person once per plan year, naming the one already enrolled', async () => {
    await setClock('2026-11-24T10:00:00+08:00');
    expect((await order({ planCode: 'AW_A', memberIds: ['M003'] })).json.success).toBe(true);
    expect((await order({ planCode: 'AW_B', memberIds: ['M001', 'M003'] })).json)
      .toMatchObject({ success: false, code: 'A0409', message: '李小雨已参加 2026 年度家属保障计划，同一年度每人只能参保一次' });
    expect((await order({ planCode: 'AW_A', memberIds: ['M002', 'M002'] })).json)
      .toMatchObject({ success: false, code: 'A0409', message: '李建国在本次投保中重复选择，同一年度每人只能参保一次' });

    await setClock('2026-12-06T10:00:00+08:00');
    expect((await order({ planCode: 'AW_A', memberIds: ['M003'] })).json.data).toMatchObject({ startDate: '2027-01-01' });
  });

  it('shows no cover once the enrolled year has ended, and takes no order for nobody', async () => {
    await setClock('2026-11-24T10:00:00+08:00');
    await order({ planCode: 'AW_A', memberIds: ['M001'] });
    await setClock('2027-01-05T10:00:00+08:00');
    expect(await risksOf('M001')).toEqual([]);
    expect((await order({ planCode: 'AW_A', memberIds: [] })).status).toBe(400);
  });
});

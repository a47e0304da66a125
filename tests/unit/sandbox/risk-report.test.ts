// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInSandbox } from './harness';

const live = signedInSandbox();
const api = '/official-api/face/rest/risk-assessment';
const get = (path: string) => live.sandbox.request('GET', `${api}/${path}`, { headers: live.auth });

interface Report { score: number; level: string; levelName: string; dimensions: Array<{ score: number; comment: string }> }

/** The one scoring model the report page explains: higher is better protected, the total is the mean. */
function expectOneModel(report: Report) {
  const mean = Math.round(report.dimensions.reduce((sum, d) => sum + d.score, 0) / report.dimensions.length);
  expect(report.score).toBe(mean);
  const [level, levelName] = report.score >= 75 ? ['L', '低风险'] : report.score >= 50 ? ['M', '中等风险'] : ['H', '高风险'];
  expect(report).toMatchObject({ level, levelName });
}

describe('the family risk report', () => {
  it('scores the family the way its dimensions do, and every view shows that score', async () => {
    const report = (await get('detail')).json.data as Report;
    expectOneModel(report);
    expect((await get('score')).json.data).toMatchObject({ score: report.score, level: report.level, levelName: report.levelName });
  });

  it('scores higher, not lower, once the family carries less debt', async () => {
    const before = (await get('detail')).json.data as Report;
    const evaluated = await live.sandbox.request('POST', `${api}/evaluation`, { headers: live.auth, body: { annualIncome: 360000, liabilities: 0, memberIds: [] } });
    const after = (await get('detail')).json.data as Report;
    expectOneModel(after);
    expect(after.score).toBeGreaterThan(before.score);
    expect(evaluated.json.data).toEqual({ score: after.score, level: after.level, levelName: after.levelName });
  });
});

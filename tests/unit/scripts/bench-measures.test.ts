// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countWaves } from '../../../scripts/lib/waves';
import { concretePath } from '../../../scripts/lib/route-url';
import { BUSY_SHARE_LIMIT, busyLine, busyShare } from '../../../scripts/bench/machine';

describe('countWaves', () => {
  it('counts one wave for requests that overlap, however many', () => {
    expect(countWaves([{ start: 0, end: 150 }, { start: 2, end: 160 }, { start: 140, end: 300 }])).toBe(1);
  });

  it('starts a wave when a request begins after every earlier one has ended', () => {
    // entry and its imports → the page and its widgets → a module loaded once the page shows
    expect(countWaves([
      { start: 400, end: 560 }, { start: 0, end: 200 }, { start: 3, end: 350 }, { start: 410, end: 900 }, { start: 1300, end: 1450 },
    ])).toBe(3);
  });

  it('counts nothing fetched as no wave', () => {
    expect(countWaves([])).toBe(0);
  });
});

describe('concretePath', () => {
  it('keeps a path without params', () => {
    expect(concretePath({ path: '/about-us' })).toBe('/about-us');
  });

  it('leaves optional params out and gives typed params their first allowed value', () => {
    expect(concretePath({ path: '/me/info/edit/:platform?', params: { platform: { values: ['xqb'] } } })).toBe('/me/info/edit');
    expect(concretePath({ path: '/me/bank-card/:mode/:id?', params: { mode: { values: ['detail', 'edit'] } } })).toBe('/me/bank-card/detail');
  });

  it('has no address for a required param without listed values', () => {
    expect(concretePath({ path: '/news/:id' })).toBeUndefined();
  });
});

describe('how busy the machine was around a bench run', () => {
  it('is a share of the CPU time of every core', async () => {
    const share = await busyShare(50);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(1);
  });

  it('warns that the figures are not comparable only when other work held more than the limit', () => {
    expect(busyLine('Before the run,', 0.03)).toBe('Before the run, the machine\'s CPU was 3 % busy with other work');
    expect(busyLine('After the run,', BUSY_SHARE_LIMIT + 0.35)).toMatch(/^Warning: After the run, the machine's CPU was \d+ % busy with other work; these figures are not comparable with a quiet run$/);
  });
});

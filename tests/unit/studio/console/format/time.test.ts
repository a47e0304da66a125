import { describe, expect, it } from 'vitest';
import { scheduleText, timeOrDash } from '../../../../../studio/console/format/time';
import { shortVersion } from '../../../../../studio/console/format/version';

describe('times and versions as staff read them', () => {
  it('shows times in Beijing time, whatever the browser\'s zone', () => {
    expect(timeOrDash('2027-02-28T16:00:00Z')).toBe('2027-03-01 00:00');
    expect(timeOrDash(null)).toBe('—');
  });

  it('shows a window with either end open', () => {
    expect(scheduleText('2027-02-28T16:00:00Z', '2027-04-29T16:00:00Z')).toBe('2027-03-01 00:00 至 2027-04-30 00:00');
    expect(scheduleText('2027-02-28T16:00:00Z', null)).toBe('2027-03-01 00:00 起');
    expect(scheduleText(null, '2027-04-29T16:00:00Z')).toBe('至 2027-04-30 00:00');
    expect(scheduleText(null, null)).toBe('未设置排期');
  });

  it('shortens a version to its first 8 hex digits', () => {
    expect(shortVersion('3f2a9c01e4b5d6f7'.padEnd(64, '0'))).toBe('3f2a9c01');
    expect(shortVersion(null)).toBe('—');
  });
});

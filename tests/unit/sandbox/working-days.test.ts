// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '../../../sandbox/working-days';

describe('working days on the official calendar', () => {
  it('skips the weekend after a Friday', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 3)).toBe('2026-12-02');
  });

  it('skips the National Day week and counts the Saturday worked in its place (调休)', () => {
    // 10-01 to 10-07 are holidays; Saturday 10-10 is a working day.
    expect(addWorkingDays('2026-09-30', 1)).toBe('2026-10-08');
    expect(addWorkingDays('2026-09-30', 3)).toBe('2026-10-10');
    expect(addWorkingDays('2026-09-30', 4)).toBe('2026-10-12');
  });

  it('skips the Spring Festival holiday and counts the Saturday worked before it', () => {
    // Saturday 02-14 is worked; 02-15 to 02-23 are holidays.
    expect(addWorkingDays('2026-02-13', 1)).toBe('2026-02-14');
    expect(addWorkingDays('2026-02-13', 3)).toBe('2026-02-25');
  });

  it('never promises a weekend or a public holiday, except the weekend days worked for National Day', () => {
    const workedWeekend = ['2026-09-20', '2026-10-10'];
    const promised = Array.from({ length: 60 }, (_, i) => addWorkingDays(new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10), 3));
    const weekend = promised.filter((day) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
    expect([...new Set(weekend)]).toEqual(workedWeekend);
    expect(promised.filter((day) => day >= '2026-10-01' && day <= '2026-10-07')).toEqual([]);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addWorkingDays, onWorkingDay } from '../../../sandbox/working-days';
import { supplementDeadline } from '../../../sandbox/rules/claims';
import { continuationEndOf, graceEndOf, lapseDateOf, reinstatementEndOf } from '../../../sandbox/rules/policy-status';
import type { Policy } from '../../../sandbox/model';

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

describe('dates a customer must meet', () => {
  it('keep a working day and move a weekend or a public holiday to the next working day', () => {
    expect(onWorkingDay('2026-11-24')).toBe('2026-11-24');
    expect(onWorkingDay('2026-12-20')).toBe('2026-12-21');
    // 10-01 is National Day; Saturday 10-10 is worked in its place.
    expect(onWorkingDay('2026-10-01')).toBe('2026-10-08');
    expect(onWorkingDay('2026-10-10')).toBe('2026-10-10');
  });

  it('end on the working day after National Day: a claim\'s supplement, a grace period, a reinstatement, a late continuation', () => {
    // 60 days after 08-02, and two years less a day after 2024-10-02, is 2026-10-01.
    expect(supplementDeadline('2026-08-02')).toBe('2026-10-08');
    expect(graceEndOf('2026-08-02')).toBe('2026-10-08');
    expect(reinstatementEndOf('2024-10-02')).toBe('2026-10-08');
    expect(continuationEndOf({ expiryDate: '2026-08-02' } as Policy)).toBe('2026-10-08');
  });

  it('keep a policy in force through a grace period that ends on a holiday, until the working day after it', () => {
    const policy = { effectiveDate: '2020-08-02', expiryDate: '终身', nextPayDate: '2026-08-02' } as Policy;
    expect(lapseDateOf(policy, '2026-10-08')).toBeNull();
    expect(lapseDateOf(policy, '2026-10-09')).toBe('2026-10-09');
  });
});

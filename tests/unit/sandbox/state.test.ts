// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateStore } from '../../../sandbox/state';
import { occupations } from '../../../sandbox/seed/occupations';
import { policyStatus } from '../../../sandbox/rules/policy-status';

/** The day the browser tests' sandbox lives on (sandbox/test-clock.ts). */
const TEST_DAY = '2026-11-24';

describe('sandbox state', () => {
  it('gives each world its own seed: a contact change in one never shows in another', () => {
    const one = new StateStore(false);
    one.current.policies[0].contact.email = 'li.new@example.com';
    expect(new StateStore(false).current.policies[0].contact.email).toBe('mingxuan.li@example.com');
  });

  it('persists to its file when asked and starts from it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sandbox-state-')), 'state.json');
    const store = new StateStore(true, file);
    store.current.bankAccounts = [];
    store.save();
    expect(JSON.parse(readFileSync(file, 'utf8')).bankAccounts).toEqual([]);
    expect(new StateStore(true, file).current.bankAccounts).toEqual([]);
    store.reset();
    expect(new StateStore(true, file).current.bankAccounts).toHaveLength(2);
  });

  it('seeds the demo data the README promises', () => {
    const { current } = new StateStore(false);
    const statuses = current.policies.map((p) => policyStatus(current, p, TEST_DAY));
    expect(new Set(statuses)).toEqual(new Set(['valid', 'paidUp', 'renewalDue', 'lapsed', 'terminated']));
    expect(current.policies.some((p) => p.annuity)).toBe(true);
    expect(current.survivalFunds.some((f) => f.status === 'toReceive')).toBe(true);
    expect(current.familyMembers).toHaveLength(3);
    expect(occupations.length).toBeGreaterThanOrEqual(60);
  });
});

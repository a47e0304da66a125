// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { settleTimeout, stateTimeout } from '../../../scripts/lib/snapshot-timeouts';

const AT_REST = { load: 0.5, cores: 2 };
/** A two-core machine with four processes wanting its cores, as when updating beside other work. */
const LOADED = { load: 4, cores: 2 };

describe('the time a snapshot state may take', () => {
  it('is Playwright\'s usual 30 s when comparing three layouts at rest', () => {
    expect(stateTimeout(3, false, AT_REST)).toBe(30_000);
  });

  it('lets one state be accepted at three sizes on a loaded two-core machine (it took 45 s where 30 s were allowed)', () => {
    expect(stateTimeout(3, true, LOADED)).toBeGreaterThanOrEqual(3 * 45_000);
    expect(stateTimeout(3, true, LOADED)).toBeGreaterThan(stateTimeout(1, true, LOADED));
  });

  it('waits on a busy page longer on a loaded machine, and no longer than four times the time at rest', () => {
    expect(settleTimeout(AT_REST)).toBe(15_000);
    expect(settleTimeout(LOADED)).toBe(30_000);
    expect(settleTimeout({ load: 40, cores: 2 })).toBe(60_000);
  });
});

import { describe, expect, it } from 'vitest';
import { cpsCodeToCheck } from '../../../../runtime/core/guard';
import { fakeDeps, guard, guardInput } from './fakes';

const invalid = { kind: 'redirect', to: '/cps-invalid', replace: true };

describe('sales-channel (cps) check', () => {
  it('checks the cpsCode of a page with a route pageCode', async () => {
    const { deps, calls } = fakeDeps({ cps: true });
    expect(await guard(guardInput('/act?cpsCode=C1', { pageCode: 'ACT' }), deps)).toEqual({ kind: 'continue' });
    expect(calls).toContain('checkCps:C1');
  });

  it('accepts a pageCode given in the query', () => {
    expect(cpsCodeToCheck(guardInput('/act?pageCode=P&cpsCode=C2'))).toBe('C2');
  });

  it('skips the check without a pageCode or without a cpsCode', () => {
    expect(cpsCodeToCheck(guardInput('/act?cpsCode=C'))).toBeNull();
    expect(cpsCodeToCheck(guardInput('/act', { pageCode: 'ACT' }))).toBeNull();
  });

  it('sends an invalid code to /cps-invalid', async () => {
    const { deps } = fakeDeps({ cps: false });
    expect(await guard(guardInput('/act?cpsCode=BAD', { pageCode: 'ACT' }), deps)).toEqual(invalid);
  });

  it('treats a failed check as invalid', async () => {
    const { deps } = fakeDeps({ cps: new Error('network') });
    expect(await guard(guardInput('/act?cpsCode=C', { pageCode: 'ACT' }), deps)).toEqual(invalid);
  });
});

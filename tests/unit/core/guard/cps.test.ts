import { describe, expect, it } from 'vitest';
import { cpsCodeToCheck } from '../../../../runtime/core/guard';
import { fakeDeps, guard, guardInput } from './fakes';


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

  it('opens the page without an invalid code, saying once that the channel is not credited', async () => {
    const { deps, calls } = fakeDeps({ cps: false });
    const decision = await guard(guardInput('/act?from=banner&cpsCode=BAD', { pageCode: 'ACT' }), deps);
    expect(decision).toEqual({ kind: 'redirect', to: '/act?from=banner', replace: true });
    expect(calls.filter((call) => call.startsWith('notify'))).toEqual(['notify:推广渠道码无效，本次不计入推广渠道']);
    // The page opened without the code is not checked, nor told, again.
    expect(await guard(guardInput(decision.kind === 'redirect' ? decision.to : '', { pageCode: 'ACT' }), deps)).toEqual({ kind: 'continue' });
    expect(calls.filter((call) => call.startsWith('notify'))).toHaveLength(1);
  });

  it('changes nothing when the check cannot be made: what records a channel checks it itself', async () => {
    const { deps, calls } = fakeDeps({ cps: new Error('network') });
    expect(await guard(guardInput('/act?cpsCode=C', { pageCode: 'ACT' }), deps)).toEqual({ kind: 'continue' });
    expect(calls.some((call) => call.startsWith('notify'))).toBe(false);
  });
});

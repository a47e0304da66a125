import { describe, expect, it } from 'vitest';
import { runGuard, trackedPageCode, type GuardStepSpec } from '../../../../runtime/core/guard';
import { fakeDeps, guard, guardInput } from './fakes';

const token = { accessToken: 'tok', visitorMode: false };

describe('runGuard', () => {
  it('runs the steps in the documented order (docs/product.md, Route guard) and continues', async () => {
    const { deps, calls } = fakeDeps();
    const input = guardInput('/me/info?pageCode=P1&cpsCode=C9', { title: '个人信息', login: true }, token);
    expect(await guard(input, deps)).toEqual({ kind: 'continue' });
    expect(calls).toEqual(['checkCps:C9', 'isLoggedIn']);
  });

  it('asks nothing of the server for an anonymous visit to a public page', async () => {
    const { deps, calls } = fakeDeps();
    expect(await guard(guardInput('/about-us'), deps)).toEqual({ kind: 'continue' });
    expect(calls).toEqual([]);
  });

  it('stops at the first redirect', async () => {
    const { deps, calls } = fakeDeps({ cps: false });
    const decision = await guard(guardInput('/me/info?t=abc&pageCode=P&cpsCode=C'), deps);
    expect(decision).toEqual({ kind: 'redirect', to: '/me/info?pageCode=P&cpsCode=C', replace: true });
    expect(calls).toEqual(['storeToken:abc']);
  });

  it('runs the steps it is given, in their order', async () => {
    const seen: string[] = [];
    const step = (name: string, to?: string): GuardStepSpec => ({
      name, run: () => { seen.push(name); return to ? { kind: 'redirect', to, replace: true } : undefined; },
    });
    const decision = await runGuard(guardInput('/a'), fakeDeps().deps, [step('first'), step('second', '/b'), step('third')]);
    expect(decision).toEqual({ kind: 'redirect', to: '/b', replace: true });
    expect(seen).toEqual(['first', 'second']);
  });
});

describe('trackedPageCode', () => {
  it('prefers the route page code over the query one', () => {
    expect(trackedPageCode(guardInput('/hqbean/index', { pageCode: 'HQBEAN' }))).toBe('HQBEAN');
    expect(trackedPageCode(guardInput('/act?pageCode=Q', { pageCode: 'R' }))).toBe('R');
    expect(trackedPageCode(guardInput('/act?pageCode=Q'))).toBe('Q');
  });

  it('is null on a page without a page code', () => {
    expect(trackedPageCode(guardInput('/about-us'))).toBeNull();
  });
});

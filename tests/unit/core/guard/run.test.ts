import { describe, expect, it } from 'vitest';
import { afterNavigation, runGuard } from '../../../../runtime/core/guard';
import { fakeDeps, guardInput } from './fakes';

const token = { accessToken: 'tok', visitorMode: false };

describe('runGuard', () => {
  it('runs the steps in the SPEC order and continues', async () => {
    const { deps, calls } = fakeDeps();
    const input = guardInput('/me/info?pageCode=P1&cpsCode=C9', { title: '个人信息', login: true }, token);
    expect(await runGuard(input, deps)).toEqual({ kind: 'continue' });
    afterNavigation(input, deps);
    expect(calls).toEqual(['setTitle:个人信息', 'showOverlay', 'checkCps:C9', 'isLoggedIn', 'hideOverlay', 'track:P1:/me/info']);
  });

  it('titles a page without a title with the company name', async () => {
    const { deps, calls } = fakeDeps();
    await runGuard(guardInput('/about-us'), deps);
    expect(calls[0]).toBe('setTitle:鸿泰人寿保险股份有限公司');
  });

  it('asks nothing of the server for an anonymous visit to a public page', async () => {
    const { deps, calls } = fakeDeps();
    expect(await runGuard(guardInput('/about-us'), deps)).toEqual({ kind: 'continue' });
    expect(calls).toEqual(['setTitle:鸿泰人寿保险股份有限公司', 'showOverlay']);
  });

  it('stops at the first redirect', async () => {
    const { deps, calls } = fakeDeps({ cps: false });
    const decision = await runGuard(guardInput('/me/info?t=abc&pageCode=P&cpsCode=C'), deps);
    expect(decision).toEqual({ kind: 'redirect', to: '/me/info?pageCode=P&cpsCode=C', replace: true });
    expect(calls).toEqual(['setTitle:鸿泰人寿保险股份有限公司', 'showOverlay', 'storeToken:abc']);
  });
});

describe('afterNavigation', () => {
  it('hides the overlay and tracks the route page code', () => {
    const { deps, calls } = fakeDeps();
    afterNavigation(guardInput('/hqbean/index', { pageCode: 'HQBEAN' }), deps);
    expect(calls).toEqual(['hideOverlay', 'track:HQBEAN:/hqbean/index']);
  });

  it('prefers the route page code over the query one', () => {
    const { deps, calls } = fakeDeps();
    afterNavigation(guardInput('/act?pageCode=Q', { pageCode: 'R' }), deps);
    expect(calls).toEqual(['hideOverlay', 'track:R:/act']);
  });

  it('only hides the overlay on a page without a page code', () => {
    const { deps, calls } = fakeDeps();
    afterNavigation(guardInput('/about-us'), deps);
    expect(calls).toEqual(['hideOverlay']);
  });
});

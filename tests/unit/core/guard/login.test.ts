import { describe, expect, it } from 'vitest';
import { requiresLogin } from '../../../../runtime/core/guard';
import { fakeDeps, guard, guardInput } from './fakes';

const anonymous = { visitorMode: false };
const visitor = { visitorMode: true };
const withToken = { accessToken: 'tok', visitorMode: false };

describe('login requirement', () => {
  it('sends an anonymous visit to a login page to /login with the encoded target', async () => {
    const { deps, calls } = fakeDeps();
    const decision = await guard(guardInput('/me/bank-card/detail/7?from=home&x=a b', { login: true }, anonymous), deps);
    expect(decision).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fme%2Fbank-card%2Fdetail%2F7%3Ffrom%3Dhome%26x%3Da%20b',
      replace: true,
    });
    expect(calls).not.toContain('isLoggedIn');
  });

  it('requires login on visitor routes unless visitor mode is on', async () => {
    const off = fakeDeps();
    expect(await guard(guardInput('/share-home', { visitor: true }, anonymous), off.deps))
      .toEqual({ kind: 'redirect', to: '/login?redirect=%2Fshare-home', replace: true });
    const on = fakeDeps();
    expect(await guard(guardInput('/share-home', { visitor: true }, visitor), on.deps)).toEqual({ kind: 'continue' });
  });

  it('reads the route flags', () => {
    expect(requiresLogin({ route: { path: '/a' }, session: anonymous })).toBe(false);
    expect(requiresLogin({ route: { path: '/a', login: true }, session: visitor })).toBe(true);
    expect(requiresLogin({ route: { path: '/a', login: true, visitor: true }, session: visitor })).toBe(false);
  });
});

describe('server session check', () => {
  it('continues when the token is still valid', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: true });
    expect(await guard(guardInput('/me/info', { login: true }, withToken), deps)).toEqual({ kind: 'continue' });
    expect(calls).not.toContain('clearUserInfo');
  });

  it('clears the user info and goes to login when a login page has a rejected token', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: false });
    expect(await guard(guardInput('/me/info?tab=1', { login: true }, withToken), deps))
      .toEqual({ kind: 'redirect', to: '/login?redirect=%2Fme%2Finfo%3Ftab%3D1', replace: true });
    expect(calls.slice(-2)).toEqual(['isLoggedIn', 'clearUserInfo']);
  });

  it('clears the user info but stays on a public page', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: false });
    expect(await guard(guardInput('/about-us', {}, withToken), deps)).toEqual({ kind: 'continue' });
    expect(calls).toContain('clearUserInfo');
  });

  it('keeps the user info on the login route while a code is exchanged', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: false });
    expect(await guard(guardInput('/login?code=WX1', {}, withToken, true), deps)).toEqual({ kind: 'continue' });
    expect(calls).not.toContain('clearUserInfo');
  });

  it('clears the user info on the login route without a code', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: false });
    await guard(guardInput('/login?redirect=%2Fme', {}, withToken, true), deps);
    expect(calls).toContain('clearUserInfo');
  });

  it('lets a visitor stay on a visitor route when the token is rejected', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: false });
    const session = { accessToken: 'tok', visitorMode: true };
    expect(await guard(guardInput('/share-home', { visitor: true }, session), deps)).toEqual({ kind: 'continue' });
    expect(calls).toContain('clearUserInfo');
  });

  it('sends a rejected token on a visitor route to login when visitor mode is off', async () => {
    const { deps } = fakeDeps({ loggedIn: false });
    expect(await guard(guardInput('/guard-home', { visitor: true }, withToken), deps))
      .toEqual({ kind: 'redirect', to: '/login?redirect=%2Fguard-home', replace: true });
  });

  it('changes nothing when the check itself fails', async () => {
    const { deps, calls } = fakeDeps({ loggedIn: new Error('timeout') });
    expect(await guard(guardInput('/me/info', { login: true }, withToken), deps)).toEqual({ kind: 'continue' });
    expect(calls).not.toContain('clearUserInfo');
  });
});

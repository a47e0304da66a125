import { describe, expect, it } from 'vitest';
import { splitTokenFromQuery } from '../../../../runtime/core/guard';
import { fakeDeps, guard, guardInput } from './fakes';

describe('token from the query', () => {
  it('stores t and replaces the address without it, re-encoding the other values', async () => {
    const { deps, calls } = fakeDeps();
    const decision = await guard(guardInput('/me/info?a=%E4%BD%A0%E5%A5%BD&t=tok%2B1&b=x%20y&c=1%262'), deps);
    expect(calls).toContain('storeToken:tok+1');
    expect(decision).toEqual({ kind: 'redirect', to: '/me/info?a=%E4%BD%A0%E5%A5%BD&b=x+y&c=1%262', replace: true });
  });

  it('drops the query mark when t was the only value', () => {
    expect(splitTokenFromQuery({ pathname: '/share-home', search: '?t=abc' })).toEqual({ token: 'abc', to: '/share-home' });
  });

  it('removes an empty t without storing it', async () => {
    const { deps, calls } = fakeDeps();
    const decision = await guard(guardInput('/share-home?t=&x=1'), deps);
    expect(decision).toEqual({ kind: 'redirect', to: '/share-home?x=1', replace: true });
    expect(calls.some((call) => call.startsWith('storeToken'))).toBe(false);
  });

  it('keeps the fragment', () => {
    expect(splitTokenFromQuery({ pathname: '/share-home', search: '?t=abc&x=1', hash: '#notice' })).toEqual({ token: 'abc', to: '/share-home?x=1#notice' });
  });

  it('leaves addresses without t alone', () => {
    expect(splitTokenFromQuery({ pathname: '/me', search: '?tt=1' })).toBeNull();
    expect(splitTokenFromQuery({ pathname: '/me', search: '' })).toBeNull();
  });
});

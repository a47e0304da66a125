import { describe, expect, it } from 'vitest';
import { resolveAfterLogin } from '../../../../runtime/app/account/after-login';

const site = { origin: 'https://portal.example', basePath: '/official', allowlist: ['https://www.hongtai-life.example'] };
const resolve = (redirect: string | null) => resolveAfterLogin(redirect, site);

describe('resolveAfterLogin', () => {
  it('goes home without a redirect', () => {
    expect(resolve(null)).toEqual({ kind: 'home' });
    expect(resolve('')).toEqual({ kind: 'home' });
    expect(resolve('   ')).toEqual({ kind: 'home' });
  });

  it('keeps an address of this site below /official in the app, with its query', () => {
    expect(resolve('https://portal.example/official/me/info?tab=2&x=%E4%BD%A0')).toEqual({ kind: 'in-app', to: '/me/info?tab=2&x=%E4%BD%A0' });
    expect(resolve('https://portal.example/official')).toEqual({ kind: 'in-app', to: '/' });
    expect(resolve('https://portal.example/official?a=1')).toEqual({ kind: 'in-app', to: '/?a=1' });
  });

  it('decodes an encoded redirect', () => {
    expect(resolve(encodeURIComponent('https://portal.example/official/me/info?tab=2'))).toEqual({ kind: 'in-app', to: '/me/info?tab=2' });
    expect(resolve('%2Fme%2Finfo%3Ftab%3D1')).toEqual({ kind: 'in-app', to: '/me/info?tab=1' });
  });

  it('keeps relative paths in the app, with or without the base', () => {
    expect(resolve('/official/hqbean/index?from=login')).toEqual({ kind: 'in-app', to: '/hqbean/index?from=login' });
    expect(resolve('/me/info')).toEqual({ kind: 'in-app', to: '/me/info' });
  });

  it('leaves for an allowlisted origin', () => {
    const url = 'https://www.hongtai-life.example/campaign?id=1';
    expect(resolve(url)).toEqual({ kind: 'external', url });
    expect(resolve(encodeURIComponent(url))).toEqual({ kind: 'external', url });
  });

  it('goes home for an address of this origin outside /official: it is not part of the app', () => {
    expect(resolve('https://portal.example/other/page')).toEqual({ kind: 'home' });
    expect(resolve('https://portal.example/officialx/me')).toEqual({ kind: 'home' });
    expect(resolve('https://portal.example/official/../admin')).toEqual({ kind: 'home' });
  });

  it('never hands the router a path that would leave the app', () => {
    expect(resolve('https://portal.example/official//evil.example/x')).toEqual({ kind: 'in-app', to: '/evil.example/x' });
    expect(resolve('/official//evil.example')).toEqual({ kind: 'in-app', to: '/evil.example' });
    expect(resolve(encodeURIComponent('https://portal.example/official///evil.example?a=1#top'))).toEqual({ kind: 'in-app', to: '/evil.example?a=1#top' });
    expect(resolve('/me/info#contact')).toEqual({ kind: 'in-app', to: '/me/info#contact' });
  });

  it('goes home rather than back to the login page', () => {
    expect(resolve('/login?redirect=%2Fme')).toEqual({ kind: 'home' });
    expect(resolve('https://portal.example/official/login/')).toEqual({ kind: 'home' });
  });

  it('goes home instead of to an origin not on the allowlist', () => {
    expect(resolve('https://evil.example/official/me')).toEqual({ kind: 'home' });
    expect(resolve('https://portal.example.evil.example/official/me')).toEqual({ kind: 'home' });
    expect(resolve('https://portal.example@evil.example/official/me')).toEqual({ kind: 'home' });
    expect(resolve('//evil.example/official/me')).toEqual({ kind: 'home' });
    expect(resolve('/\\evil.example')).toEqual({ kind: 'home' });
    expect(resolve('https://user:pw@www.hongtai-life.example/')).toEqual({ kind: 'home' });
    expect(resolve('/me\ninfo')).toEqual({ kind: 'home' });
  });

  it('goes home for addresses that are not http(s)', () => {
    expect(resolve('javascript:alert(1)')).toEqual({ kind: 'home' });
    expect(resolve('data:text/html,hi')).toEqual({ kind: 'home' });
  });
});

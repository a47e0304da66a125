import { describe, expect, it } from 'vitest';
import { inAppPath, isPortalUrl, portalUrl } from '../../../runtime/platform/base-path';

describe('the base path', () => {
  it('puts an in-app path below the portal, and takes it back out', () => {
    expect(portalUrl('/hqbean/index')).toBe('/official/hqbean/index');
    expect(portalUrl('/')).toBe('/official/');
    expect(inAppPath('/official/login?redirect=%2Fme')).toBe('/login?redirect=%2Fme');
    expect(inAppPath('/official')).toBe('/');
    expect(inAppPath('/official?tab=sms')).toBe('/?tab=sms');
  });

  it('tells the portal from an address that only begins like it', () => {
    expect(isPortalUrl('/official/dev/cashier')).toBe(true);
    expect(isPortalUrl('/officialdom')).toBe(false);
    expect(inAppPath('/officialdom/x')).toBe('/officialdom/x');
    expect(inAppPath('https://partner.example/official/x')).toBe('https://partner.example/official/x');
  });
});

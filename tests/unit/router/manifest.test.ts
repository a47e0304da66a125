import { describe, expect, it } from 'vitest';
import { shareablePath } from '../../../runtime/router/manifest';

describe('shareablePath', () => {
  const healthInform = {
    path: '/policy-business/re/health-inform/:businessNo/:insuredCustomerNo/:insuredName',
    params: { insuredName: { personal: true } },
  };

  it('takes the personal params out of the path analytics get, and nothing else', () => {
    expect(shareablePath(healthInform, '/policy-business/re/health-inform/BQ001/C100002/%E7%8E%8B%E4%B8%BD'))
      .toBe('/policy-business/re/health-inform/BQ001/C100002/:insuredName');
  });

  it('leaves a path without personal params as it is, optional params included', () => {
    expect(shareablePath({ path: '/policy-business/re/list/:mode?', params: { mode: { values: ['all'] } } }, '/policy-business/re/list/all'))
      .toBe('/policy-business/re/list/all');
    expect(shareablePath({ path: '/about-us' }, '/about-us')).toBe('/about-us');
  });
});

import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../../../runtime/core/navigation/address';

const site = { origin: 'https://portal.example', basePath: '/official', allowlist: ['https://www.hongtai-life.example'] };
const classify = (value: string) => classifyAddress(value, site);

describe('classifyAddress', () => {
  it('keeps paths and this site\'s addresses below /official in the app', () => {
    expect(classify('/news-center-details?id=N005')).toEqual({ kind: 'in-app', to: '/news-center-details?id=N005' });
    expect(classify('/official/me/info#top')).toEqual({ kind: 'in-app', to: '/me/info#top' });
    expect(classify('https://portal.example/official/about-us')).toEqual({ kind: 'in-app', to: '/about-us' });
    expect(classify('https://portal.example/official//evil.example')).toEqual({ kind: 'in-app', to: '/evil.example' });
  });

  it('opens allowlisted sites and tel:/mailto: links', () => {
    expect(classify('https://www.hongtai-life.example/news?id=1')).toEqual({ kind: 'external', url: 'https://www.hongtai-life.example/news?id=1' });
    expect(classify('tel:400-820-9555')).toEqual({ kind: 'external', url: 'tel:400-820-9555' });
    expect(classify('mailto:service@hongtai-life.example')).toEqual({ kind: 'external', url: 'mailto:service@hongtai-life.example' });
  });

  it('refuses everything else', () => {
    for (const value of [
      '', '   ', 'news-center', 'javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example',
      'https://evil.example/official/me', 'https://portal.example/other', 'https://user:pw@www.hongtai-life.example/',
      'http://www.hongtai-life.example/', 'ftp://www.hongtai-life.example/', 'tel:400 820',
      '/me\tinfo', '/me\ninfo', '/me\u0000info', '/me\u001finfo',
    ]) expect(classify(value), value).toEqual({ kind: 'refused' });
  });
});

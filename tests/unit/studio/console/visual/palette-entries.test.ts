import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../studio/console/api-client/types';
import { paletteGroups } from '../../../../../studio/console/visual/palette/palette-entries';

const catalogue = {
  widgets: [
    { type: 'hero', name: '头图', purpose: '页面顶部的大标题', schema: {}, bindable: false, labels: {}, picture: 'catalogue/pictures/hero.png' },
    { type: 'button', name: '按钮', purpose: '一个操作', schema: {}, bindable: false, labels: {} },
  ],
  fragments: [
    { name: 'fragments/campaign-benefits', title: '活动权益', purpose: '活动权益的图标宫格', kind: 'block', params: {}, labels: {}, picture: 'catalogue/pictures/fragment-campaign-benefits.webp' },
    { name: 'fragments/tab-bar', title: '首页底部栏', purpose: '首页底部标签栏', kind: 'block', params: {}, labels: {}, picture: 'catalogue/pictures/fragment-tab-bar.webp', pictureFocus: 'bottom' },
    { name: 'fragments/fraud-check', title: '反诈提醒', purpose: '先提醒再办理', kind: 'action', params: {}, labels: {} },
  ],
  icons: [], routes: [], services: [], colours: [], templates: [],
} satisfies Catalogue;

describe('the palette\'s groups', () => {
  it('offers every widget and every fragment that is a block, grouped', () => {
    expect(paletteGroups(catalogue, '').map((group) => [group.title, group.entries.map((entry) => entry.title)])).toEqual([['常用组件', ['头图', '按钮']], ['片段', ['活动权益', '首页底部栏']]]);
    expect(paletteGroups(catalogue, '')[0].entries[0]).toEqual({ kind: 'widget', name: 'hero', title: '头图', purpose: '页面顶部的大标题', picture: 'catalogue/pictures/hero.png' });
  });

  it('carries a block fragment\'s picture, and the end of it to show', () => {
    const [benefits, tabBar] = paletteGroups(catalogue, '')[1].entries;
    expect(benefits).toEqual({ kind: 'fragment', name: 'fragments/campaign-benefits', title: '活动权益', purpose: '活动权益的图标宫格', picture: 'catalogue/pictures/fragment-campaign-benefits.webp' });
    expect(tabBar).toMatchObject({ picture: 'catalogue/pictures/fragment-tab-bar.webp', pictureFocus: 'bottom' });
  });

  it('finds entries by their Chinese name, purpose or written name', () => {
    expect(paletteGroups(catalogue, '权益').flatMap((group) => group.entries.map((entry) => entry.name))).toEqual(['fragments/campaign-benefits']);
    expect(paletteGroups(catalogue, ' HERO ').flatMap((group) => group.entries.map((entry) => entry.name))).toEqual(['hero']);
    expect(paletteGroups(catalogue, '没有').flatMap((group) => group.entries)).toEqual([]);
  });
});

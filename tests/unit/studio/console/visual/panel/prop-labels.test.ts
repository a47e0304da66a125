import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../../studio/console/api-client/types';
import { indexCatalogue } from '../../../../../../studio/console/visual/catalogue/catalogue-index';
import { propLabel } from '../../../../../../studio/console/visual/panel/prop-labels';

const catalogue = {
  widgets: [
    { type: 'grid', name: '宫格入口', purpose: '图标宫格', schema: {}, bindable: false, labels: { items: '入口', text: '名称', icon: '图标', title: '标题' } },
    { type: 'tag', name: '标签', purpose: '短标签', schema: {}, bindable: false, labels: { text: '文字', color: '颜色' } },
    { type: 'text', name: '文本', purpose: '一段文字', schema: {}, bindable: false, labels: { text: '文字', tone: '色调' } },
  ],
  fragments: [{ name: 'fragments/campaign-benefits', title: '活动权益', purpose: '活动权益的图标宫格', kind: 'block', params: {}, labels: { items: '权益', title: '标题', desc: '说明', columns: '每行个数' } }],
  icons: [], routes: [], services: [], colours: [], templates: [],
} as unknown as Catalogue;

describe('what the property panel calls a prop', () => {
  it('is the label the catalogue serves with the widget, else its name; a Chinese title of the schema\'s own wins', () => {
    const labels = { subTitle: '副标题', href: '链接地址' };
    expect(propLabel('subTitle', labels)).toBe('副标题');
    expect(propLabel('href', labels, { title: 'Href' })).toBe('链接地址');
    expect(propLabel('slogan', labels, { title: '口号' })).toBe('口号');
    expect(propLabel('fresh', labels)).toBe('fresh');
    // A name that is a method of every object is a name, not a label.
    expect(propLabel('constructor', labels)).toBe('constructor');
  });

  it('names a fragment\'s params by its own labels, the fields inside a param placed on a widget by that widget\'s, other fields by the common words', () => {
    const index = indexCatalogue(catalogue);
    expect(index.labelsOf('widget', 'grid')).toEqual({ items: '入口', text: '名称', icon: '图标', title: '标题' });
    expect(index.labelsOf('fragment', 'fragments/campaign-benefits')).toMatchObject({ items: '权益', text: '名称', icon: '图标', title: '标题', desc: '说明', columns: '每行个数', tone: '色调' });
    expect(index.labelsOf('widget', 'unknown')).toEqual({});
  });

  it('names the keys of a page\'s static data by the word the widgets most often give them', () => {
    expect(indexCatalogue(catalogue).commonLabels).toEqual({ items: '入口', text: '文字', icon: '图标', title: '标题', color: '颜色', tone: '色调' });
  });
});

import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../../studio/console/api-client/types';
import { indexCatalogue } from '../../../../../../studio/console/visual/catalogue/catalogue-index';
import { propLabel } from '../../../../../../studio/console/visual/panel/prop-labels';

const catalogue = {
  widgets: [{ type: 'grid', name: '宫格入口', purpose: '图标宫格', schema: {}, bindable: false, labels: { items: '入口', text: '入口名称', icon: '图标', title: '标题' } }],
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

  it('names a fragment\'s params by its own labels, and the fields inside a param placed on a widget by that widget\'s', () => {
    const index = indexCatalogue(catalogue);
    expect(index.labelsOf('widget', 'grid')).toEqual({ items: '入口', text: '入口名称', icon: '图标', title: '标题' });
    expect(index.labelsOf('fragment', 'fragments/campaign-benefits')).toEqual({ items: '权益', text: '入口名称', icon: '图标', title: '标题', desc: '说明', columns: '每行个数' });
    expect(index.labelsOf('widget', 'unknown')).toEqual({});
  });
});

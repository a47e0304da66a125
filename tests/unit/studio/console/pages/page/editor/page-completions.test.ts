import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../../../studio/console/api-client/types';
import { pageCompletions } from '../../../../../../../studio/console/pages/page/editor/page-completions';

const catalogue = {
  widgets: [
    { type: 'hero', name: '头图', purpose: '页面顶部的大标题与插图', schema: { properties: { title: {}, subtitle: {}, artwork: {} } }, bindable: false, labels: {} },
    { type: 'text', name: '文本', purpose: '一段文字', schema: { properties: { text: {} } }, bindable: false, labels: {} },
  ],
  fragments: [{ name: 'fragments/campaign-benefits', title: '活动权益', purpose: '活动权益的图标宫格', kind: 'block', params: {}, labels: {} }],
  services: [{ id: 'face.newsList', summary: '新闻列表', family: '官网', method: 'GET' }],
  icons: [{ name: 'checkup', label: '体检', picture: 'catalogue/pictures/icon-checkup.svg' }],
  routes: [{ path: '/about-us', title: '关于我们' }, { path: '/news-center-details/:id', title: '新闻详情' }],
  colours: [],
  templates: [],
} as unknown as Catalogue;

/** The completions where `|` stands in the text, as labels with their details, and the span they replace. */
function at(textWithCursor: string) {
  const offset = textWithCursor.indexOf('|');
  const text = textWithCursor.replace('|', '');
  const found = pageCompletions(text, offset, catalogue);
  return found && { replaces: text.slice(found.from, found.to), quoted: found.quoted, options: found.options.map((option) => `${option.label} ${option.detail}`) };
}

describe('what the JSON editor offers', () => {
  it('widget types with their Chinese names where a node\'s type is typed, replacing what is typed so far', () => {
    expect(at('{ "body": [{ "type": "he|" }] }')).toEqual({ replaces: 'he', quoted: false, options: ['hero 头图', 'text 文本'] });
    expect(at('{ "body": [{ "type": | }] }')).toMatchObject({ replaces: '', quoted: true });
  });

  it('fragments, services, icons and the routes a link may name, each with what it is', () => {
    expect(at('{ "body": [{ "use": "|" }] }')?.options).toEqual(['fragments/campaign-benefits 活动权益']);
    expect(at('{ "data": { "news": { "service": "face.|" } } }')?.options).toEqual(['face.newsList 新闻列表']);
    expect(at('{ "body": [{ "type": "grid", "props": { "items": [{ "icon": "ch|" }] } }] }')?.options).toEqual(['checkup 体检']);
    // A route with a path param is no address on its own.
    expect(at('{ "body": [{ "type": "cell", "props": { "to": "/|" } }] }')?.options).toEqual(['/about-us 关于我们']);
  });

  it('the props a widget takes that the node does not have yet', () => {
    expect(at('{ "body": [{ "type": "hero", "props": { "title": "冬日关爱", "|" } }] }')?.options).toEqual(['subtitle 头图的属性', 'artwork 头图的属性']);
  });

  it('nothing where nothing is known', () => {
    expect(at('{ "body": [{ "type": "hero", "props": { "title": "冬|" } }] }')).toBeNull();
    expect(at('{ "route": { "|" } }')).toBeNull();
  });
});

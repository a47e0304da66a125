import { describe, expect, it } from 'vitest';
import { newFragmentUse, newWidgetNode } from '../../../../../../studio/console/visual/panel/new-node';

describe('what the palette puts on the page', () => {
  it('fills a widget\'s required props from default, example or first choice, else a blank the gates refuse', () => {
    const hero = { type: 'object', required: ['title', 'tone', 'count', 'items'], properties: {
      title: { type: 'string' },
      tone: { oneOf: [{ enum: ['brand', 'gold'] }, { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' }] },
      count: { type: 'integer', minimum: 1 },
      items: { type: 'array', items: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } } },
      subtitle: { type: 'string' },
    } };
    const labels = { title: '标题', tone: '色调', count: '数量', items: '亮点', text: '亮点文字', subtitle: '副标题' };
    expect(newWidgetNode('hero', hero, labels)).toEqual({ type: 'hero', props: { title: '【待填写：标题】', tone: 'brand', count: 1, items: [{ text: '【待填写：亮点文字】' }] } });
    expect(newWidgetNode('divider', { type: 'object', properties: {} }, {})).toEqual({ type: 'divider' });
    expect(newWidgetNode('image', { type: 'object', required: ['src'], properties: { src: { type: 'string', examples: ['/official/images/a.png'] } } }, { src: '图片地址' })).toEqual({ type: 'image', props: { src: '/official/images/a.png' } });
  });

  it('gives a fragment\'s use the params it needs, leaving those with a default to it', () => {
    const params = { type: 'object', required: ['activityCode'], properties: { activityCode: { type: 'string' }, title: { type: 'string', default: '预约顾问' } } };
    expect(newFragmentUse('fragments/campaign-lead-form', params, { activityCode: '关联活动', title: '标题' })).toEqual({ use: 'fragments/campaign-lead-form', with: { activityCode: '【待填写：关联活动】' } });
    expect(newFragmentUse('fragments/campaign-hotline', { type: 'object', required: [], properties: {} }, {})).toEqual({ use: 'fragments/campaign-hotline' });
  });
});

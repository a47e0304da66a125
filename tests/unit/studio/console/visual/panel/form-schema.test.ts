import { describe, expect, it } from 'vitest';
import { formPlan } from '../../../../../../studio/console/visual/panel/form-schema';

const EXPRESSION = { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' };
const offered = { icons: new Set(['checkup', 'dental']), colours: new Set(['brand', 'gold']) };
/** The grid's labels as its palette.json gives them, nested ones (an entry's text) included. */
const labels = { items: '入口', text: '名称', icon: '图标', link: '链接地址', columns: '每行个数', tone: '色调', image: '图片', activityCode: '关联活动' };

const grid = {
  type: 'object', additionalProperties: false, required: ['items'],
  properties: {
    items: { description: 'The entries.', oneOf: [{ type: 'array', items: { title: 'GridItem', type: 'object', required: ['text'], properties: { text: { type: 'string' }, icon: { enum: ['checkup', 'dental'] }, link: { type: 'string' } } } }, EXPRESSION] },
    columns: { type: 'integer', default: 4 },
    tone: { default: 'brand', oneOf: [{ enum: ['brand', 'gold'] }, EXPRESSION] },
    image: { type: 'string', contentMediaType: 'image/*' },
    activityCode: { type: 'string' },
    panes: { type: 'array' },
  },
};

describe('the property panel\'s form from a widget\'s props schema', () => {
  it('drops the expression alternative, labels by the widget\'s labels, and turns defaults into hints', () => {
    const { schema, uiSchema } = formPlan(grid, {}, offered, labels, ['panes']);
    expect(schema.properties.items).toEqual({ type: 'array', title: '入口', items: { type: 'object', required: ['text'], properties: { text: { type: 'string', title: '名称' }, icon: { enum: ['checkup', 'dental'], title: '图标' }, link: { type: 'string', title: '链接地址' } } } });
    expect(schema.properties.columns).toEqual({ type: 'integer', title: '每行个数' });
    expect(uiSchema.columns).toEqual({ 'ui:placeholder': '默认：4', 'ui:options': { default: 4 } });
    expect(schema.properties.panes).toBeUndefined();
    expect(schema.required).toEqual(['items']);
  });

  it('picks a picker by what the schema says', () => {
    const { uiSchema } = formPlan(grid, {}, offered, labels);
    const item = (uiSchema.items as Record<string, any>).items;
    expect(item.icon['ui:widget']).toBe('icon');
    expect(item.link['ui:widget']).toBe('link');
    expect(uiSchema.tone['ui:widget']).toBe('colour');
    expect(uiSchema.image['ui:widget']).toBe('image');
    expect(uiSchema.activityCode['ui:widget']).toBe('activity');
  });

  it('shows a value the page writes as an expression as its text', () => {
    const { schema, uiSchema } = formPlan(grid, { items: '{{ data.entries }}' }, offered, labels);
    expect(schema.properties.items).toEqual({ type: 'string', title: '入口' });
    expect(uiSchema.items).toEqual({ 'ui:widget': 'expression' });
  });

  it('keeps a Chinese title and description of the schema\'s own, over the label', () => {
    const { schema } = formPlan({ type: 'object', properties: { slogan: { type: 'string', title: '口号', description: '显示在头图下方' } } }, {}, offered, { slogan: '标语' });
    expect(schema.properties.slogan).toEqual({ type: 'string', title: '口号', description: '显示在头图下方' });
  });

  it('shows a prop without a label by its name, never by another widget\'s word for it', () => {
    const { schema } = formPlan({ type: 'object', properties: { subTitle: { type: 'string', title: 'Subtitle' } } }, {}, offered, {});
    expect(schema.properties.subTitle).toEqual({ type: 'string', title: 'subTitle' });
  });
});

describe('the form of a fragment\'s params, which say only their type', () => {
  it('shows a param given as an expression as its text, and a list without item schema in the shape it holds', () => {
    const params = { type: 'object', properties: { rules: { type: 'array' }, items: { type: 'array' }, columns: { type: 'number', default: 3 } } };
    const { schema, uiSchema } = formPlan(params, { rules: '{{ data.rules }}', items: [{ text: '体检', icon: 'checkup' }] }, offered, { rules: '活动规则', items: '权益', text: '名称', icon: '图标' });
    expect(schema.properties.rules).toEqual({ type: 'string', title: '活动规则' });
    expect(uiSchema.rules).toEqual({ 'ui:widget': 'expression' });
    expect(schema.properties.items).toMatchObject({ type: 'array', title: '权益' });
    expect(schema.properties.items.items).toEqual({ type: 'object', properties: { text: { type: 'string', title: '名称' }, icon: { type: 'string', title: '图标' } } });
  });
});

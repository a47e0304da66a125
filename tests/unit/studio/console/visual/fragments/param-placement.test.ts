import { describe, expect, it } from 'vitest';
import { paramPlacements, paramsSchema } from '../../../../../../studio/console/visual/fragments/param-placement';

const grid = { type: 'object', properties: { items: { oneOf: [{ type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, icon: { enum: ['checkup'] } } } }, { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' }] }, columns: { type: 'integer' } } };

describe('a fragment\'s params as the panel edits them', () => {
  it('finds where the body places a param whole as a widget\'s prop', () => {
    const body = { type: 'section', props: { title: '[[title]]', desc: '共 [[count]] 项' }, children: [{ type: 'grid', props: { items: '[[items]]', columns: '[[columns]]' } }] };
    expect([...paramPlacements(body)]).toEqual([
      ['title', { widget: 'section', prop: 'title' }],
      ['items', { widget: 'grid', prop: 'items' }],
      ['columns', { widget: 'grid', prop: 'columns' }],
    ]);
  });

  it('gives a placed param its prop\'s schema with the param\'s default; required are those without one', () => {
    const params = { items: { type: 'array', description: 'The benefits.' }, columns: { type: 'number', default: 3 }, note: { type: 'string', default: '' } };
    const placements = paramPlacements({ type: 'grid', props: { items: '[[items]]', columns: '[[columns]]' } });
    const schema = paramsSchema(params, placements, (type) => (type === 'grid' ? grid : undefined));
    expect(schema.properties.items).toEqual(grid.properties.items);
    expect(schema.properties.columns).toEqual({ type: 'integer', default: 3 });
    expect(schema.properties.note).toEqual({ type: 'string', default: '' });
    expect(schema.required).toEqual(['items']);
  });
});

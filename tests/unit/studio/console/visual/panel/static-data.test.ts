import { describe, expect, it } from 'vitest';
import { flatten, outlineOf } from '../../../../../../studio/console/visual/model/outline';
import { refusalRows } from '../../../../../../studio/console/visual/panel/refusal-places';
import { schemaOfValue, staticOwners, staticReads, staticSourceOf } from '../../../../../../studio/console/visual/panel/static-data';

const page = {
  route: { path: '/x' },
  data: { rules: { static: [{ title: '活动时间', text: '【待填写】' }, { title: '参与对象', text: '客户', note: '无' }] }, claims: { service: 'face.claimList' } },
  body: [
    { type: 'hero', props: { title: '春' } },
    { use: 'fragments/campaign-rules', with: { rules: '{{ data.rules }}' } },
    { type: 'list', props: { items: '{{ data.claims }}' } },
  ],
};

describe('a static data source a block shows, edited from the block', () => {
  it('finds the sources a node shows whole, those the page writes itself', () => {
    expect(staticSourceOf(page, '{{ data.rules }}')).toBe('rules');
    expect(staticSourceOf(page, '{{ data.claims }}')).toBeUndefined();
    expect(staticSourceOf(page, '共 {{ data.rules | length }} 条')).toBeUndefined();
    const nodes = flatten(outlineOf(JSON.stringify(page), () => undefined)!);
    expect(staticReads(page, nodes[1])).toEqual([{ key: 'rules', source: 'rules' }]);
    expect([...staticOwners(page, nodes)]).toEqual([['rules', '/body/1']]);
  });

  it('puts a refusal about the source on the row of the block that shows it, one about another source on 页面设置', () => {
    const rows = refusalRows([{ field: '/data/rules/static/0/text', message: '空白' }, { field: '/data/other', message: '其他' }], ['/body/0', '/body/1'], new Map([['rules', '/body/1']]));
    expect(rows.get('/body/1')).toHaveLength(1);
    expect(rows.get('#settings')).toHaveLength(1);
  });

  it('describes a written value\'s shape, a list with every key its items have', () => {
    expect(schemaOfValue(page.data.rules.static)).toEqual({ type: 'array', items: { type: 'object', properties: { title: { type: 'string' }, text: { type: 'string' }, note: { type: 'string' } } } });
    expect(schemaOfValue([1, 2])).toEqual({ type: 'array', items: { type: 'number' } });
  });
});

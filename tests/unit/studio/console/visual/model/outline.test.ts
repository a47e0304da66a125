import { describe, expect, it } from 'vitest';
import { flatten, outlineOf } from '../../../../../../studio/console/visual/model/outline';

const slots = (type: string) => (type === 'tabs' ? { panes: 'nodes' as const, header: 'node' as const } : undefined);

describe('the outline derived from the page text', () => {
  it('lists each node with its type or fragment, its own label, its lists and its lock', () => {
    const text = JSON.stringify({
      route: { path: '/x' },
      body: [
        { type: 'hero', props: { title: ' 春日关爱 ' } },
        { type: 'section', locked: true, props: { title: '{{ app.companyName }}' }, children: [{ type: 'text', props: { text: '监管提示' } }] },
        { use: 'fragments/campaign-benefits', with: { title: '活动权益' } },
        { type: 'tabs', props: { panes: [{ type: 'text' }], header: { type: 'divider' } } },
      ],
    });
    const body = outlineOf(text, slots)!;
    expect(body.map(({ pointer, kind, name, label, locked }) => ({ pointer, kind, name, label, locked }))).toEqual([
      { pointer: '/body/0', kind: 'widget', name: 'hero', label: '春日关爱', locked: false },
      { pointer: '/body/1', kind: 'widget', name: 'section', label: '{{ app.companyName }}', locked: true },
      { pointer: '/body/2', kind: 'fragment', name: 'fragments/campaign-benefits', label: '活动权益', locked: false },
      { pointer: '/body/3', kind: 'widget', name: 'tabs', label: undefined, locked: false },
    ]);
    expect(body[1].lists[0].nodes[0]).toMatchObject({ pointer: '/body/1/children/0', label: '监管提示', locked: true });
    expect(body[2].lists).toEqual([]);
    expect(body[3].lists.map((list) => [list.key, list.single ?? false, list.nodes.map((node) => node.pointer)])).toEqual([
      ['children', false, []], ['panes', false, ['/body/3/props/panes/0']], ['header', true, ['/body/3/props/header']],
    ]);
    expect(flatten(body).map((node) => node.pointer)).toEqual(['/body/0', '/body/1', '/body/1/children/0', '/body/2', '/body/3', '/body/3/props/panes/0', '/body/3/props/header']);
  });

  it('has no outline while the text is not a page', () => {
    expect(outlineOf('{ "body": [', slots)).toBeUndefined();
    expect(outlineOf('{ "route": {} }', slots)).toBeUndefined();
  });
});

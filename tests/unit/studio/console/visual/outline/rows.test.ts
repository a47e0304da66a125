import { describe, expect, it } from 'vitest';
import { insertionPoint } from '../../../../../../studio/console/visual/insertion';
import { outlineOf } from '../../../../../../studio/console/visual/model/outline';
import { acceptsChildren, visibleRows } from '../../../../../../studio/console/visual/outline/rows';

const body = outlineOf(JSON.stringify({
  route: { path: '/x' },
  body: [
    { type: 'hero' },
    { type: 'section', children: [{ type: 'text' }, { type: 'card', children: [{ type: 'text' }] }] },
    { type: 'section', locked: true, children: [] },
    { use: 'fragments/campaign-hotline' },
  ],
}), () => undefined)!;

describe('the outline\'s rows', () => {
  it('lists each node at its depth and place, leaving out what a collapsed node holds', () => {
    expect(visibleRows(body, new Set()).map((row) => [row.node.pointer, row.level, row.position, row.setSize, row.expanded])).toEqual([
      ['/body/0', 1, 1, 4, false],
      ['/body/1', 1, 2, 4, true],
      ['/body/1/children/0', 2, 1, 2, false],
      ['/body/1/children/1', 2, 2, 2, true],
      ['/body/1/children/1/children/0', 3, 1, 1, false],
      ['/body/2', 1, 3, 4, false],
      ['/body/3', 1, 4, 4, false],
    ]);
    expect(visibleRows(body, new Set(['/body/1'])).map((row) => row.node.pointer)).toEqual(['/body/0', '/body/1', '/body/2', '/body/3']);
  });

  it('takes children into sections and cards, or widgets that hold some, never into locked ones or fragments', () => {
    expect(body.map(acceptsChildren)).toEqual([false, true, false, false]);
  });
});

describe('where the palette puts what is picked', () => {
  it('after the selected node, into it when asked and it takes children, else at the page\'s end', () => {
    expect(insertionPoint(body, undefined, false)).toEqual({ listPath: ['body'], index: 4 });
    expect(insertionPoint(body, body[0], true)).toEqual({ listPath: ['body'], index: 1 });
    expect(insertionPoint(body, body[1], true)).toEqual({ listPath: ['body', 1, 'children'], index: 2 });
    expect(insertionPoint(body, body[1].lists[0].nodes[0], false)).toEqual({ listPath: ['body', 1, 'children'], index: 1 });
  });
});

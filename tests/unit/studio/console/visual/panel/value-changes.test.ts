import { describe, expect, it } from 'vitest';
import { valueChanges } from '../../../../../../studio/console/visual/panel/value-changes';

describe('the smallest edits from the panel\'s values before to after', () => {
  it('sets and removes the fields that changed, at their path', () => {
    expect(valueChanges({ title: '春', subtitle: 'a' }, { title: '春日', subtitle: undefined }, ['body', 1, 'props'])).toEqual([
      { kind: 'set', path: ['body', 1, 'props', 'title'], value: '春日' },
      { kind: 'set', path: ['body', 1, 'props', 'subtitle'], value: undefined },
    ]);
  });

  it('reaches into lists: one item\'s field, one item added, one removed', () => {
    const items = [{ text: '体检' }, { text: '齿科' }];
    expect(valueChanges({ items }, { items: [{ text: '体检' }, { text: '免费齿科' }] })).toEqual([{ kind: 'set', path: ['items', 1, 'text'], value: '免费齿科' }]);
    expect(valueChanges({ items }, { items: [...items, { text: '' }] })).toEqual([{ kind: 'insert', path: ['items'], index: 2, value: { text: '' } }]);
    expect(valueChanges({ items }, { items: [items[1]] })).toEqual([{ kind: 'set', path: ['items', 0], value: undefined }]);
    expect(valueChanges({ items }, { items: [items[1], items[0]] })).toEqual([
      { kind: 'set', path: ['items', 0, 'text'], value: '齿科' }, { kind: 'set', path: ['items', 1, 'text'], value: '体检' },
    ]);
  });

  it('takes an untouched empty object or list for the nothing the page has', () => {
    expect(valueChanges({ title: 'a' }, { title: 'a', share: {}, items: [] })).toEqual([]);
  });
});

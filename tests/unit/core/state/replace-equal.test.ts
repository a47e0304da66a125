import { describe, expect, it } from 'vitest';
import { replaceEqualDeep } from '../../../../runtime/core/state/replace-equal';

describe('replaceEqualDeep: a widget\'s props resolved again', () => {
  it('keeps the previous object when nothing changed, however deep', () => {
    const previous = { form: 'contact', options: { region: [{ value: '110000', text: '北京市', children: [{ value: '110105', text: '朝阳区' }] }] } };
    const next = structuredClone(previous);
    expect(replaceEqualDeep(previous, next)).toBe(previous);
  });

  it('gives a new object where something changed and keeps every unchanged part', () => {
    const previous = { title: '保单列表', options: { status: ['有效', '失效'] }, tabs: [{ key: 'all' }, { key: 'valid' }] };
    const next = { title: '保单列表（2）', options: { status: ['有效', '失效'] }, tabs: [{ key: 'all' }, { key: 'lapsed' }] };
    const shared = replaceEqualDeep(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.options).toBe(previous.options);
    expect(shared.tabs[0]).toBe(previous.tabs[0]);
    expect(shared.tabs[1]).toEqual({ key: 'lapsed' });
  });

  it('tells an added, removed or reordered entry from an equal one', () => {
    expect(replaceEqualDeep({ a: 1 }, { a: 1, b: undefined })).toEqual({ a: 1, b: undefined });
    expect(replaceEqualDeep({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const previous = [1, 2];
    expect(replaceEqualDeep(previous, [2, 1])).toEqual([2, 1]);
    expect(replaceEqualDeep([1, 2, 3], [1, 2])).toEqual([1, 2]);
  });

  it('compares functions, dates and class instances by identity only', () => {
    const onTap = () => undefined;
    const when = new Date(0);
    expect(replaceEqualDeep({ onTap }, { onTap: () => undefined }).onTap).not.toBe(onTap);
    expect(replaceEqualDeep({ when }, { when: new Date(0) }).when).not.toBe(when);
    expect(replaceEqualDeep({ when }, { when }).when).toBe(when);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression } from '../../../../runtime/core/expression';
import { coreExtensions } from '../registry/core-extensions';

const { filter } = coreExtensions();
const scope = {
  data: {
    people: [
      { custNo: 'C1', name: '李明轩', policies: [{ policyNo: 'P1', productName: '鸿泰金福年金保险' }, { policyNo: 'P2', productName: '鸿泰守护定期寿险' }] },
      { custNo: 'C2', name: '王丽', policies: [{ policyNo: 'P3', productName: '鸿泰安心百万医疗保险', name: '保单自己的名字' }] },
      { custNo: 'C3', name: '无保单' },
    ],
    ages: [55, 60, 65],
    claims: [
      { claimNo: 'LP1', applyDate: '2026-11-02', amount: 2350, status: 'paid' },
      { claimNo: 'LP2', applyDate: '2026-11-15', amount: 12380.5, status: 'reviewing' },
      { claimNo: 'LP3', applyDate: '2025-08-09', amount: '5860.50', status: 'paid' },
      { claimNo: 'LP4', status: 'draft' },
    ],
  },
  state: {
    chosen: ['C1', 'C2'],
    answers: { Q1: 'A', Q2: '', Q3: 'C', Q4: null, Q5: [], Q6: ['B'] },
  },
};
const run = (source: string) => evaluate(parseExpression(source), scope, filter);

describe('list filters', () => {
  it('pluck takes one field of each item', () => {
    expect(run("data.people | pluck('custNo')")).toEqual(['C1', 'C2', 'C3']);
    expect(run("data.ages | pluck('x')")).toEqual([undefined, undefined, undefined]);
    expect(run("data.missing | pluck('x')")).toEqual([]);
  });

  it('json shows a value as indented JSON text, and nothing for a missing one', () => {
    expect(run('data.ages | json')).toBe('[\n  55,\n  60,\n  65\n]');
    expect(run('data.missing | json')).toBe('');
  });

  it('concat joins lists, counting what is not a list as none', () => {
    expect(run("data.ages | concat((data.people | pluck('custNo')), data.missing)")).toEqual([55, 60, 65, 'C1', 'C2', 'C3']);
    expect(run("data.missing | concat(data.ages)")).toEqual([55, 60, 65]);
  });

  it('unnest gives one row per nested item, carrying its parent\'s fields, the row\'s own winning', () => {
    expect(run("data.people | unnest('policies')")).toEqual([
      { custNo: 'C1', name: '李明轩', policyNo: 'P1', productName: '鸿泰金福年金保险' },
      { custNo: 'C1', name: '李明轩', policyNo: 'P2', productName: '鸿泰守护定期寿险' },
      { custNo: 'C2', name: '保单自己的名字', policyNo: 'P3', productName: '鸿泰安心百万医疗保险' },
    ]);
    expect(run("data.ages | unnest('policies')")).toEqual([]);
  });

  it('asOptions turns plain values into choices with a unit', () => {
    expect(run("data.ages | asOptions(' 周岁')")).toEqual([{ value: 55, text: '55 周岁' }, { value: 60, text: '60 周岁' }, { value: 65, text: '65 周岁' }]);
    expect(run('data.people | asOptions')).toEqual([]);
  });

  it('where keeps the items whose field equals one of the values', () => {
    expect(run("data.people | where('custNo', 'C1', 'C3') | pluck('name')")).toEqual(['李明轩', '无保单']);
    expect(run("data.people | where('custNo', 2)")).toEqual([]);
    expect(run("data.ages | where('custNo', 'C1')")).toEqual([]);
    expect(run("data.missing | where('custNo', 'C1')")).toEqual([]);
  });

  it('where takes a list of any length as the values to keep', () => {
    expect(run("data.people | where('custNo', state.chosen) | pluck('name')")).toEqual(['李明轩', '王丽']);
    const twelve = Array.from({ length: 12 }, (_, index) => ({ memberId: `M${index + 1}` }));
    const chosen = twelve.map((member) => member.memberId);
    expect(evaluate(parseExpression("data.members | where('memberId', state.ids) | length"), { data: { members: twelve }, state: { ids: chosen } }, filter)).toBe(12);
  });

  it('first gives the first item, without naming a position in a list that can grow', () => {
    expect(run('data.people | first')).toMatchObject({ custNo: 'C1' });
    expect(run('data.people | where(\'custNo\', \'C9\') | first')).toBeUndefined();
    expect(run('data.missing | first')).toBeUndefined();
  });

  it('sum totals a field, counting what is not a number as 0', () => {
    expect(run("data.claims | where('status', 'paid') | sum('amount')")).toBe(8210.5);
    expect(run("data.claims | sum('amount')")).toBe(20591);
    expect(run('data.ages | sum')).toBe(180);
    expect(run("data.missing | sum('amount')")).toBe(0);
  });

  it('sort orders by a field, ascending or descending, items without it last', () => {
    expect(run("data.claims | sort('applyDate', 'desc') | pluck('claimNo')")).toEqual(['LP2', 'LP1', 'LP3', 'LP4']);
    expect(run("data.claims | sort('applyDate') | pluck('claimNo')")).toEqual(['LP3', 'LP1', 'LP2', 'LP4']);
    expect(run("data.claims | sort('amount', 'desc') | pluck('claimNo')")).toEqual(['LP2', 'LP3', 'LP1', 'LP4']);
    expect(run("data.ages | sort(null, 'desc')")).toEqual([65, 60, 55]);
    expect(run('data.ages')).toEqual([55, 60, 65]);
    expect(run("data.missing | sort('x')")).toEqual([]);
  });

  it('keys lists what is filled in, so a count of answers follows the questions asked', () => {
    expect(run('state.answers | keys')).toEqual(['Q1', 'Q3', 'Q6']);
    expect(run('state.answers | keys | length')).toBe(3);
    expect(run('data.ages | keys')).toEqual([]);
  });

  it('entries and fromEntries turn answers kept by code into the list a service takes, and back', () => {
    expect(run("state.answers | entries('code', 'value')")).toEqual([{ code: 'Q1', value: 'A' }, { code: 'Q3', value: 'C' }, { code: 'Q6', value: ['B'] }]);
    expect(run("state.answers | entries('code', 'value') | fromEntries('code', 'value')")).toEqual({ Q1: 'A', Q3: 'C', Q6: ['B'] });
    expect(run("data.claims | fromEntries('claimNo', 'status')")).toEqual({ LP1: 'paid', LP2: 'reviewing', LP3: 'paid', LP4: 'draft' });
    expect(run("data.ages | entries('code', 'value')")).toEqual([]);
    expect(run("state.chosen | fromEntries('code', 'value')")).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression, templateRefs } from '../../../../runtime/core/expression';
import { coreExtensions } from '../registry/core-extensions';

const { filter } = coreExtensions();
const scope = {
  data: { people: [{ custNo: 'C1', name: '李明轩', policies: ['P1', 'P2'] }, { custNo: 'C2', name: '王丽', policies: [] }] },
  state: { index: 1 },
};
const run = (source: string) => evaluate(parseExpression(source), scope, filter);

describe('reading properties of a parenthesised value', () => {
  it('reads names and indexes after the closing parenthesis, and nothing from a missing value', () => {
    expect(run('(data.people | slice(1, 2))[0].name')).toBe('王丽');
    expect(run('(data.people[state.index]).custNo')).toBe('C2');
    expect(run("(data.people[0].policies | join('、')).length")).toBe(5);
    expect(run('(data.people | slice(5, 6))[0].name')).toBeUndefined();
  });

  it('counts what the parenthesised value and its indexes read, so a node re-renders when they change', () => {
    const paths = templateRefs('{{ (data.people | slice(0, 1))[state.index].name }}').paths.map((p) => `${p.root}.${p.prefix.join('.')}`);
    expect(paths).toEqual(['data.people', 'state.index']);
  });

  it('still refuses a call after a value', () => {
    expect(() => parseExpression('(data.people).name()')).toThrow('function calls are not allowed');
  });
});

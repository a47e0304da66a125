import { describe, expect, it } from 'vitest';
import { propsCheck } from '../../../runtime/config/resolved-props';

const BINDING = { type: 'string', pattern: '^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$' };
const check = propsCheck({
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  anyOf: [{ required: ['title'] }, { required: ['current'] }],
  properties: {
    title: { type: 'string' },
    current: { oneOf: [{ type: 'integer', minimum: 0 }, BINDING] },
    items: { oneOf: [{ type: 'array', items: { type: 'object', additionalProperties: false, required: ['title'], properties: { title: { type: 'string' } } } }, BINDING] },
  },
});

describe('checking resolved props against the widget schema', () => {
  it('checks a literal as written, naming the place inside it', () => {
    expect(check('/body/0', { items: [{ title: 1 }] }, { items: [{ title: 1 }] })).toEqual([{ configPath: '/body/0/props/items/0/title', message: 'must be string' }]);
  });

  it('checks what an expression gave where the schema offers the expression in place of a type', () => {
    expect(check('/body/0', { current: '{{ state.step }}' }, { current: -1 })).toEqual([{ configPath: '/body/0/props/current', message: 'the expression gave -1: must be >= 0' }]);
    expect(check('/body/0', { items: '{{ data.steps }}' }, { items: [{ desc: '2024-01-02' }] })).toEqual([
      { configPath: '/body/0/props/items', message: 'the expression gave [{"desc":"2024-01-02"}] at /0: missing required key "title"' },
    ]);
  });

  it('accepts rows with fields the widget ignores, a value not there yet, and text filled by templates', () => {
    expect(check('/body/0', { items: '{{ data.steps }}' }, { items: [{ title: '报案', id: 3 }] })).toEqual([]);
    expect(check('/body/0', { items: '{{ data.steps }}', current: '{{ data.step }}' }, { items: undefined, current: null })).toEqual([]);
    expect(check('/body/0', { title: '{{ data.premium }}' }, { title: 1280 })).toEqual([]);
    expect(check('/body/0', { items: [{ title: '{{ data.count }}' }] }, { items: [{ title: 2 }] })).toEqual([]);
  });

  it('leaves which keys a node has to the build-time validator', () => {
    expect(check('/body/0', {}, {})).toEqual([]);
  });
});

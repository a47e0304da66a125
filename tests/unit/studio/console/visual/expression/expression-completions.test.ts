import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../../../../studio/console/api-client/types';
import { expressionCompletions } from '../../../../../../studio/console/visual/expression/expression-completions';
import { expressionScope, serviceShapes } from '../../../../../../studio/console/visual/expression/expression-scope';

const catalogue = {
  services: [{
    id: 'policy.list', summary: '保单列表', family: '保单', method: 'POST',
    response: {
      type: 'object', additionalProperties: false,
      properties: {
        list: {
          type: 'array',
          items: { type: 'object', additionalProperties: false, properties: { productName: { type: 'string', description: '产品名称' }, policyNo: { type: 'string', description: '保单号' } } },
        },
      },
    },
  }],
} as unknown as Catalogue;

const page = {
  route: { path: '/act/:code' },
  state: { form: { phone: '' } },
  data: { policies: { service: 'policy.list' }, rules: { static: [{ title: '活动时间', text: '三月' }] } },
  body: [
    { type: 'nav-bar', props: { title: '活动' } },
    {
      type: 'section', let: { first: '{{ data.policies.list[0] }}' },
      children: [{ type: 'card', repeat: '{{ data.policies.list }}', props: { title: '' } }],
    },
  ],
};

const CARD = '/body/1/children/0';
const at = (pointer: string, placement: 'node' | 'condition' = 'node') => expressionScope(page, pointer, placement, catalogue, serviceShapes(catalogue));
/** The options offered with the cursor at the end of `text`. */
const offered = (text: string, pointer = CARD, placement: 'node' | 'condition' = 'node') => expressionCompletions(text, text.length, at(pointer, placement));
const labels = (text: string, pointer = CARD, placement: 'node' | 'condition' = 'node') => offered(text, pointer, placement)?.options.map((option) => option.label);

describe('what the expression field offers at a node', () => {
  it('starts with the names the page has there: its sources, state, app, session, the address, the repeat item and the let names', () => {
    expect(labels('{{ ')).toEqual(['data', 'state', 'app', 'session', 'params', 'query', 'item', 'index', 'first']);
    // The condition is worked out before the repeat: no item there; outside the repeat, neither.
    expect(labels('{{ ', CARD, 'condition')).not.toContain('item');
    expect(labels('{{ ', '/body/0')).toEqual(['data', 'state', 'app', 'session', 'params', 'query']);
  });

  it('offers the data sources with what each is, and a source\'s fields from its service\'s answer', () => {
    expect(offered('{{ data.')?.options).toEqual([
      { label: 'policies', detail: '保单列表', type: 'property' },
      { label: 'rules', detail: '静态数据', type: 'property' },
    ]);
    expect(labels('{{ data.policies.')).toEqual(['list']);
    expect(offered('{{ data.policies.list[0].')?.options).toContainEqual({ label: 'productName', detail: '产品名称', type: 'property' });
    expect(labels('{{ data.rules[0].')).toEqual(['title', 'text']);
  });

  it('types the repeat\'s item and a let name from what they read', () => {
    expect(labels('{{ item.')).toEqual(['productName', 'policyNo']);
    expect(labels('{{ first.')).toEqual(['productName', 'policyNo']);
    expect(labels('{{ item.productName.')).toEqual(['length']);
  });

  it('offers state keys, app constants, the route\'s params and only the session\'s curated view', () => {
    expect(labels('{{ state.')).toEqual(['form']);
    expect(labels('{{ state.form.')).toEqual(['phone']);
    expect(labels('{{ app.')).toContain('hotline');
    expect(labels('{{ params.')).toEqual(['code']);
    expect(labels('{{ session.')).toEqual(['loggedIn', 'elderlyMode', 'agentMode', 'name', 'agent']);
    expect(labels('{{ session.agent.')).toEqual(['code', 'name']);
  });

  it('replaces the part of the name already typed', () => {
    const text = '共 {{ data.pol';
    expect(expressionCompletions(text, text.length, at(CARD))?.from).toBe(text.length - 3);
  });

  it('offers the filters after a bar, with how each is written', () => {
    const found = offered('{{ item.productName | ');
    expect(found?.options.map((option) => option.label)).toEqual(expect.arrayContaining(['date', 'money', 'maskPhone']));
    expect(found?.options.find((option) => option.label === 'date')).toEqual({ label: 'date', detail: "date('YYYY-MM-DD')", type: 'function' });
  });

  it('offers nothing outside {{ }}, inside a quoted text, or after a closed expression', () => {
    expect(offered('保单 data.')).toBeNull();
    expect(offered("{{ item.productName == 'a.")).toBeNull();
    expect(offered('{{ item.productName }} 与 data.')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtinFilters, resolveValue, watchExpressions } from '../../../../runtime/core/expression';
import type { SourceState } from '../../../../runtime/core/data/types';
import { evaluateAt, shownValue, type LivePage } from '../../../../runtime/dev/playground/evaluate-at';

const filter = (name: string) => builtinFilters.find((spec) => spec.name === name)!.run;

const page = {
  data: { policies: { service: 'policy.list' }, rules: { static: [{ title: '活动时间' }] } },
  body: [
    { type: 'nav-bar', props: { title: '活动' } },
    {
      type: 'section', let: { first: '{{ data.policies.list[0] }}' },
      children: [{ type: 'card', repeat: '{{ data.policies.list }}', visibleWhen: '{{ true }}', props: { title: '' } }],
    },
  ],
};
const CARD = '/body/1/children/0';
const list = [{ productName: '鸿泰安康', policyNo: 'P001', premium: 1200 }, { productName: '鸿泰少儿', policyNo: 'P002', premium: 800 }];

function live(sources: Record<string, SourceState> = { policies: { status: 'ready', data: { list } }, rules: { status: 'ready', data: [{ title: '活动时间' }] } }): LivePage {
  const data = Object.fromEntries(Object.entries(sources).map(([name, state]) => [name, state.data]));
  return { scope: { params: {}, query: {}, session: { loggedIn: false }, app: { hotline: '400-820-9555' }, data, state: { form: { phone: '' } } }, sources, filter };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the frame\'s answer to what an expression gives at a node', () => {
  it('reads the repeat\'s first item, the let names and the page\'s scope, by the runtime\'s evaluator', () => {
    expect(evaluateAt(page, CARD, 'node', '{{ item.productName }}', live())).toEqual({ value: '"鸿泰安康"' });
    expect(evaluateAt(page, CARD, 'node', '{{ first.policyNo }} · {{ item.premium | yuan }}', live())).toEqual({ value: '"P001 · ¥1,200.00"' });
    expect(evaluateAt(page, CARD, 'node', '{{ data.policies.list.length > 1 }}', live())).toEqual({ value: 'true' });
    expect(evaluateAt(page, '/body/0', 'node', '{{ app.hotline }}', live())).toEqual({ value: '"400-820-9555"' });
  });

  it('works out a condition before the repeat: there is no item there', () => {
    expect(evaluateAt(page, CARD, 'condition', '{{ item.productName }}', live())).toEqual({ error: expect.stringMatching(/^这里不能读取“item”：可以读取 params、query、session、app、data、state、first/) });
    expect(evaluateAt(page, CARD, 'condition', '{{ first.productName }}', live())).toEqual({ error: '显示条件应得出 true 或 false，现在得出 "鸿泰安康"' });
    expect(evaluateAt(page, CARD, 'condition', '{{ session.loggedIn }}', live())).toEqual({ value: 'false' });
  });

  it('says a parse error in Chinese, where it was found', () => {
    expect(evaluateAt(page, CARD, 'node', '{{ item.productName | }}', live())).toEqual({ error: '表达式写法有误：“|”后应写过滤器的名称，如 | date（在末尾）' });
    expect(evaluateAt(page, CARD, 'node', "{{ item.productName == '鸿泰 }}", live())).toEqual({ error: '表达式写法有误：文字没有结束：缺少配对的引号（在“\'鸿泰”处）' });
    expect(evaluateAt(page, CARD, 'node', '{{ item.premium # 2 }}', live())).toEqual({ error: '表达式写法有误：不能使用字符“#”（在“# 2”处）' });
  });

  it('says a type mistake in Chinese, with the filter that converts', () => {
    expect(evaluateAt(page, CARD, 'node', "{{ item.premium + '元' }}", live())).toEqual({ error: '类型不符：“+”不能用在数字（1200）与文字“元”之间：请先用 | number 或 | text 把两边变成同一类型' });
    expect(evaluateAt(page, CARD, 'node', '{{ -item.productName }}', live())).toEqual({ error: '类型不符：“-”不能用在文字“鸿泰安康”前' });
    expect(evaluateAt(page, CARD, 'node', '共 {{ item.productName', live())).toEqual({ error: '表达式还没有结束：在末尾写上 }}' });
  });

  it('names a missing key with the keys there are and the one meant', () => {
    expect(evaluateAt(page, CARD, 'node', '{{ item.productNam }}', live())).toEqual({ error: '“item”中没有“productNam”（有：productName、policyNo、premium），是不是要写“productName”？' });
    expect(evaluateAt(page, CARD, 'node', '{{ dat.policies }}', live())).toEqual({ error: expect.stringContaining('这里不能读取“dat”') });
    expect(evaluateAt(page, CARD, 'node', '{{ data.polices.list }}', live())).toEqual({ error: '页面没有数据来源“polices”，是不是要写“policies”？' });
  });

  it('says when a source it reads is still loading or failed', () => {
    expect(evaluateAt(page, '/body/0', 'node', '{{ data.policies.list }}', live({ policies: { status: 'loading', data: undefined } }))).toEqual({ error: '数据来源“policies”还在加载，加载完成后显示当前值' });
    expect(evaluateAt(page, '/body/0', 'node', '{{ data.policies.list }}', live({ policies: { status: 'error', data: undefined, error: '网络不稳定' } }))).toEqual({ error: '数据来源“policies”加载失败：网络不稳定' });
    expect(evaluateAt(page, CARD, 'node', '{{ item.productName }}', live({ policies: { status: 'ready', data: { list: [] } } }))).toEqual({ error: '这个组件重复显示的列表目前是空的：item 没有值' });
  });

  it('answers a short JSON-ish value', () => {
    expect(shownValue(undefined)).toBe('（空）');
    expect(shownValue({ list })).toMatch(/^\{"list":\[\{"productName":"鸿泰安康".{60,}…$/);
    expect(shownValue('x'.repeat(200))).toHaveLength(121);
  });

  it('tells the page\'s problem sink nothing of the author\'s typing, and leaves it in place', () => {
    const told = vi.fn();
    stop = watchExpressions(told, true);
    evaluateAt(page, CARD, 'node', "{{ item.productNam }} {{ 1 + 'a' }}", live());
    expect(told).not.toHaveBeenCalled();
    resolveValue('{{ 1 + "a" }}', {}, filter);
    expect(told).toHaveBeenCalledWith(expect.objectContaining({ kind: 'type' }));
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validatePages, type ConfigFile } from '../../../runtime/config/validate-pages';
import { defaultContext, readFragmentFiles, readPageFiles } from '../../../scripts/lib/page-files';
import { formatProblem, isError } from '../../../runtime/config/problems';

const context = { ...(await defaultContext()), checks: [] };
const json = (file: string, value: unknown): ConfigFile => ({ file, text: JSON.stringify(value, null, 2) });
/** The errors the validator prints for one page, without file and position. */
function errors(value: Record<string, unknown>): string[] {
  const problems = validatePages([json('pages/p.json', { route: { path: '/p' }, ...value })], context);
  return problems.filter(isError).map((problem) => formatProblem(problem).replace(/^\S+\s+/, ''));
}
const text = (value: string, extra: Record<string, unknown> = {}) => ({ type: 'text', props: { text: value }, ...extra });
const policies = { static: [{ policyNo: 'P1', name: '鸿福年金' }] };

describe('the page language in the validator', () => {
  it('refuses === and !== with the strict == to write', () => {
    expect(errors({ body: [text("{{ query.tab === 'all' ? '全部' : '' }}")] })).toEqual([
      `/body/0/props/text  "===" is not part of the page language: did you mean "=="? (it compares strictly)`,
    ]);
  });

  it('refuses comparing the address, which is text, with a number, and adding a number to a text', () => {
    expect(errors({ body: [text('{{ query.n == 10 }}'), text("{{ '共 ' + 3 }}"), text("{{ query.n == '10' }}")] })).toEqual([
      `/body/0/props/text  "==" between a string and a number is a type error: a route param or query value is text, compare it with text ('1')`,
      '/body/1/props/text  "+" between a string and a number is a type error: write the number as text, (3 | text)',
    ]);
  });

  it('refuses a condition written as text, naming the boolean to write', () => {
    expect(errors({ body: [text('甲', { visibleWhen: 'false' }), text('乙', { visibleWhen: '显示 {{ query.a }}' }), text('丙', { visibleWhen: false })] })).toEqual([
      '/body/0/visibleWhen  a condition is a boolean, and the text "false" would always count as true: did you mean false (without quotes)?',
      '/body/1/visibleWhen  a condition is one {{ }} expression giving true or false, or true or false itself: "显示 {{ query.a }}" is text',
    ]);
  });

  it('refuses a condition that surely gives text, a count or a record, with the boolean to ask', () => {
    expect(errors({ data: { policies }, body: [text('甲', { visibleWhen: '{{ query.id }}' }), text('乙', { source: 'policies', visibleWhen: '{{ data.policies | length }}' }), text('丙', { visibleWhen: '{{ !!query.id && query.tab == \'all\' }}' })] })).toEqual([
      '/body/0/visibleWhen  a condition gives true or false: "query.id" is text, not true or false: did you mean !!query.id?',
      '/body/1/visibleWhen  a condition gives true or false: a count is not true or false: did you mean (… | length) > 0?',
    ]);
  });

  it('refuses a node repeated over a list filtered to one record, pointing at let', () => {
    const [message] = errors({ data: { policies }, body: [text('{{ item.name }}', { source: 'policies', repeat: "{{ data.policies | where('policyNo', query.policyNo) }}" })] });
    expect(message).toMatch(/^\/body\/0\/repeat {2}a node repeated over a list filtered to one record: name the record instead — did you mean "let"/);
    expect(errors({ data: { policies }, body: [text('{{ item.name }}', { source: 'policies', repeat: "{{ data.policies | where('name', '鸿福年金') }}" })] })).toEqual([]);
  });

  it('knows a let name inside its node and nowhere else', () => {
    const named = { type: 'section', source: 'policies', let: { policy: "{{ data.policies | find('policyNo', query.policyNo) }}" }, visibleWhen: '{{ policy != null }}', children: [text('{{ policy.name }}')] };
    expect(errors({ data: { policies }, body: [named, text('{{ policy.name }}')] })).toEqual([
      '/body/1/props/text  unknown name "policy" in expression',
    ]);
    expect(errors({ data: { policies }, body: [{ ...named, let: { data: '{{ query.a }}' } }] })).toContain('/body/0/let/data  the let name "data" would hide {{ data.… }} below this node: choose another name');
  });

  it('passes every page and fragment of the portal', () => {
    const problems = validatePages(readPageFiles(), { ...context, checks: undefined, fragments: readFragmentFiles(), allPages: true });
    expect(problems.filter(isError).map(formatProblem)).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { compileTemplate, conditionAt, renderTemplate, resolveCondition, resolveValue, watchExpressions, type ExpressionProblem } from '../../../../runtime/core/expression';
import { coreExtensions } from '../registry/core-extensions';

const { filter } = coreExtensions();
const scope = {
  data: { policy: { premium: 1200, status: '1', count: 2, holder: { name: '张三' } }, loading: undefined },
  state: { form: {} },
  query: { n: '10' },
  item: { remaining: 3, before: '-' },
};
const run = (source: string) => resolveValue(source, scope, filter);

let stop: () => void = () => undefined;
/** Collects what the page language reports, as production (false) or the dev server (true) would. */
function watch(development: boolean): ExpressionProblem[] {
  const problems: ExpressionProblem[] = [];
  stop = watchExpressions((problem) => problems.push(problem), development);
  return problems;
}
afterEach(() => stop());

describe('the list filters that keep items by a value', () => {
  const list = [{ code: 1, name: '普通会员' }, { code: 2, name: '银卡会员', children: [{ code: 21, name: '银卡家庭' }] }];

  it('compare as == does: a number never equals its text, and the mix is reported as == reports it', () => {
    const problems = watch(false);
    expect(filter('find')(list, 'code', '1')).toBeUndefined();
    expect(filter('where')(list, 'code', '1', '2')).toEqual([]);
    expect(filter('trail')(list, 'code', '21')).toEqual([]);
    expect(new Set(problems.map(({ kind }) => kind))).toEqual(new Set(['type']));
    expect(problems[0].message).toBe('"==" cannot be used between a number (1) and a string (\'1\')');
  });

  it('find, keep and trace the items whose key is the same value, without a report', () => {
    const problems = watch(true);
    expect(filter('find')(list, 'code', 21)).toEqual({ code: 21, name: '银卡家庭' });
    expect(filter('where')(list, 'code', [2, 3])).toEqual([list[1]]);
    expect(filter('trail')(list, 'code', 21)).toEqual([list[1], list[1].children![0]]);
    expect(filter('where')([{ ok: true }, { ok: 'true' }, { ok: false }], 'ok', true)).toEqual([{ ok: true }]);
    expect(problems.filter(({ kind }) => kind === 'type').map(({ message }) => message)).toEqual(['"==" cannot be used between a string (\'true\') and a boolean (true)']);
  });
});

describe('typed comparisons and arithmetic', () => {
  it('compare strictly: a number never equals its text, and null equals undefined', () => {
    expect(run("{{ data.policy.status == '1' }}")).toBe(true);
    expect(run('{{ data.policy.status == 1 }}')).toBe(false);
    expect(run('{{ data.policy.status != 1 }}')).toBe(true);
    expect(run('{{ data.policy.count == 2 }}')).toBe(true);
    expect(run('{{ data.policy.missing == null }}')).toBe(true);
    expect(run('{{ data.loading != null }}')).toBe(false);
  });

  it('order two numbers or two texts, and nothing else', () => {
    expect(run('{{ data.policy.premium > 1000 }}')).toBe(true);
    expect(run("{{ '2026-01-02' > '2026-01-01' }}")).toBe(true);
    expect(run("{{ data.policy.status > 0 }}")).toBe(false);
    expect(run('{{ data.loading > 0 }}')).toBe(false);
  });

  it('add two numbers, join two texts, and give nothing for a number and a text', () => {
    expect(run('{{ data.policy.count + 1 }}')).toBe(3);
    expect(run("{{ '共 ' + '3' }}")).toBe('共 3');
    expect(run("{{ '本年度剩余 ' + item.remaining + ' 次' }}")).toBeNull();
    expect(run("{{ '本年度剩余 ' + (item.remaining | text) + ' 次' }}")).toBe('本年度剩余 3 次');
    expect(run("剩余 {{ item.remaining + '次' }}")).toBe('剩余 ');
    expect(run("{{ query.n * 2 }}")).toBeNull();
    expect(run('{{ (query.n | number) * 2 }}')).toBe(20);
    expect(run('{{ -data.policy.status }}')).toBeNull();
    // An absent operand (a source still loading) is absent again, not an error.
    expect(run('{{ data.loading + 1 }}')).toBeNull();
  });

  it('report every type error in production, with the expression, and nothing for absent operands', () => {
    const problems = watch(false);
    const template = compileTemplate('{{ data.policy.status == 1 }}');
    for (let i = 0; i < 3; i++) renderTemplate(template, scope, filter);
    expect(problems).toEqual(Array(3).fill({ kind: 'type', message: '"==" cannot be used between a string (\'1\') and a number (1)', expression: '{{ data.policy.status == 1 }}', place: '' }));
    problems.length = 0;
    run('{{ data.loading > 1 }}');
    run('{{ data.policy.count + 1 }}');
    expect(problems).toEqual([]);
  });

  it('name the config path of the value the error is in', () => {
    const problems = watch(true);
    conditionAt('/body/3/visibleWhen', "{{ data.policy.count == '2' }}", scope, true, filter);
    expect(problems.map((p) => [p.kind, p.place])).toEqual([['type', '/body/3/visibleWhen']]);
  });
});

describe('missing keys', () => {
  it('are reported in development only', () => {
    const production = watch(false);
    run('{{ data.policy.holder.nmae }}');
    expect(production).toEqual([]);
    stop();
    const development = watch(true);
    run('{{ data.policy.holder.nmae }}');
    expect(development).toEqual([{ kind: 'missing', message: 'no key "nmae" here', expression: '{{ data.policy.holder.nmae }}', place: '' }]);
  });

  it('are not reported where the author guards them, under a source still loading, or in what the customer has not typed', () => {
    const problems = watch(true);
    run("{{ data.policy.remark ?? '无' }}");
    run("{{ data.policy.remark && data.policy.remark }}");
    run("{{ data.policy.remark ? '有' : '无' }}");
    run("{{ !data.policy.remark }}");
    run("{{ data.policy.remark | default('-') }}");
    run('{{ data.loading.list.total }}');
    run('{{ state.form.phone }} {{ query.from }}');
    expect(problems).toEqual([]);
  });
});

describe('conditions', () => {
  it('are booleans: a text or a number is reported in development and taken as before', () => {
    const problems = watch(true);
    expect(resolveCondition('{{ data.policy.status }}', scope, false, filter)).toBe(true);
    expect(resolveCondition('{{ data.policy.count > 1 }}', scope, false, filter)).toBe(true);
    expect(resolveCondition('{{ data.loading }}', scope, true, filter)).toBe(false);
    expect(resolveCondition(false, scope, true, filter)).toBe(false);
    expect(problems.map((p) => p.message)).toEqual(["a condition must give true or false, not a string ('1')"]);
  });

  it('are not checked in production', () => {
    const problems = watch(false);
    resolveCondition('{{ data.policy.count }}', scope, false, filter);
    expect(problems).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluate, parseExpression, resolveValue, ExpressionError, compileTemplate } from '../../../../runtime/core/expression';
import { coreExtensions } from '../registry/core-extensions';

const { filter } = coreExtensions();

const scope = {
  data: { policies: [{ id: 'P1', name: '鸿泰安康终身寿险', premium: 12345.6, phone: '13800138000' }], empty: [] },
  state: { tab: 'all', count: 3 },
  params: { mode: 'detail' },
  query: { from: 'home' },
  session: { personal: { realName: '张三' } },
  app: { companyName: '鸿泰人寿保险股份有限公司' },
};
const run = (source: string) => evaluate(parseExpression(source), scope, filter);

describe('expression language', () => {
  it('reads paths, indexes and lengths', () => {
    expect(run('data.policies[0].name')).toBe('鸿泰安康终身寿险');
    expect(run("data.policies[0]['id']")).toBe('P1');
    expect(run('data.policies.length')).toBe(1);
    expect(run('data.missing.deeper.still')).toBeUndefined();
  });

  it('supports literals, comparison, logic and ternaries with the usual precedence', () => {
    expect(run('state.count + 2 * 3')).toBe(9);
    expect(run("state.tab == 'all' && state.count > 2")).toBe(true);
    expect(run("params.mode === 'edit' ? '编辑' : '详情'")).toBe('详情');
    expect(run('!data.empty.length')).toBe(true);
    expect(run("query.absent ?? '默认'")).toBe('默认');
    expect(run('[1, 2, 3] | length')).toBe(3);
  });

  it('applies filters with arguments', () => {
    expect(run('data.policies[0].phone | maskPhone')).toBe('*******8000');
    expect(run('data.policies[0].premium | money')).toBe('12,345.60');
    expect(run('data.policies[0].premium | yuan')).toBe('¥12,345.60');
    expect(run("query.none | yuan('以审核核定为准')")).toBe('以审核核定为准');
    expect(run("'2026-03-05' | date('YYYY年MM月DD日')")).toBe('2026年03月05日');
    expect(run("query.none | default('暂无')")).toBe('暂无');
    expect(run('data.policies | length')).toBe(1);
  });

  it('tells a phone that can receive an SMS code from one that cannot with isMobile', () => {
    expect(run("'13800138000' | isMobile")).toBe(true);
    expect(run("'1380013' | isMobile")).toBe(false);
    expect(run("'12800138000' | isMobile")).toBe(false);
    expect(run("'138001380001' | isMobile")).toBe(false);
    expect(run("'91234567' | isMobile('852')")).toBe(true);
    expect(run("'1234' | isMobile('852')")).toBe(false);
  });

  it('shows the first N items of a list with slice', () => {
    expect(run('[1, 2, 3, 4, 5] | slice(0, 3)')).toEqual([1, 2, 3]);
    expect(run('[1, 2, 3, 4, 5] | slice(2)')).toEqual([3, 4, 5]);
    expect(run("'13800138000' | slice(0, 3)")).toBe('138');
    expect(run('data.missing | slice(0, 3)')).toBeUndefined();
    expect(run('[1, 2, 3] | slice(0, query.none)')).toEqual([1, 2, 3]);
  });

  it('turns a nested list into an option tree with tree, and finds an item in it with find', () => {
    const occupations = [
      { bigCode: '01', bigName: '一般职业', list: [{ middleCode: '0101', middleName: '机关团体公司', list: [{ smallCode: '0101002', smallName: '内勤人员', occupationLevel: 1 }] }] },
      { bigCode: '03', bigName: '渔业', list: [{ middleCode: '0302', middleName: '海洋渔业', list: [{ smallCode: '0302001', smallName: '远洋渔船船员', occupationLevel: 6 }] }] },
    ];
    const tree = (input: unknown) => evaluate(parseExpression("data.input | tree('bigCode bigName list', 'middleCode middleName list', 'smallCode smallName')"), { data: { input } }, filter);
    const options = tree(occupations);
    expect(options).toEqual([
      { value: '01', text: '一般职业', children: [{ value: '0101', text: '机关团体公司', children: [{ value: '0101002', text: '内勤人员', occupationLevel: 1 }] }] },
      { value: '03', text: '渔业', children: [{ value: '0302', text: '海洋渔业', children: [{ value: '0302001', text: '远洋渔船船员', occupationLevel: 6 }] }] },
    ]);
    expect(tree(undefined)).toEqual([]);
    expect(tree({ bigCode: '01' })).toEqual([]);
    // One spec serves every level of a uniform tree; a flat list keeps its other keys.
    const uniform = [{ code: 1, name: '甲', children: [{ code: 2, name: '乙', children: [{ code: 3, name: '丙' }] }] }];
    expect(filter('tree')(uniform, 'code name children')).toEqual([{ value: 1, text: '甲', children: [{ value: 2, text: '乙', children: [{ value: 3, text: '丙' }] }] }]);
    // The same answer gives the same options, so a big tree is not rebuilt and compared again on every keystroke.
    expect(filter('tree')(uniform, 'code name children')).toBe(filter('tree')(uniform, 'code name children'));
    const common = [{ smallCode: '0101002', smallName: '内勤人员', path: '一般职业/机关团体公司' }, 3];
    expect(filter('tree')(common, 'smallCode smallName')).toEqual([{ value: '0101002', text: '内勤人员', path: '一般职业/机关团体公司' }]);
    const policies = [{ policyNo: 'P2023000123', productName: '鸿泰安康终身寿险', email: 'li@example.com' }];
    expect(filter('tree')(policies, 'policyNo productName+policyNo')).toEqual([{ value: 'P2023000123', text: '鸿泰安康终身寿险 P2023000123', email: 'li@example.com' }]);

    const find = (value: unknown) => evaluate(parseExpression("data.options | find('value', data.value)"), { data: { options, value } }, filter);
    expect(find('0302001')).toEqual({ value: '0302001', text: '远洋渔船船员', occupationLevel: 6 });
    expect(find('0101')).toMatchObject({ text: '机关团体公司' });
    expect(filter('find')([{ id: 3, name: '丙' }], 'id', 3)).toEqual({ id: 3, name: '丙' });
    expect(find('9999999')).toBeUndefined();
    expect(find(undefined)).toBeUndefined();
    expect(run("data.missing | find('value', 1)")).toBeUndefined();
  });

  it('names where a chosen leaf sits with trail: the full name of a district', () => {
    const regions = [
      { code: '110000', name: '北京市', children: [{ code: '110105', name: '朝阳区' }] },
      { code: '650000', name: '新疆维吾尔自治区', children: [{ code: '650100', name: '乌鲁木齐市', children: [{ code: '650102', name: '天山区' }] }] },
      { code: '710000', name: '台湾省' },
    ];
    const fullName = (code: unknown) => evaluate(parseExpression("data.regions | trail('code', data.code) | pluck('name') | join('')"), { data: { regions, code } }, filter);
    expect(fullName('650102')).toBe('新疆维吾尔自治区乌鲁木齐市天山区');
    expect(fullName('110105')).toBe('北京市朝阳区');
    expect(fullName('710000')).toBe('台湾省');
    expect(fullName('999999')).toBe('');
    expect(fullName(undefined)).toBe('');
  });

  it('reads the birth date and sex a mainland ID number encodes with idCard, and null for a mistyped one', () => {
    const facts = (number: unknown) => evaluate(parseExpression('data.number | idCard'), { data: { number } }, filter);
    expect(facts('310115198605184519')).toEqual({ birthday: '1986-05-18', sex: '1', sexName: '男' });
    expect(facts('32050219900611302x')).toBeNull();
    expect(facts('320502199006113029')).toEqual({ birthday: '1990-06-11', sex: '2', sexName: '女' });
    expect(facts('320502199006113028')).toBeNull();
    expect(facts('3205021990061130')).toBeNull();
    expect(facts(undefined)).toBeNull();
  });

  it('reports syntax errors with their position', () => {
    expect(() => parseExpression('state.count +')).toThrow(ExpressionError);
    expect(() => parseExpression("'unterminated")).toThrow(/unterminated string/);
    expect(() => parseExpression('a b')).toThrow(/unexpected token/);
  });

  it('refuses function calls and cannot reach globals, prototypes or constructors', () => {
    expect(() => parseExpression('window.alert(1)')).toThrow(/function calls are not allowed/);
    expect(run('window')).toBeUndefined();
    expect(run('globalThis.document')).toBeUndefined();
    expect(run('state.constructor')).toBeUndefined();
    expect(run("state['__proto__']")).toBeUndefined();
    expect(run('data.policies.constructor.constructor')).toBeUndefined();
    expect(run("state.tab['constructor']")).toBeUndefined();
    expect(run('data.policies.map')).toBeUndefined();
    expect(() => run('state.tab | constructor')).toThrow(/unknown filter/);
  });
});

describe('templates in config strings', () => {
  it('keeps the type of a whole-string expression and interpolates mixed text', () => {
    expect(resolveValue('{{ data.policies }}', scope, filter)).toBe(scope.data.policies);
    expect(resolveValue('您好，{{ session.personal.realName }}', scope, filter)).toBe('您好，张三');
    // A key may be a template: a setState writing the answer of the question shown.
    expect(resolveValue({ 'answers.{{ item.code }}': '{{ item.value }}' }, { ...scope, item: { code: 'Q7', value: 'N' } }, filter)).toEqual({ 'answers.Q7': 'N' });
    expect(resolveValue('无表达式', scope, filter)).toBe('无表达式');
    expect(resolveValue({ a: ['{{ state.count }}'] }, scope, filter)).toEqual({ a: [3] });
  });

  it('renders markup from data as inert text', () => {
    const hostile = { data: { name: '<img src=x onerror=alert(1)>' } };
    expect(resolveValue('姓名：{{ data.name }}', hostile, filter)).toBe('姓名：<img src=x onerror=alert(1)>');
    const injected = { data: { note: '{{ state.secret }}' }, state: { secret: 'leak' } };
    expect(resolveValue('备注：{{ data.note }}', injected, filter)).toBe('备注：{{ state.secret }}');
  });

  it('parses each distinct string once', () => {
    expect(compileTemplate('{{ state.count }}')).toBe(compileTemplate('{{ state.count }}'));
  });
});

import { describe, expect, it } from 'vitest';
import { fieldErrors, PAGE_ROW, refusalRows, refusalText, SETTINGS_ROW } from '../../../../../../studio/console/visual/panel/refusal-places';

const refusals = [
  { field: '/body/1/props/subtitle', message: '/body/1/props/subtitle：模板留下的空白 【待填写：副标题】 还没有填写' },
  { field: '/body/2/with/items/0/text', message: '/body/2/with/items/0/text：模板留下的空白' },
  { field: '/body/2/children/0/props/text', message: '空白' },
  { field: '/share/desc', message: '/share/desc：分享描述须为一句话' },
  { field: 'validFrom', message: '活动页必须填写开始时间（validFrom）' },
  { field: '/data/rules', message: '规则' },
  { field: '/actions/submit', message: '动作' },
  { field: '/body/1', message: '/body/1：缺少 title' },
];

describe('where the gates\' refusals show in the visual editor', () => {
  it('puts each on the row of the deepest node it lies in, route, share, schedule and data sources on the settings', () => {
    const rows = refusalRows(refusals, ['/body/1', '/body/2', '/body/2/children/0']);
    expect(rows.get('/body/1')!.map((refusal) => refusal.field)).toEqual(['/body/1/props/subtitle', '/body/1']);
    expect(rows.get('/body/2')!.map((refusal) => refusal.field)).toEqual(['/body/2/with/items/0/text']);
    expect(rows.get('/body/2/children/0')).toHaveLength(1);
    expect(rows.get(SETTINGS_ROW)!.map((refusal) => refusal.field)).toEqual(['/share/desc', 'validFrom', '/data/rules']);
    expect(rows.get(PAGE_ROW)!.map((refusal) => refusal.field)).toEqual(['/actions/submit']);
  });

  it('gives the panel each refusal under the field it names, without the pointer', () => {
    expect(fieldErrors(refusals.slice(0, 2), '/body/2/with').errors).toEqual({ items: { 0: { text: { __errors: ['模板留下的空白'] } } } });
    const { errors, others } = fieldErrors(refusals, '/body/1/props');
    expect(errors).toEqual({ subtitle: { __errors: ['模板留下的空白 【待填写：副标题】 还没有填写'] } });
    expect(others.map((refusal) => refusal.field)).toContain('/body/1');
    expect(refusalText('/share/desc：分享描述须为一句话')).toBe('分享描述须为一句话');
  });
});

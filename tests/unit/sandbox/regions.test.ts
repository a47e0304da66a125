// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionChildren, regionTree, type Region } from '../../../sandbox/seed/regions';

const names = (list: Region[] | undefined) => (list ?? []).map((region) => region.name);
const province = (name: string) => regionTree.find((region) => region.name === name)!;
const leaves = (list: Region[]): Region[] => list.flatMap((region) => (region.children ? leaves(region.children) : [region]));

describe('the administrative regions', () => {
  it('offer all 34 province-level divisions, Hong Kong, Macao and Taiwan included', () => {
    expect(regionTree).toHaveLength(34);
    expect(names(regionTree)).toEqual(expect.arrayContaining(['新疆维吾尔自治区', '西藏自治区', '海南省', '台湾省', '香港特别行政区', '澳门特别行政区']));
  });

  it('go from a province to its cities and their districts, with the national codes', () => {
    expect(regionChildren('650000')).toEqual(expect.arrayContaining([expect.objectContaining({ code: '650100', name: '乌鲁木齐市' })]));
    expect(names(regionChildren('650100'))).toEqual(expect.arrayContaining(['天山区', '沙依巴克区', '乌鲁木齐县']));
    expect(names(regionChildren('440000'))).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
    expect(leaves(regionTree).length).toBeGreaterThan(3000);
  });

  it('put a municipality\'s districts and counties right under it, as an address is written', () => {
    expect(names(province('北京市').children)).toEqual(expect.arrayContaining(['东城区', '朝阳区', '海淀区']));
    expect(names(province('上海市').children)).toContain('浦东新区');
    expect(names(province('重庆市').children)).toEqual(expect.arrayContaining(['渝中区', '城口县']));
    expect(names(province('重庆市').children)).not.toContain('重庆市');
  });

  it('answer an unknown code with nothing, and a leaf with no children', () => {
    expect(regionChildren('999999')).toBeUndefined();
    expect(regionChildren('650102')).toEqual([]);
    for (const leaf of leaves(regionTree).slice(0, 50)) expect(leaf.children).toBeUndefined();
  });
});

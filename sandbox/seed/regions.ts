// China's administrative divisions (province, city, district; Hong Kong, Macao and Taiwan included) from
// @vant/area-data, the Vant team's maintained list with the national division codes. Never typed here.
import { areaList } from '@vant/area-data';

export interface Region { code: string; name: string; children?: Region[] }

/** The entries of one level whose code starts with the parent's significant digits, in code order. */
const under = (list: Record<string, string>, prefix: string) =>
  Object.entries(list).filter(([code]) => code.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b));

const node = (code: string, name: string, children: Region[]): Region => (children.length ? { code, name, children } : { code, name });

/**
 * The tree. A municipality's city level repeats its name (北京市 / 北京市; 重庆市 / 重庆市 and 县): it is left
 * out, so its districts and counties sit right under it, as an address is written. A place without a
 * lower level is a leaf to choose.
 */
function buildTree(): Region[] {
  return under(areaList.province_list, '').map(([provinceCode, provinceName]) => {
    const cities = under(areaList.city_list, provinceCode.slice(0, 2)).map(([cityCode, cityName]) =>
      node(cityCode, cityName, under(areaList.county_list, cityCode.slice(0, 4)).map(([code, name]) => node(code, name, []))));
    const municipality = cities[0]?.name === provinceName;
    return node(provinceCode, provinceName, municipality ? cities.flatMap((city) => city.children ?? []) : cities);
  });
}

export const regionTree: Region[] = buildTree();

function findRegion(list: Region[], code: string): Region | undefined {
  for (const region of list) {
    const hit = region.code === code ? region : findRegion(region.children ?? [], code);
    if (hit) return hit;
  }
  return undefined;
}

/** The children of a region code (provinces when absent), or undefined for an unknown code. */
export function regionChildren(parentCode?: string): Region[] | undefined {
  if (!parentCode) return regionTree;
  const parent = findRegion(regionTree, parentCode);
  return parent && (parent.children ?? []);
}

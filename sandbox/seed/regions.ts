// China's administrative divisions (province, city, district; Hong Kong, Macao and Taiwan included) from
// @vant/area-data, the Vant team's maintained list with the national division codes. Never typed here.
import { areaList } from '@vant/area-data';

export interface Region { code: string; name: string; children?: Region[] }

type Entry = [code: string, name: string];

/** One level's entries in code order, grouped by the parent's significant digits (the code's first `digits`). */
function byParent(list: Record<string, string>, digits: number): Map<string, Entry[]> {
  const groups = new Map<string, Entry[]>();
  for (const entry of Object.entries(list).sort(([a], [b]) => a.localeCompare(b))) {
    const key = entry[0].slice(0, digits);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
}

const node = (code: string, name: string, children: Region[]): Region => (children.length ? { code, name, children } : { code, name });

/**
 * The tree. A municipality's city level repeats its name (北京市 / 北京市; 重庆市 / 重庆市 and 县): it is left
 * out, so its districts and counties sit right under it, as an address is written. A place without a
 * lower level is a leaf to choose.
 */
function buildTree(): Region[] {
  const citiesOf = byParent(areaList.city_list, 2);
  const countiesOf = byParent(areaList.county_list, 4);
  return Object.entries(areaList.province_list).sort(([a], [b]) => a.localeCompare(b)).map(([provinceCode, provinceName]) => {
    const cities = (citiesOf.get(provinceCode.slice(0, 2)) ?? []).map(([cityCode, cityName]) =>
      node(cityCode, cityName, (countiesOf.get(cityCode.slice(0, 4)) ?? []).map(([code, name]) => node(code, name, []))));
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

// Dictionaries: phone country codes, nationalities, drop-down options and administrative regions.

export const countryCodes = [
  ['86', '中国大陆', 'Z'], ['852', '中国香港', 'Z'], ['853', '中国澳门', 'Z'], ['886', '中国台湾', 'Z'], ['1', '美国', 'M'], ['1', '加拿大', 'J'],
  ['44', '英国', 'Y'], ['33', '法国', 'F'], ['49', '德国', 'D'], ['39', '意大利', 'Y'], ['34', '西班牙', 'X'], ['7', '俄罗斯', 'E'],
  ['81', '日本', 'R'], ['82', '韩国', 'H'], ['65', '新加坡', 'X'], ['60', '马来西亚', 'M'], ['66', '泰国', 'T'], ['84', '越南', 'Y'],
  ['61', '澳大利亚', 'A'], ['64', '新西兰', 'X'], ['971', '阿联酋', 'A'], ['55', '巴西', 'B'],
].map(([code, name, initial]) => ({ code, name, initial }));

export const nationalities = [
  ['CHN', '中国'], ['HKG', '中国香港'], ['MAC', '中国澳门'], ['TWN', '中国台湾'], ['USA', '美国'], ['CAN', '加拿大'], ['GBR', '英国'],
  ['FRA', '法国'], ['DEU', '德国'], ['ITA', '意大利'], ['ESP', '西班牙'], ['RUS', '俄罗斯'], ['JPN', '日本'], ['KOR', '韩国'],
  ['SGP', '新加坡'], ['MYS', '马来西亚'], ['THA', '泰国'], ['VNM', '越南'], ['AUS', '澳大利亚'], ['NZL', '新西兰'],
].map(([code, name]) => ({ code, name }));

const options = (pairs: string[][]) => pairs.map(([code, name]) => ({ code, name }));

export const dictionaries: Record<string, Array<{ code: string; name: string }>> = {
  certType: options([['01', '居民身份证'], ['02', '护照'], ['03', '港澳居民来往内地通行证'], ['04', '台湾居民来往大陆通行证'], ['05', '外国人永久居留身份证'], ['06', '户口簿'], ['07', '出生证明']]),
  relation: options([['00', '本人'], ['01', '配偶'], ['02', '子女'], ['03', '父母'], ['99', '其他']]),
  education: options([['1', '博士研究生'], ['2', '硕士研究生'], ['3', '大学本科'], ['4', '大学专科'], ['5', '高中及以下']]),
  marital: options([['1', '未婚'], ['2', '已婚'], ['3', '离异'], ['4', '丧偶']]),
  income: options([['1', '10 万元以下'], ['2', '10-30 万元'], ['3', '30-50 万元'], ['4', '50-100 万元'], ['5', '100 万元以上']]),
  sex: options([['1', '男'], ['2', '女']]),
  bankCardType: options([['debit', '储蓄卡']]),
};

export const certTypeName = (code: string) => dictionaries.certType.find((option) => option.code === code)?.name ?? '';

interface Region { code: string; name: string; children?: Region[] }
const region = (code: string, name: string, children?: Region[]): Region => ({ code, name, children });

export const regions: Region[] = [
  region('310000', '上海市', [region('310100', '上海市', [
    region('310101', '黄浦区'), region('310104', '徐汇区'), region('310105', '长宁区'), region('310106', '静安区'), region('310110', '杨浦区'), region('310115', '浦东新区'),
  ])]),
  region('110000', '北京市', [region('110100', '北京市', [region('110101', '东城区'), region('110102', '西城区'), region('110105', '朝阳区'), region('110108', '海淀区')])]),
  region('440000', '广东省', [
    region('440100', '广州市', [region('440104', '越秀区'), region('440106', '天河区'), region('440111', '白云区')]),
    region('440300', '深圳市', [region('440304', '福田区'), region('440305', '南山区'), region('440306', '宝安区')]),
  ]),
  region('330000', '浙江省', [region('330100', '杭州市', [region('330102', '上城区'), region('330106', '西湖区'), region('330108', '滨江区')])]),
  region('320000', '江苏省', [
    region('320100', '南京市', [region('320102', '玄武区'), region('320106', '鼓楼区')]),
    region('320500', '苏州市', [region('320508', '姑苏区'), region('320571', '苏州工业园区')]),
  ]),
];

/** The children of a region code (provinces when absent), or undefined for an unknown code. */
export function regionChildren(parentCode?: string): Region[] | undefined {
  if (!parentCode) return regions;
  const find = (list: Region[]): Region | undefined => list.map((r) => (r.code === parentCode ? r : find(r.children ?? []))).find(Boolean);
  return find(regions)?.children ?? (find(regions) ? [] : undefined);
}

// Dictionaries: phone country codes, nationalities and drop-down options (administrative regions: regions.ts).

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

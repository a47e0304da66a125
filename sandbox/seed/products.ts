// Products on sale, shown by the product pages and the campaigns, and the leads campaigns collected.
import type { Lead } from '../model';
import { artworkUrl, type ArtworkName } from '../../widgets/shared/artwork/artwork';
import { yuan } from '../format';

const product = (
  productId: string, productName: string, category: string, categoryName: string, tagline: string, artwork: ArtworkName,
  premiumFrom: number, ages: string, period: string, highlights: string[], covers: Array<[string, string]>, preUnderwriting: boolean,
) => ({
  productId, productName, category, categoryName, tagline, cover: artworkUrl(artwork), premiumFrom, ages, period, highlights,
  covers: covers.map(([name, amount]) => ({ name, amount })), preUnderwriting, onSale: true,
});

export const products = [
  product('10072', '鸿泰金福年金保险', 'annuity', '养老年金', '养老规划 早做准备，领取终身', 'annuity', 5000, '出生满 28 天至 65 周岁', '终身',
    ['60 周岁起每年领取，活多久领多久', '保证领取 20 年', '万能账户可累积增值'], [['养老年金', '基本保额的 100%/年'], ['身故保险金', '已交保费与现金价值较大者']], false),
  product('HT2601', '鸿泰康宁重大疾病保险', 'illness', '重疾保障', '120 种重疾 + 轻中症，确诊即赔', 'critical-illness', 1980, '出生满 28 天至 55 周岁', '至 70 周岁或终身',
    ['120 种重大疾病，最高赔付 50 万元', '轻症 3 次、中症 2 次赔付', '确诊轻中症后豁免剩余保费'], [['重大疾病保险金', '100% 基本保额'], ['中症疾病保险金', '60% 基本保额'], ['轻症疾病保险金', '30% 基本保额']], true),
  product('HT2512', '鸿泰安心百万医疗保险', 'medical', '医疗保障', '一般医疗 + 重疾医疗，最高 600 万元', 'medical', 236, '出生满 30 天至 65 周岁', '1 年（可续保）',
    ['一般医疗保险金 300 万元', '重疾医疗保险金 600 万元', '社保目录外药品也能报'], [['一般医疗', yuan(3000000)], ['重大疾病医疗', yuan(6000000)], ['年免赔额', yuan(10000)]], true),
  product('HT2008', '鸿泰守护定期寿险', 'life', '寿险保障', '家庭顶梁柱的责任保障', 'term-life', 398, '18 至 60 周岁', '10 年至 30 年',
    ['身故或全残赔付基本保额', '保费低、杠杆高', '最高保额 300 万元'], [['身故保险金', '100% 基本保额'], ['全残保险金', '100% 基本保额']], true),
  product('HT2401', '鸿泰畅行综合意外伤害保险', 'accident', '意外保障', '出行意外全方位保障', 'accident', 99, '18 至 65 周岁', '1 年',
    ['意外身故伤残 100 万元', '意外医疗 5 万元，0 免赔', '航空、自驾额外赔付'], [['意外身故/伤残', yuan(1000000)], ['意外医疗', yuan(50000)], ['航空意外', yuan(2000000)]], false),
];

/** The plan a customer applies for online: the premium and cover an order starts with, and how long it is paid. */
export const onlinePlans: Record<string, { premium: number; sumInsured: number; payPeriod: string }> = {
  '10072': { premium: 6850, sumInsured: 500000, payPeriod: '10 年交' },
  HT2601: { premium: 4860, sumInsured: 300000, payPeriod: '20 年交' },
  HT2512: { premium: 236, sumInsured: 3000000, payPeriod: '1 年交' },
  HT2008: { premium: 1290, sumInsured: 1000000, payPeriod: '20 年交' },
  HT2401: { premium: 99, sumInsured: 1000000, payPeriod: '1 年交' },
};

export const leads = (): Lead[] => [
  { leadNo: 'LD20261120001', activityCode: 'ACT_SERVICE_2026', name: '李明轩', phone: '13800138000', productId: null, cpsCode: 'CPS2026', pageCode: 'ACT_SERVICE', customerId: 'C100001', submittedAt: '2026-11-20 19:32:05' },
];

// Products on sale, shown by the product pages and the campaigns, and the leads campaigns collected. Each product's
// terms (who may be insured, the cover and premium options, the rate table) are data the buying rules read
// (rules/buying.ts); the age text the pages show is derived from them.
import type { Lead } from '../model';
import { artworkUrl, type ArtworkName } from '../../widgets/shared/artwork/artwork';
import { yuan } from '../format';

/** A 保障期间 option: a fixed number of years, to an age, or for life (neither). */
export interface CoverPeriod { name: string; years?: number; toAge?: number; factor: number }
/** A 缴费期间 option: paid over `years`; `factor` scales the annual rate against the product's standard period. */
export interface PayPeriod { name: string; years: number; factor: number }

export interface ProductTerms {
  /** The youngest insured: so many days after birth, or whole years of age. */
  minAge: { days: number } | { years: number };
  /** The oldest insured, in whole years (周岁), at the application. */
  maxAge: number;
  /** The highest occupation class (1-6) insured. */
  maxOccupationClass: number;
  /** 保额 in yuan: from min to max in steps of step; default is what a new application starts with. */
  sumInsured: { min: number; max: number; step: number; default: number };
  coverPeriods: CoverPeriod[];
  payPeriods: PayPeriod[];
  payModes: Array<'年交' | '月交'>;
  /** The annual standard premium per 1,000 yuan of cover, by age band: [oldest age of the band, rate]. */
  rates: Array<[number, number]>;
}

/** The age limits as the product pages write them: 出生满 28 天至 55 周岁, 18 至 60 周岁. */
export const agesText = ({ minAge, maxAge }: ProductTerms): string =>
  'days' in minAge ? `出生满 ${minAge.days} 天至 ${maxAge} 周岁` : `${minAge.years} 至 ${maxAge} 周岁`;

const lifelong = { name: '终身', factor: 1 };
const oneYear = { coverPeriods: [{ name: '1 年', years: 1, factor: 1 }], payPeriods: [{ name: '1 年交', years: 1, factor: 1 }] };

const terms: Record<string, ProductTerms> = {
  '10072': {
    minAge: { days: 28 }, maxAge: 65, maxOccupationClass: 6, sumInsured: { min: 10000, max: 100000, step: 5000, default: 20000 },
    coverPeriods: [lifelong], payPeriods: [{ name: '10 年交', years: 10, factor: 1 }, { name: '20 年交', years: 20, factor: 0.6 }], payModes: ['年交', '月交'],
    rates: [[17, 180], [30, 230], [40, 342.5], [50, 480], [65, 760]],
  },
  HT2601: {
    minAge: { days: 28 }, maxAge: 55, maxOccupationClass: 6, sumInsured: { min: 100000, max: 500000, step: 50000, default: 300000 },
    coverPeriods: [lifelong, { name: '至 70 周岁', toAge: 70, factor: 0.75 }],
    payPeriods: [{ name: '20 年交', years: 20, factor: 1 }, { name: '10 年交', years: 10, factor: 1.8 }, { name: '30 年交', years: 30, factor: 0.8 }], payModes: ['年交', '月交'],
    rates: [[17, 5], [30, 9], [40, 13], [50, 21], [55, 32]],
  },
  HT2512: {
    minAge: { days: 30 }, maxAge: 65, maxOccupationClass: 4, sumInsured: { min: 3000000, max: 3000000, step: 3000000, default: 3000000 },
    ...oneYear, payModes: ['年交', '月交'], rates: [[17, 0.08], [30, 0.06], [40, 0.09], [50, 0.16], [60, 0.3], [65, 0.45]],
  },
  HT2008: {
    minAge: { years: 18 }, maxAge: 60, maxOccupationClass: 4, sumInsured: { min: 100000, max: 3000000, step: 100000, default: 1000000 },
    coverPeriods: [{ name: '20 年', years: 20, factor: 1 }, { name: '10 年', years: 10, factor: 0.6 }, { name: '30 年', years: 30, factor: 1.4 }],
    payPeriods: [{ name: '10 年交', years: 10, factor: 1.7 }, { name: '20 年交', years: 20, factor: 1 }], payModes: ['年交', '月交'],
    rates: [[30, 0.8], [40, 1.29], [50, 2.6], [60, 5.2]],
  },
  HT2401: {
    minAge: { years: 18 }, maxAge: 65, maxOccupationClass: 3, sumInsured: { min: 100000, max: 1000000, step: 100000, default: 1000000 },
    ...oneYear, payModes: ['年交'], rates: [[65, 0.099]],
  },
};

const product = (
  productId: string, productName: string, category: string, categoryName: string, tagline: string, artwork: ArtworkName,
  premiumFrom: number, period: string, highlights: string[], covers: Array<[string, string]>, preUnderwriting: boolean,
) => ({
  productId, productName, category, categoryName, tagline, cover: artworkUrl(artwork), premiumFrom, ages: agesText(terms[productId]), period, highlights,
  covers: covers.map(([name, amount]) => ({ name, amount })), preUnderwriting, onSale: true,
});

export const products = [
  product('10072', '鸿泰金福年金保险', 'annuity', '养老年金', '养老规划 早做准备，领取终身', 'annuity', 5000, '终身',
    ['60 周岁起每年领取，活多久领多久', '保证领取 20 年', '万能账户可累积增值'], [['养老年金', '基本保额的 100%/年'], ['身故保险金', '已交保费与现金价值较大者']], false),
  product('HT2601', '鸿泰康宁重大疾病保险', 'illness', '重疾保障', '120 种重疾 + 轻中症，确诊即赔', 'critical-illness', 1980, '至 70 周岁或终身',
    ['120 种重大疾病，最高赔付 50 万元', '轻症 3 次、中症 2 次赔付', '确诊轻中症后豁免剩余保费'], [['重大疾病保险金', '100% 基本保额'], ['中症疾病保险金', '60% 基本保额'], ['轻症疾病保险金', '30% 基本保额']], true),
  product('HT2512', '鸿泰安心百万医疗保险', 'medical', '医疗保障', '一般医疗 + 重疾医疗，最高 600 万元', 'medical', 236, '1 年（可续保）',
    ['一般医疗保险金 300 万元', '重疾医疗保险金 600 万元', '社保目录外药品也能报'], [['一般医疗', yuan(3000000)], ['重大疾病医疗', yuan(6000000)], ['年免赔额', yuan(10000)]], true),
  product('HT2008', '鸿泰守护定期寿险', 'life', '寿险保障', '家庭顶梁柱的责任保障', 'term-life', 398, '10 年至 30 年',
    ['身故或全残赔付基本保额', '保费低、杠杆高', '最高保额 300 万元'], [['身故保险金', '100% 基本保额'], ['全残保险金', '100% 基本保额']], true),
  product('HT2401', '鸿泰畅行综合意外伤害保险', 'accident', '意外保障', '出行意外全方位保障', 'accident', 99, '1 年',
    ['意外身故伤残 100 万元', '意外医疗 5 万元，0 免赔', '航空、自驾额外赔付'], [['意外身故/伤残', yuan(1000000)], ['意外医疗', yuan(50000)], ['航空意外', yuan(2000000)]], false),
];

export type Product = (typeof products)[number];
export const termsOf = (productId: string): ProductTerms => terms[productId];

export const leads = (): Lead[] => [
  { leadNo: 'LD20261120001', activityCode: 'ACT_SERVICE_2026', name: '李明轩', phone: '13800138000', productId: null, cpsCode: 'CPS2026', pageCode: 'ACT_SERVICE', customerId: 'C100001', submittedAt: '2026-11-20 19:32:05' },
];

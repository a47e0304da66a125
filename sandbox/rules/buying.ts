// The insurer's rules for selling a policy (docs/product.md, Buying): who may be insured under a product, what the
// health assessment decides, and what a chosen plan costs. Pure functions over the product's terms
// (seed/products.ts), the insured and the assessment; the handlers refuse with what they return.
import type { Insured, Plan, PreUnderwriting } from '../model';
import { addDays, ageOn } from '../format';
import { agesText, type ProductTerms } from '../seed/products';
import { isOccupationRated, occupationByCode, occupationLoadingOf } from '../seed/occupations';

/** 万元 as thresholds are written: 10 万元, 300 万元. */
const wan = (amount: number) => `${amount / 10000} 万元`;

/** Why the person cannot be insured under the product on `day` (age, occupation class), or null. */
export function eligibilityRefusal(terms: ProductTerms, insured: Insured, day: string): string | null {
  if (!insured.birthday) return `请先完善${insured.name}的出生日期`;
  const age = ageOn(insured.birthday, day);
  const tooYoung = 'days' in terms.minAge ? addDays(insured.birthday, terms.minAge.days) > day : age < terms.minAge.years;
  if (tooYoung || age > terms.maxAge) return `被保险人年龄须在${agesText(terms)}之间，${insured.name}现年 ${age} 周岁，暂不能投保该产品`;
  const occupation = occupationByCode(insured.occupationCode);
  if (!occupation) return `请先完善${insured.name}的职业信息`;
  if (occupation.occupationLevel > terms.maxOccupationClass) {
    return `该产品承保职业类别为 1-${terms.maxOccupationClass} 类，${insured.name}的职业「${occupation.smallName}」为 ${occupation.occupationLevel} 类，暂不能投保`;
  }
  return null;
}

/** The health questions a "yes" to which changes the conclusion: the loading it asks (%) and the cover it excludes. */
const FINDINGS: Record<string, { loading: number; exclusion: string }> = {
  Q1: { loading: 50, exclusion: '既往住院所患疾病及其并发症' },
  Q2: { loading: 50, exclusion: '高血压、糖尿病、心脏病及其并发症' },
  Q3: { loading: 30, exclusion: '体检异常所涉器官的疾病' },
  Q5: { loading: 25, exclusion: '因吸烟、饮酒导致的疾病' },
};

const findingsOf = (answers: PreUnderwriting['answers']) => answers.filter((a) => a.value === 'Y' && FINDINGS[a.code]).map((a) => FINDINGS[a.code]);

/** One finding: a loading; two: their cover excluded; three: postponed; more: declined. */
export function conclude(answers: PreUnderwriting['answers']): NonNullable<PreUnderwriting['conclusion']> {
  const count = findingsOf(answers).length;
  return (['standard', 'extra', 'exclusion', 'postpone'] as const)[count] ?? 'decline';
}

/** What an assessment decides for an application: the loading on the premium, the cover excluded, or why it stops and what to do. */
export interface Decision { conclusion: NonNullable<PreUnderwriting['conclusion']>; loadingRate: number; exclusion: string | null; reason: string | null; advice: string }

export function decisionOf(record: Pick<PreUnderwriting, 'answers' | 'conclusion'> | null): Decision {
  const conclusion = record?.conclusion ?? 'standard';
  const findings = record ? findingsOf(record.answers) : [];
  switch (conclusion) {
    case 'extra':
      return { conclusion, loadingRate: Math.max(...findings.map((f) => f.loading)), exclusion: null, reason: null, advice: '可以投保，保费按核保结论加费。' };
    case 'exclusion':
      return { conclusion, loadingRate: 0, exclusion: findings.map((f) => f.exclusion).join('；'), reason: null, advice: '可以投保，所列疾病不在保障范围内。' };
    case 'postpone':
      return { conclusion, loadingRate: 0, exclusion: null, reason: '健康告知中有多项异常，需观察一段时间后再评估', advice: '建议 6 个月后携近期体检报告重新评估，或致电客服预约人工核保。' };
    case 'decline':
      return { conclusion, loadingRate: 0, exclusion: null, reason: '健康告知的情况超出本产品的承保范围', advice: '您可以看看对健康要求较低的其他保障，或致电客服咨询。' };
    default:
      return { conclusion, loadingRate: 0, exclusion: null, reason: null, advice: '可按正常费率投保，无需加费。' };
  }
}

/** 月交 pays 0.09 of the annual premium each month (a year of monthly premiums is 1.08 of it). */
export const MONTHLY_FACTOR = 0.09;
const cents = (amount: number) => Math.round(amount * 100) / 100;

export interface Quote { rate: number; standardPremium: number; occupationLoadingRate: number; loadingRate: number; annualPremium: number; premium: number }

/**
 * The premium of a plan (docs/product.md, Buying): the annual standard premium is 保额 ÷ 1,000 × the rate of the
 * insured's age band × the pay period's factor × the cover period's factor; accident and medical cover add the
 * occupation class's loading, and an assessment's loading (加费) is added on top; 月交 pays MONTHLY_FACTOR of it a month.
 * A plan outside the product's options is refused with the reason.
 */
export function quoteOf(terms: ProductTerms, category: string, plan: Plan, insured: Insured, decision: Decision, day: string): Quote | { refusal: string } {
  const { min, max, step } = terms.sumInsured;
  if (plan.sumInsured < min || plan.sumInsured > max || (plan.sumInsured - min) % step !== 0) {
    return { refusal: min === max ? `该产品保额为 ${wan(min)}` : `保额须在 ${wan(min)}至 ${wan(max)}之间，按 ${wan(step)}递增` };
  }
  const cover = terms.coverPeriods.find((c) => c.name === plan.coverPeriod);
  const pay = terms.payPeriods.find((p) => p.name === plan.payPeriod);
  if (!cover) return { refusal: `请选择产品提供的保障期间：${terms.coverPeriods.map((c) => c.name).join('、')}` };
  if (!pay) return { refusal: `请选择产品提供的缴费期间：${terms.payPeriods.map((p) => p.name).join('、')}` };
  if (!terms.payModes.includes(plan.payMode)) return { refusal: `该产品的缴费方式为${terms.payModes.join('、')}` };
  const age = ageOn(insured.birthday, day);
  const coverYears = cover.years ?? (cover.toAge === undefined ? Infinity : cover.toAge - age);
  if (pay.years > coverYears) return { refusal: `缴费期间不能长于保障期间（${cover.name}）` };
  const rate = (terms.rates.find(([oldest]) => age <= oldest) ?? terms.rates[terms.rates.length - 1])[1];
  const standardPremium = cents((plan.sumInsured / 1000) * rate * pay.factor * cover.factor);
  const occupationLoadingRate = isOccupationRated(category) ? occupationLoadingOf(insured.occupationCode) * 100 : 0;
  const annualPremium = cents(standardPremium * (1 + occupationLoadingRate / 100) * (1 + decision.loadingRate / 100));
  return { rate, standardPremium, occupationLoadingRate, loadingRate: decision.loadingRate, annualPremium, premium: plan.payMode === '月交' ? cents(annualPremium * MONTHLY_FACTOR) : annualPremium };
}

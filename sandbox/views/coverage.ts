import type { Customer, Policy, SandboxState } from '../model';
import { coveragesOf, policiesInsuring } from './policy';

const coverageCategories: Record<Policy['coverages'][number]['category'], string> = {
  illness: '重疾保障', medical: '医疗保障', accident: '意外保障', life: '寿险保障', annuity: '养老年金',
};

/** Coverage per category of one insured person: per policy the largest benefit of the category, summed across policies. */
export function coverageOf(state: SandboxState, customer: Customer, custNo: string | null) {
  const policies = policiesInsuring(state, customer, custNo);
  return (Object.keys(coverageCategories) as Array<keyof typeof coverageCategories>).map((category) => ({
    category, categoryName: coverageCategories[category],
    amount: policies.reduce((sum, p) => sum + Math.max(0, ...coveragesOf(p).filter((c) => c.category === category).map((c) => c.amount)), 0),
  }));
}

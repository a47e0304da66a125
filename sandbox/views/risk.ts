// The family risk report, derived from what the customer answered (income, liabilities) and the family's
// in-force cover. One scoring model: every score, the total included, is 0–100 and higher means better
// protected; the total is the mean of the four dimensions, and the level follows from the total.
import type { Customer, SandboxState } from '../model';
import { coverageOf } from './coverage';
import { familyPeople } from './family';

/** Suggested and current cover per person of the family, by category. */
export function guarantee(state: SandboxState, customer: Customer) {
  const income = customer.riskAssessment?.annualIncome ?? 0;
  const liabilities = customer.riskAssessment?.liabilities ?? 0;
  return familyPeople(state, customer).map((person) => {
    const own = person.memberId === 'SELF' ? income : state.familyMembers.find((m) => m.memberId === person.memberId)?.riskAssessment?.annualIncome ?? 0;
    const suggested: Record<string, number> = {
      illness: Math.max(300000, own * 3), medical: 2000000, accident: Math.max(300000, own * 5), life: person.memberId === 'SELF' ? own * 5 + liabilities : own * 5,
    };
    const items = coverageOf(state, customer, person.custNo).filter((c) => c.category in suggested)
      .map((c) => ({ category: c.category, categoryName: c.categoryName, suggested: suggested[c.category], current: c.amount }));
    return { memberId: person.memberId, name: person.name, relationName: person.relationName, items };
  });
}

/** A dimension at or above this is sound; below it the report says what to add. */
const SOUND = 60;
/** Levels by total score, best first: L 低风险 (well protected) … H 高风险 (large gaps). */
const levels = [[75, 'L', '低风险'], [50, 'M', '中等风险'], [0, 'H', '高风险']] as const;

function dimensions(state: SandboxState, customer: Customer, income: number, liabilities: number) {
  const self = guarantee(state, customer)[0].items;
  const covered = (category: string) => {
    const item = self.find((i) => i.category === category)!;
    return Math.min(100, Math.round((item.current / Math.max(item.suggested, 1)) * 100));
  };
  const debt = Math.max(0, 100 - Math.round((liabilities / Math.max(income, 1)) * 20));
  const rate = (code: string, name: string, score: number, sound: string, weak: string) => ({ code, name, score, comment: score >= SOUND ? sound : weak });
  return [
    rate('DEBT', '负债压力', debt, '负债在可承受范围内', '家庭负债较高，建议配置足额寿险'),
    rate('ILLNESS', '重疾保障', covered('illness'), '重疾保障较充足', '重疾保障不足，建议补充重疾险'),
    rate('MEDICAL', '医疗保障', covered('medical'), '医疗保障较充足', '建议配置百万医疗险'),
    rate('LIFE', '寿险保障', covered('life'), '寿险保障较充足', '寿险保额不足以覆盖家庭责任'),
  ];
}

/** The customer's report, or null before the first assessment. */
export function riskReport(state: SandboxState, customer: Customer) {
  const answers = customer.riskAssessment;
  if (!answers) return null;
  const parts = dimensions(state, customer, answers.annualIncome, answers.liabilities);
  const score = Math.round(parts.reduce((sum, d) => sum + d.score, 0) / parts.length);
  const [, level, levelName] = levels.find(([min]) => score >= min)!;
  return { score, level, levelName, evaluatedAt: answers.evaluatedAt, dimensions: parts };
}

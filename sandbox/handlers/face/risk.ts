import type { Customer, SandboxState } from '../../model';
import { addDays, now } from '../../format';
import { coverageOf } from '../../views/coverage';
import { familyPeople, membersOf } from '../../views/family';
import { me, owned, type HandlerContext, type Handlers } from '../context';

const levels = [[75, 'H', '高风险'], [50, 'M', '中等风险'], [0, 'L', '低风险']] as const;

/** Suggested and current cover per person of the family, by category. */
function guarantee(state: SandboxState, customer: Customer) {
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

const assessment = (ctx: HandlerContext) => me(ctx).riskAssessment ?? ctx.fail('A0404', '您尚未完成家庭风险测评');

export const riskHandlers: Handlers = {
  riskAssessmentEvaluate: (ctx) => {
    const customer = me(ctx);
    const { annualIncome, liabilities } = ctx.body;
    for (const id of (ctx.body.memberIds ?? []) as string[]) owned(ctx, membersOf(ctx.state, customer).find((m) => m.memberId === id), `家庭成员 ${id} `);
    const dependents = membersOf(ctx.state, customer).length;
    const score = Math.min(100, Math.round(35 + Math.min(liabilities / Math.max(annualIncome, 1), 5) * 7 + dependents * 4));
    const [, level, levelName] = levels.find(([min]) => score >= min)!;
    customer.riskAssessment = { score, level, levelName, evaluatedAt: now(), annualIncome, liabilities };
    const task = customer.beans.tasks.find((t) => t.taskCode === 'T_RISK');
    if (task?.status === 'todo') task.status = 'done';
    return { score, level, levelName };
  },
  riskAssessmentScore: (ctx) => {
    const result = me(ctx).riskAssessment;
    return { score: result?.score ?? null, levelName: result?.levelName ?? null, evaluatedAt: result?.evaluatedAt ?? null };
  },
  riskAssessmentDetail: (ctx) => {
    const result = assessment(ctx);
    const self = guarantee(ctx.state, me(ctx))[0].items;
    const covered = (category: string) => {
      const item = self.find((i) => i.category === category)!;
      return Math.min(100, Math.round((item.current / Math.max(item.suggested, 1)) * 100));
    };
    const debt = Math.max(0, 100 - Math.round((result.liabilities / Math.max(result.annualIncome, 1)) * 20));
    return {
      score: result.score, levelName: result.levelName, evaluatedAt: result.evaluatedAt,
      dimensions: [
        { code: 'DEBT', name: '负债压力', score: debt, comment: debt >= 60 ? '负债在可承受范围内' : '家庭负债较高，建议配置足额寿险' },
        { code: 'ILLNESS', name: '重疾保障', score: covered('illness'), comment: covered('illness') >= 60 ? '重疾保障较充足' : '重疾保障不足，建议补充重疾险' },
        { code: 'MEDICAL', name: '医疗保障', score: covered('medical'), comment: covered('medical') >= 60 ? '医疗保障较充足' : '建议配置百万医疗险' },
        { code: 'LIFE', name: '寿险保障', score: covered('life'), comment: covered('life') >= 60 ? '寿险保障较充足' : '寿险保额不足以覆盖家庭责任' },
      ],
    };
  },
  riskAssessmentGuaranteeAmount: (ctx) => guarantee(ctx.state, me(ctx)),
  riskAssessmentGapDetail: (ctx) => {
    const person = owned(ctx, guarantee(ctx.state, me(ctx)).find((p) => p.memberId === ctx.query.memberId), '家庭成员');
    return {
      memberId: person.memberId, name: person.name,
      gaps: person.items.filter((i) => i.suggested > i.current).map((i) => ({
        category: i.category, categoryName: i.categoryName, gap: i.suggested - i.current, advice: `建议补充${i.categoryName}约 ${Math.round((i.suggested - i.current) / 10000)} 万元`,
      })),
    };
  },
  riskAssessmentCustomerStatus: (ctx) => {
    const evaluated = me(ctx).riskAssessment !== null;
    return { evaluated, hasFamilyMembers: membersOf(ctx.state, me(ctx)).length > 0, reportAvailable: evaluated };
  },
  riskGradeCustomer: (ctx) => {
    const result = assessment(ctx);
    const grade = result.level === 'H' ? ['C2', '稳健型'] : result.level === 'M' ? ['C3', '平衡型'] : ['C4', '成长型'];
    const day = result.evaluatedAt.slice(0, 10);
    return { riskGrade: grade[0], riskGradeName: grade[1], evaluatedAt: day, validUntil: addDays(day, 364) };
  },
};

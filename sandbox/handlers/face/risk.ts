import { now } from '../../format';
import { membersOf } from '../../views/family';
import { guarantee, riskReport } from '../../views/risk';
import { me, owned, type HandlerContext, type Handlers } from '../context';

const report = (ctx: HandlerContext) => riskReport(ctx.state, me(ctx)) ?? ctx.fail('A0404', '您尚未完成家庭风险测评');

export const riskHandlers: Handlers = {
  riskAssessmentEvaluate: (ctx) => {
    const customer = me(ctx);
    const { annualIncome, liabilities } = ctx.body;
    for (const id of (ctx.body.memberIds ?? []) as string[]) owned(ctx, membersOf(ctx.state, customer).find((m) => m.memberId === id), `家庭成员 ${id} `);
    customer.riskAssessment = { evaluatedAt: now(), annualIncome, liabilities };
    const task = customer.beans.tasks.find((t) => t.taskCode === 'T_RISK');
    if (task?.status === 'todo') task.status = 'done';
    const { score, level, levelName } = report(ctx);
    return { score, level, levelName };
  },
  riskAssessmentScore: (ctx) => {
    const result = riskReport(ctx.state, me(ctx));
    return { score: result?.score ?? null, level: result?.level ?? null, levelName: result?.levelName ?? null, evaluatedAt: result?.evaluatedAt ?? null };
  },
  riskAssessmentDetail: (ctx) => report(ctx),
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
};

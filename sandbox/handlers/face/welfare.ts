import { createHash, randomBytes } from 'node:crypto';
import { nextId, today } from '../../format';
import { issuePartnerCode, PARTNER_CODE_SECONDS } from '../../rules/partner-codes';
import { enrolmentOf, planYearOnSale } from '../../rules/welfare';
import { activities, teamPolicies, thirdUserCapitals, userCapitals, welfareBanner, welfarePlans } from '../../seed/services';
import { membersOf } from '../../views/family';
import { STAND_IN_PREFIX } from '../../stand-ins';
import { found, me, owned, type HandlerContext, type Handlers } from '../context';

const teamOf = (ctx: HandlerContext) => teamPolicies.filter((p) => p.insuredName === me(ctx).realName);
const activity = (ctx: HandlerContext) => found(ctx, activities[ctx.query.activityCode], '活动');
const token = (prefix: string, ctx: HandlerContext) => `${prefix}_${createHash('sha1').update(`${me(ctx).id}|${randomBytes(4).toString('hex')}`).digest('hex').slice(0, 24)}`;

export const welfareHandlers: Handlers = {
  teamPolicy: teamOf,
  agentWelfareToken: (ctx) => ({ token: token('aw', ctx), expiresIn: 1800 }),
  agentWelfarePlanOrder: (ctx) => {
    const customer = me(ctx);
    const plan = found(ctx, welfarePlans.find((p) => p.planCode === ctx.body.planCode), '福利计划');
    const { year, startDate, endDate } = planYearOnSale();
    const asked: string | undefined = ctx.body.welfareYear;
    if (asked && asked !== year) ctx.fail('A0409', `${asked} 年度家属保障计划${asked < year ? '已停止' : '尚未开放'}投保，当前可投保 ${year} 年度计划`);
    const memberIds = ctx.body.memberIds as string[];
    const members = memberIds.map((id) => owned(ctx, membersOf(ctx.state, customer).find((m) => m.memberId === id), `家庭成员 ${id} `));
    members.forEach((member, index) => {
      if (members.indexOf(member) < index) ctx.fail('A0409', `${member.name}在本次投保中重复选择，同一年度每人只能参保一次`);
      if (enrolmentOf(ctx.state, customer.id, year, member.memberId)) ctx.fail('A0409', `${member.name}已参加 ${year} 年度家属保障计划，同一年度每人只能参保一次`);
    });
    const order = { orderNo: nextId(ctx.state, 'AW'), customerId: customer.id, planCode: plan.planCode, memberIds, amount: plan.price * members.length, year, startDate, endDate };
    ctx.state.welfareOrders.push(order);
    return { orderNo: order.orderNo, planName: plan.planName, amount: order.amount, status: 'created', startDate, endDate };
  },
  agentWelfareGroupPolicies: teamOf,
  agentWelfareHome: () => {
    const { year, lastEnrolmentDate } = planYearOnSale();
    const [month, day] = lastEnrolmentDate.slice(5).split('-').map(Number);
    return {
      welfareYear: year, banner: welfareBanner, notice: `${year} 年度家属保障计划投保通道开放至 ${month} 月 ${day} 日，投保次月 1 日零时生效，保障至 12 月 31 日。`,
      plans: welfarePlans.map(({ planCode, planName, price, description }) => ({ planCode, planName, price, description })),
    };
  },
  agentWelfareMemberRisk: (ctx) => {
    const member = owned(ctx, membersOf(ctx.state, me(ctx)).find((m) => m.memberId === ctx.query.memberId), '家庭成员');
    // Covered only by an enrolment that named this member and whose cover has not ended.
    const order = [...ctx.state.welfareOrders].reverse().find((o) => o.customerId === member.customerId && o.memberIds.includes(member.memberId) && o.endDate >= today());
    const plan = welfarePlans.find((p) => p.planCode === order?.planCode);
    return { memberId: member.memberId, name: member.name, risks: (plan?.risks ?? []).map(([riskCode, riskName, amount]) => ({ riskCode, riskName, amount })) };
  },
  activityIntercept: (ctx) => {
    const target = activities[ctx.query.activityCode];
    return { intercept: !target || target.ended, reason: !target ? '活动不存在' : target.ended ? `${target.name}已结束，感谢关注` : null };
  },
  activityUserCapital: (ctx) => (activity(ctx).ended ? [] : userCapitals),
  activityThirdUserCapital: (ctx) => (activity(ctx).ended || ctx.query.channel !== 'JKX' ? [] : thirdUserCapitals),
  aosiliEncipherInfo: (ctx) => {
    const encipherInfo = Buffer.from(JSON.stringify({ serviceCode: ctx.body.serviceCode, user: me(ctx).umUserId, ts: Date.now() })).toString('base64');
    return { encipherInfo, jumpUrl: `https://h5.aosili-health.example/entry?info=${encodeURIComponent(encipherInfo)}` };
  },
  fkPartnerAuthCode: (ctx) => ({ code: issuePartnerCode(ctx.state, 'fanke', me(ctx).id), expiresIn: PARTNER_CODE_SECONDS, redirectUrl: `${STAND_IN_PREFIX}fanke` }),
};

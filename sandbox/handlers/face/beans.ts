import { randomBytes } from 'node:crypto';
import { addDays, nextId, now, today } from '../../format';
import { standInUrl } from '../../stand-ins';
import { personOf, requireConsent } from '../../views/consents';
import { found, me, pageOf, type HandlerContext, type Handlers } from '../context';
import { portalUrl } from '../../../runtime/platform/base-path';

function credit(ctx: HandlerContext, title: string, amount: number) {
  const beans = me(ctx).beans;
  beans.balance += amount;
  beans.history.unshift({ id: nextId(ctx.state, 'HB'), title, amount, time: now() });
  return beans.balance;
}

export const beanHandlers: Handlers = {
  beanAccount: (ctx) => {
    const { balance, expiringAmount, expiringDate, signedOn, continuousSignDays } = me(ctx).beans;
    // A day missed breaks the streak: the next sign-in starts again at day 1.
    const streakAlive = signedOn === today() || signedOn === addDays(today(), -1);
    return { balance, expiringAmount, expiringDate, signedToday: signedOn === today(), continuousSignDays: streakAlive ? continuousSignDays : 0 };
  },
  beanTasks: (ctx) => me(ctx).beans.tasks,
  beanHistory: (ctx) => {
    const type = ctx.query.type ?? 'all';
    const list = me(ctx).beans.history.filter((h) => type === 'all' || (type === 'income') === h.amount > 0);
    return { total: list.length, list: pageOf(list, ctx.query) };
  },
  beanSignIn: (ctx) => {
    const beans = me(ctx).beans;
    if (beans.signedOn === today()) ctx.fail('A0409', '今天已经签到过了，明天再来吧');
    beans.continuousSignDays = beans.signedOn === addDays(today(), -1) ? beans.continuousSignDays + 1 : 1;
    beans.signedOn = today();
    const gained = beans.continuousSignDays % 7 === 0 ? 50 : 10;
    return { gained, balance: credit(ctx, beans.continuousSignDays % 7 === 0 ? '连续签到 7 天奖励' : '每日签到', gained), continuousSignDays: beans.continuousSignDays };
  },
  beanCollect: (ctx) => {
    const task = found(ctx, me(ctx).beans.tasks.find((t) => t.taskCode === ctx.body.taskCode), '任务');
    if (task.status !== 'done') ctx.fail('A0409', task.status === 'todo' ? '请先完成任务再领取奖励' : '该任务奖励已领取');
    task.status = 'collected';
    return { gained: task.reward, balance: credit(ctx, task.name, task.reward) };
  },
  // The partner learns who the customer is and what they may spend: only with the customer's consent for that partner.
  beanMallUrl: (ctx) => {
    requireConsent(me(ctx), ctx.query.mode === 'mobile' ? 'TP_MOBILE_TOPUP' : 'TP_BEAN_MALL', personOf(ctx.state, me(ctx), 'SELF')!);
    const partnerName = ctx.query.mode === 'mobile' ? '话费充值（合作方：畅联通信）' : '鸿泰豆兑换商城（合作方：优选生活）';
    const ticket = randomBytes(8).toString('hex');
    return { url: standInUrl('bean-mall', { mode: ctx.query.mode, ticket, returnUrl: portalUrl('/hqbean/index') }), partnerName, balance: me(ctx).beans.balance, expireAt: `${addDays(today(), 1)} ${now().slice(11)}` };
  },
};

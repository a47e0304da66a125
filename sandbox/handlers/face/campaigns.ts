import { randomBytes } from 'node:crypto';
import { chineseDate, maskPhone, nextId, now, today } from '../../format';
import { products } from '../../seed/products';
import { creditedChannel } from '../../seed/platform';
import { checkSmsCode, found, owned, type HandlerContext, type Handlers } from '../context';
import type { Lead } from '../../model';
import { activityOf, notStarted } from '../../activity-register';

/**
 * A lead's result is personal (the name and phone it holds): it is answered to the browser that left it, which
 * keeps the result token leadSubmit gave it once, or to the signed-in customer who left it; never for the lead
 * number alone, which a shared address carries.
 */
const mayRead = (ctx: HandlerContext, lead: Lead) =>
  (lead.resultToken !== undefined && ctx.query.resultToken === lead.resultToken) || (lead.customerId !== null && ctx.user?.id === lead.customerId);

const summary = ({ covers: _covers, highlights: _highlights, ...product }: (typeof products)[number]) => product;

export const campaignHandlers: Handlers = {
  productList: (ctx) => products.filter((p) => !ctx.query.category || p.category === ctx.query.category).map(summary),
  productDetail: (ctx) => found(ctx, products.find((p) => p.productId === ctx.query.productId), '产品'),
  leadSubmit: (ctx) => {
    const { activityCode, name, phone, verifyCode, cpsCode, pageCode } = ctx.body;
    const campaign = found(ctx, activityOf(activityCode), '活动');
    if (campaign.ended) ctx.fail('A0409', `${campaign.name}已结束，感谢关注`);
    if (notStarted(campaign)) ctx.fail('A0409', `${campaign.name}将于 ${chineseDate(today(new Date(campaign.startsAt!)))}开始，届时欢迎预约`);
    checkSmsCode(ctx, verifyCode);
    if (ctx.state.leads.some((l) => l.activityCode === activityCode && l.phone === phone)) ctx.fail('A0409', '您已提交过预约，顾问将在 1 个工作日内与您联系');
    const lead = {
      leadNo: nextId(ctx.state, 'LD'), activityCode, name, phone, productId: campaign.productId, cpsCode: creditedChannel(cpsCode), pageCode: pageCode || null,
      customerId: ctx.user?.id ?? null, submittedAt: now(), resultToken: randomBytes(16).toString('hex'),
    };
    ctx.state.leads.push(lead);
    return { leadNo: lead.leadNo, activityName: campaign.name, submittedAt: lead.submittedAt, resultToken: lead.resultToken };
  },
  leadResult: (ctx) => {
    const lead = owned(ctx, ctx.state.leads.find((l) => l.leadNo === ctx.query.leadNo && mayRead(ctx, l)), '预约记录');
    const activity = activityOf(lead.activityCode);
    return {
      leadNo: lead.leadNo, activityName: activity?.name ?? lead.activityCode, activityPage: activity?.page ?? null, nameShield: `${lead.name.slice(0, 1)}${'*'.repeat(Math.max(lead.name.length - 1, 1))}`,
      phoneShield: maskPhone(lead.phone), submittedAt: lead.submittedAt, status: 'received', statusName: '已受理，待顾问联系',
    };
  },
};

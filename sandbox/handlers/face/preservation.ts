import app from '../../../pages-config/app.json';
import { chineseDate, now } from '../../format';
import { endorsementView } from '../../views/endorsement';
import { CHANGE_HOURS, changeEffectiveDate, inChangeHours } from '../../working-days';
import { me, owned, pageOf, type HandlerContext, type Handlers } from '../context';
import { myFile } from './files';

const mine = (ctx: HandlerContext) => ctx.state.endorsements.filter((e) => e.customerId === me(ctx).id);
const fraudKey = (ctx: HandlerContext) => `${me(ctx).id}:${ctx.params.businessType}`;

const reminders: Record<string, { title: string; content: string }> = {
  A0055: {
    title: '银行卡缴费防诈骗提示',
    content: `鸿泰人寿只会通过您本人名下的银行卡代扣保费，不会要求您向任何个人账户转账。如有人以“保单升级”“退保返现”等理由要求转账，请立即拨打 ${app.hotline} 核实。`,
  },
};
const generic = { title: '防诈骗提示', content: '请勿向他人透露短信验证码、银行卡密码等信息；我司工作人员不会以任何理由索要验证码或要求转账。' };

export const preservationHandlers: Handlers = {
  // Newest first: the latest application, then by its number within a day.
  preservationList: (ctx) => {
    const all = mine(ctx).sort((a, b) => b.applyDate.localeCompare(a.applyDate) || b.businessNo.localeCompare(a.businessNo));
    return { total: all.length, list: pageOf(all, ctx.query).map((e) => endorsementView(ctx.state, e)) };
  },
  preservationDetail: (ctx) => endorsementView(ctx.state, owned(ctx, mine(ctx).find((e) => e.businessNo === ctx.query.businessNo), '保全记录')),
  endorseApplicantImages: (ctx) => {
    const target = owned(ctx, mine(ctx).find((e) => e.businessNo === ctx.body.businessNo), '保全申请');
    for (const fileId of ctx.body.fileIds as string[]) myFile(ctx, fileId);
    target.imageCount += ctx.body.fileIds.length;
    return { businessNo: target.businessNo, imageCount: target.imageCount };
  },
  workTimeEndorse: () => {
    const at = now();
    const inWorkTime = inChangeHours(at);
    const effective = changeEffectiveDate(at);
    return {
      inWorkTime, workTime: `工作日 ${CHANGE_HOURS.open}-${CHANGE_HOURS.close}`,
      tip: inWorkTime ? '当前为保全业务办理时间，变更确认后即时生效' : `当前为非办理时间，您确认的变更将于${chineseDate(effective)}生效`,
    };
  },
  fraudRemindState: (ctx) => ({
    businessType: ctx.params.businessType, needRemind: !ctx.state.fraudAcknowledged.includes(fraudKey(ctx)), ...(reminders[ctx.params.businessType] ?? generic),
  }),
  fraudRemindAcknowledge: (ctx) => {
    if (!ctx.state.fraudAcknowledged.includes(fraudKey(ctx))) ctx.state.fraudAcknowledged.push(fraudKey(ctx));
    return null;
  },
};

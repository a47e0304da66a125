import app from '../../../pages-config/app.json';
import { now } from '../../format';
import { endorsementView } from '../../views/endorsement';
import { me, owned, type HandlerContext, type Handlers } from '../context';
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
  preservationList: (ctx) => mine(ctx).map((e) => endorsementView(ctx.state, e)),
  preservationDetail: (ctx) => endorsementView(ctx.state, owned(ctx, mine(ctx).find((e) => e.businessNo === ctx.query.businessNo), '保全记录')),
  endorseApplicantImages: (ctx) => {
    const target = owned(ctx, mine(ctx).find((e) => e.businessNo === ctx.body.businessNo), '保全申请');
    for (const fileId of ctx.body.fileIds as string[]) myFile(ctx, fileId);
    target.imageCount += ctx.body.fileIds.length;
    return { businessNo: target.businessNo, imageCount: target.imageCount };
  },
  workTimeEndorse: () => {
    const time = now().slice(11, 16);
    const inWorkTime = time >= '08:30' && time < '20:00';
    return { inWorkTime, workTime: '每日 08:30-20:00', tip: inWorkTime ? '当前为保全业务办理时间' : '当前为非办理时间，您提交的申请将于下一个办理时段处理' };
  },
  fraudRemindState: (ctx) => ({
    businessType: ctx.params.businessType, needRemind: !ctx.state.fraudAcknowledged.includes(fraudKey(ctx)), ...(reminders[ctx.params.businessType] ?? generic),
  }),
  fraudRemindAcknowledge: (ctx) => {
    if (!ctx.state.fraudAcknowledged.includes(fraudKey(ctx))) ctx.state.fraudAcknowledged.push(fraudKey(ctx));
    return null;
  },
};

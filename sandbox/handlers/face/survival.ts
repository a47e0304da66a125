import type { SandboxState, SurvivalCertification, SurvivalFund } from '../../model';
import { addDays, nextId, now, today } from '../../format';
import { bankBrief, policiesOf } from '../../views/policy';
import { checkSmsCode, found, me, owned, type HandlerContext, type Handlers } from '../context';
import { myPolicy } from './policy';

const statusNames: Record<SurvivalFund['status'], string> = { toReceive: '待领取', applied: '已申请，待确认', received: '已领取' };

function fundView(state: SandboxState, fund: SurvivalFund) {
  const policy = state.policies.find((p) => p.policyNo === fund.policyNo)!;
  const { bankAccountId, ...rest } = fund;
  return { ...rest, productName: policy.productName, insuredName: policy.insuredName, statusName: statusNames[fund.status], bankAccount: bankBrief(state, bankAccountId) };
}

const myFunds = (ctx: HandlerContext) => {
  const mine = policiesOf(ctx.state, me(ctx)).map((p) => p.policyNo);
  return ctx.state.survivalFunds.filter((fund) => mine.includes(fund.policyNo));
};
const fund = (ctx: HandlerContext, id: string) => owned(ctx, myFunds(ctx).find((f) => f.id === id), '生存金记录');

const doneTodo = (ctx: HandlerContext, businessType: string) => {
  ctx.state.todos = ctx.state.todos.filter((todo) => !(todo.customerId === me(ctx).id && todo.businessType === businessType));
};

/** Where a certification stands: not submitted, submitted and under manual review, or certified. */
function certificationStatus(cert: SurvivalCertification) {
  const status = cert.survivalState === 0 ? 'pending' : cert.lastCertifiedAt === null ? 'reviewing' : 'certified';
  return { status, statusName: certificationStatusNames[status] };
}
const certificationStatusNames = { pending: '待认证', reviewing: '审核中', certified: '已认证' } as const;

export const survivalHandlers: Handlers = {
  survivalCertificationList: (ctx) => {
    const mine = policiesOf(ctx.state, me(ctx));
    return ctx.state.survivalCertifications.flatMap((cert) => {
      const policy = mine.find((p) => p.policyNo === cert.policyNo);
      return policy ? [{ ...cert, productName: policy.productName, insuredName: policy.insuredName, insuredCustomerNo: policy.insuredCustomerNo, ...certificationStatus(cert) }] : [];
    });
  },
  survivalCertificationSubmit: (ctx) => {
    const policy = myPolicy(ctx, ctx.body.policyNo);
    const cert = found(ctx, ctx.state.survivalCertifications.find((c) => c.policyNo === policy.policyNo), '生存认证任务');
    if (cert.survivalState === 1) ctx.fail('A0409', '该保单本年度已提交生存认证，无需重复认证');
    // The face check proves who is logged in, so only the insured in person can certify being alive.
    if (policy.insuredCustomerNo !== me(ctx).id) ctx.fail('A0403', `生存认证须由被保险人${policy.insuredName}本人登录后完成`);
    const face = ctx.state.faceTokens[ctx.body.bizToken];
    if (!face || face.customerId !== me(ctx).id || !face.passed) ctx.fail('A0400', '活体识别未通过，请重新识别');
    // A first certification (none on record) has no earlier check to compare with: it goes to manual review,
    // and counts as certified (lastCertifiedAt) only once reviewed.
    const firstTime = cert.lastCertifiedAt === null;
    Object.assign(cert, { survivalState: 1, lastCertifiedAt: firstTime ? null : now() });
    doneTodo(ctx, 'SURVIVAL_CERT');
    return { policyNo: policy.policyNo, survivalState: 1, status: firstTime ? 'process' : 'success' };
  },
  survivalFundList: (ctx) => myFunds(ctx).map((f) => fundView(ctx.state, f)),
  survivalFundInfo: (ctx) => fundView(ctx.state, fund(ctx, ctx.params.id)),
  survivalFundApply: (ctx) => {
    const target = fund(ctx, ctx.body.id);
    if (target.status !== 'toReceive') ctx.fail('A0409', '该笔生存金已申请或已领取');
    const { receiveMode, bankAccountId } = ctx.body;
    if (receiveMode === 'bank') {
      if (!bankAccountId) ctx.fail('A0400', '请选择收款银行卡');
      owned(ctx, ctx.state.bankAccounts.find((a) => a.id === bankAccountId && a.customerId === me(ctx).id), '银行卡');
    }
    Object.assign(target, { status: 'applied', receiveMode, bankAccountId: receiveMode === 'bank' ? bankAccountId : null, applyNo: nextId(ctx.state, 'SQ'), verified: false });
    return fundView(ctx.state, target);
  },
  survivalFundIdVerify: (ctx) => {
    const target = fund(ctx, ctx.body.id);
    if (target.status !== 'applied') ctx.fail('A0409', '请先申请领取该笔生存金');
    checkSmsCode(ctx, ctx.body.verifyCode);
    target.verified = true;
    return fundView(ctx.state, target);
  },
  survivalFundConfirm: (ctx) => {
    const target = fund(ctx, ctx.body.id);
    if (target.status !== 'applied' || !target.verified) ctx.fail('A0409', '请先完成领取申请和身份验证');
    Object.assign(target, { status: 'received', receivedDate: addDays(today(), 2) });
    if (!myFunds(ctx).some((f) => f.status === 'toReceive')) doneTodo(ctx, 'SURVIVAL_FUND');
    return fundView(ctx.state, target);
  },
};

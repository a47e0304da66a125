import type { Policy, SandboxState, SurvivalCertification, SurvivalFund } from '../../model';
import { nextId, now, today } from '../../format';
import { addWorkingDays } from '../../working-days';
import { bankBrief, policiesOf } from '../../views/policy';
import { checkSmsCode, found, me, owned, type HandlerContext, type Handlers } from '../context';
import { myPolicy } from './policy';
import { spendFaceCheck } from './face-checks';

/** A bank transfer reaches the card within three working days of confirming (the pages say 三个工作日内到账). */
const BANK_TRANSFER_WORKING_DAYS = 3;

const modeNames: Record<NonNullable<SurvivalFund['receiveMode']>, string> = { bank: '转账到银行卡', deduct: '抵交保费', accumulate: '累积生息' };

/** Whether a received fund's money is where it was sent: a bank transfer only once its day has come. */
const arrived = (fund: SurvivalFund) => fund.status === 'received' && fund.receivedDate !== null && fund.receivedDate <= today();

/** One word per fund, the same in every list and detail: a bank transfer on its way is 等待到账, not yet 已领取. */
const statusName = (fund: SurvivalFund) => {
  if (fund.status === 'toReceive') return '待领取';
  if (fund.status === 'applied') return fund.verified ? '已申请，待确认' : '已申请，待验证';
  return arrived(fund) ? '已领取' : '等待到账';
};

/** A policy with no premium left to pay (paid up) cannot have a survival fund deducted from its premium. */
const premiumPaidUp = (policy: Policy) => policy.nextPayDate === null;

/** The premium a fund received by deduction paid: the policy's premium due on its anniversary in the fund's year. */
function deductedPremium(policy: Policy, fund: SurvivalFund) {
  const year = Number(fund.dueDate.slice(0, 4));
  return { dueDate: `${year}${policy.effectiveDate.slice(4)}`, period: year - Number(policy.effectiveDate.slice(0, 4)) + 1, premium: policy.premium };
}

/** Where the money went, as shown to the customer: the masked card, the policy's premium or its accumulation account. */
function receiveAccount(state: SandboxState, fund: SurvivalFund) {
  const card = bankBrief(state, fund.bankAccountId);
  if (fund.receiveMode === 'bank') return card ? `${card.bankName} ${card.cardNoShield}` : null;
  return fund.receiveMode === 'deduct' ? '抵交本保单保费' : fund.receiveMode === 'accumulate' ? '本保单累积生息账户' : null;
}

function fundView(state: SandboxState, fund: SurvivalFund) {
  const policy = state.policies.find((p) => p.policyNo === fund.policyNo)!;
  const { bankAccountId, ...rest } = fund;
  return {
    ...rest,
    productName: policy.productName,
    insuredName: policy.insuredName,
    statusName: statusName(fund),
    receiveModeName: fund.receiveMode ? modeNames[fund.receiveMode] : null,
    bankAccount: bankBrief(state, bankAccountId),
    receiveAccount: receiveAccount(state, fund),
    arrived: arrived(fund),
    premiumPaidUp: premiumPaidUp(policy),
    deductedPremium: fund.status === 'received' && fund.receiveMode === 'deduct' ? deductedPremium(policy, fund) : null,
  };
}

/** Which funds a list asks for: one status, or the record of those applied for and received. */
const inScope = (fund: SurvivalFund, status: string | undefined) =>
  !status || (status === 'history' ? fund.status !== 'toReceive' : fund.status === status);

const myFunds = (ctx: HandlerContext) => {
  const mine = policiesOf(ctx.state, me(ctx)).map((p) => p.policyNo);
  return ctx.state.survivalFunds.filter((fund) => mine.includes(fund.policyNo));
};
const fund = (ctx: HandlerContext, id: string) => owned(ctx, myFunds(ctx).find((f) => f.id === id), '生存金记录');

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
    spendFaceCheck(ctx, ctx.body.bizToken, 'SURVIVAL', `SURVIVAL ${policy.policyNo}`);
    // A first certification (none on record) has no earlier check to compare with: it goes to manual review,
    // and counts as certified (lastCertifiedAt) only once reviewed.
    const firstTime = cert.lastCertifiedAt === null;
    Object.assign(cert, { survivalState: 1, lastCertifiedAt: firstTime ? null : now() });
    return { policyNo: policy.policyNo, survivalState: 1, status: firstTime ? 'process' : 'success' };
  },
  survivalFundList: (ctx) => myFunds(ctx)
    .filter((f) => inScope(f, ctx.query.status))
    .sort((a, b) => b.dueDate.localeCompare(a.dueDate))
    .map((f) => fundView(ctx.state, f)),
  survivalFundSummary: (ctx) => {
    const funds = myFunds(ctx);
    const sum = (test: (f: SurvivalFund) => boolean) => funds.filter(test).reduce((total, f) => total + f.amount, 0);
    const count = (test: (f: SurvivalFund) => boolean) => funds.filter(test).length;
    const is = (status: SurvivalFund['status']) => (f: SurvivalFund) => f.status === status;
    // 累计已领取 counts the money that has reached the customer; a bank transfer on its way is not received yet.
    return {
      toReceiveAmount: sum(is('toReceive')), toReceiveCount: count(is('toReceive')),
      appliedAmount: sum(is('applied')), appliedCount: count(is('applied')),
      receivedAmount: sum(arrived), receivedCount: count(arrived),
    };
  },
  survivalFundInfo: (ctx) => fundView(ctx.state, fund(ctx, ctx.params.id)),
  survivalFundApply: (ctx) => {
    const target = fund(ctx, ctx.body.id);
    if (target.status !== 'toReceive') ctx.fail('A0409', '该笔生存金已申请或已领取');
    const { receiveMode, bankAccountId } = ctx.body;
    if (receiveMode === 'bank') {
      if (!bankAccountId) ctx.fail('A0400', '请选择收款银行卡');
      owned(ctx, ctx.state.bankAccounts.find((a) => a.id === bankAccountId && a.customerId === me(ctx).id), '银行卡');
    }
    if (receiveMode === 'deduct' && premiumPaidUp(ctx.state.policies.find((p) => p.policyNo === target.policyNo)!)) {
      ctx.fail('A0409', '该保单已交清保费，无法抵交保费');
    }
    Object.assign(target, {
      status: 'applied', receiveMode, bankAccountId: receiveMode === 'bank' ? bankAccountId : null,
      applyNo: `SQ${today().replaceAll('-', '')}${nextId(ctx.state, '').slice(-3)}`, applyDate: today(), verified: false,
    });
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
    // A bank transfer arrives within three working days (as the pages promise); a deduction or accumulation is booked the same day.
    Object.assign(target, { status: 'received', receivedDate: target.receiveMode === 'bank' ? addWorkingDays(today(), BANK_TRANSFER_WORKING_DAYS) : today() });
    return fundView(ctx.state, target);
  },
};

// Reinstatement (保单复效): apply for a lapsed policy, the insured's own face check, the health notice (and medical
// records when it has findings), the customer's confirmation (face check and SMS code), then paying the arrears and
// interest: the policy is in force again only once the payment settles (sandbox/payments.ts). Each step is entered
// only once the server saw the steps before it pass (rules/steps.ts); reinstatementProgress tells the pages where
// an application stands.
import { policiesOf } from '../../views/policy';
import { owed, reinstatementItems } from '../../views/reinstatement';
import { lapseDateOf } from '../../rules/policy-status';
import { enter, progressOf, reinstatementSteps, type ReinstatementStep } from '../../rules/steps';
import { applicationLifecycle } from '../../rules/lifecycles';
import { now } from '../../format';
import { me, type HandlerContext, type Handlers } from '../context';
import { confirmFlow, detailFlow, draft, endorsement, ownFaceCheck } from './endorse-flow';
import { spendFaceCheck } from './face-checks';
import { myFile } from './files';
import { payUrl } from './pay-orders';
import { myPolicy } from './policy';
import { portalUrl } from '../../../runtime/platform/base-path';

/** A reinstatement draft of the customer's, for the insured person the request names (the policy's insured). */
function reinstatementFor(ctx: HandlerContext) {
  const target = endorsement(ctx, 're', ctx.params.businessNo);
  if (myPolicy(ctx, target.policyNos[0]).insuredCustomerNo !== ctx.body.insuredCustomerNo) ctx.fail('A0400', '被保险人与保单不符');
  return target;
}

/** The customer's draft for the insured, refused unless every step before `step` passed. */
function stepOf(ctx: HandlerContext, step: ReinstatementStep) {
  const target = reinstatementFor(ctx);
  if (target.status !== 'draft') ctx.fail('A0409', '该申请已确认，不能再修改');
  enter(reinstatementSteps, target, step);
  return target;
}

export const reinstatementHandlers: Handlers = {
  reinstatementList: (ctx) => policiesOf(ctx.state, me(ctx)).flatMap((p) => {
    const due = owed(ctx.state, p);
    return due ? [{
      policyNo: p.policyNo, productName: p.productName, lapseDate: lapseDateOf(p)!, arrears: due.arrears, interest: due.interest,
      insured: [{ insuredCustomerNo: p.insuredCustomerNo, insuredName: p.insuredName }],
    }] : [];
  }),
  reinstatementApply: (ctx) => {
    const policy = myPolicy(ctx, ctx.body.policyNo);
    const due = owed(ctx.state, policy) ?? ctx.fail('A0400', '该保单无需复效');
    const created = draft(ctx, 're', [policy.policyNo], reinstatementItems(due), { healthNotice: '' });
    return { businessNo: created.businessNo, ...due };
  },
  // The insured in person, on the customer's phone: the face token is spent on this application and insured.
  reinstatementInsuredVerify: (ctx) => {
    const target = stepOf(ctx, 'insuredFace');
    const { insuredCustomerNo, bizToken } = ctx.body;
    spendFaceCheck(ctx, bizToken, 'ENDORSE_RE', `${target.businessNo} ${insuredCustomerNo}`);
    if (!target.insuredVerified) target.progress.push({ time: now(), description: '被保险人已完成身份验证' });
    target.insuredVerified = { insuredCustomerNo, bizToken, at: now() };
    return { businessNo: target.businessNo, insuredCustomerNo, verified: true };
  },
  reinstatementHealthInform: (ctx) => {
    const target = stepOf(ctx, 'healthNotice');
    const healthNotice = (ctx.body.answers as Array<{ answer: string }>).some((a) => a.answer === 'Y') ? 'Y' : 'N';
    target.changes.healthNotice = healthNotice;
    return { businessNo: target.businessNo, healthNotice };
  },
  reinstatementMedicalUpload: (ctx) => {
    const target = stepOf(ctx, 'medicalUpload');
    if (target.changes.healthNotice !== 'Y') ctx.fail('A0409', '健康告知无异常，无需上传体检资料');
    for (const fileId of ctx.body.fileIds as string[]) myFile(ctx, fileId);
    target.imageCount += ctx.body.fileIds.length;
    return { businessNo: target.businessNo, fileCount: target.imageCount };
  },
  // Confirming is the customer's legal confirmation of the application; the policy stays lapsed until it is paid.
  reinstatementConfirm: confirmFlow('re', {
    decide: (_ctx, target) => {
      enter(reinstatementSteps, target, 'confirm');
      return target.changes.healthNotice === 'Y' ? '1' : '3';
    },
    prove: ownFaceCheck('ENDORSE_RE'),
  }),
  reinstatementDetail: detailFlow('re'),
  // Where the application stands: the pages show the step the server says, whatever their address.
  reinstatementProgress: (ctx) => {
    const target = endorsement(ctx, 're', ctx.params.businessNo);
    const policy = myPolicy(ctx, target.policyNos[0]);
    return {
      businessNo: target.businessNo, status: target.status, statusName: applicationLifecycle.names[target.status],
      insuredCustomerNo: policy.insuredCustomerNo, insuredName: policy.insuredName, healthNotice: target.changes.healthNotice || null,
      ...progressOf(reinstatementSteps, target),
    };
  },
  reinstatementPayDetail: (ctx) => {
    const target = endorsement(ctx, 're', ctx.params.businessNo);
    const policy = myPolicy(ctx, target.policyNos[0]);
    return {
      businessNo: target.businessNo, status: target.status, policyNo: policy.policyNo, productName: policy.productName, insuredName: policy.insuredName, lapseDate: lapseDateOf(policy), owed: owed(ctx.state, policy),
    };
  },
  reinstatementPayUrl: (ctx) => payUrl(ctx, portalUrl('/policy-business/re/pay-result'), () => {
    const target = endorsement(ctx, 're', ctx.body.businessNo);
    if (target.status !== 'awaitingPayment') ctx.fail('A0409', target.status === 'success' ? '该保单已恢复效力，无需重复缴费' : '该复效申请当前无需缴费');
    const policy = myPolicy(ctx, target.policyNos[0]);
    const due = owed(ctx.state, policy) ?? ctx.fail('A0409', '该保单已恢复效力，无需重复缴费');
    return { policyNo: policy.policyNo, amount: due.total, pays: { kind: 'reinstatement', businessNo: target.businessNo } };
  }),
};

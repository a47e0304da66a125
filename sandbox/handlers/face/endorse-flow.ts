// The shared shape of the four policy-change flows (occupation, am, gb, re): apply creates a draft,
// confirm (with an SMS code) decides the result and applies the change, detail shows it.
import type { Endorsement, EndorsementType } from '../../model';
import { nextId, now, today } from '../../format';
import { endorsementView } from '../../views/endorsement';
import { checkSmsCode, me, owned, type HandlerContext, type Handler } from '../context';

const resultMessages = {
  '0': '办理成功，变更已生效', '1': '申请已提交，需人工审核，我们将在 2 个工作日内通知您结果', '2': '很抱歉，本次申请未通过', '3': '申请已确认，补缴保费后生效',
} as const;
const resultStatuses = { '0': 'success', '1': 'processing', '2': 'failed', '3': 'awaitingPayment' } as const;

export function draft(ctx: HandlerContext, type: EndorsementType, policyNos: string[], items: Endorsement['items'], changes: Endorsement['changes']): Endorsement {
  const created: Endorsement = {
    businessNo: nextId(ctx.state, 'BQ'), customerId: me(ctx).id, type, status: 'draft', result: null, applyDate: today(), policyNos, items,
    progress: [{ time: now(), description: '申请已提交，待您确认' }], changes, imageCount: 0,
  };
  ctx.state.endorsements.unshift(created);
  return created;
}

export const endorsement = (ctx: HandlerContext, type: EndorsementType, businessNo: string): Endorsement =>
  owned(ctx, ctx.state.endorsements.find((e) => e.businessNo === businessNo && e.type === type && e.customerId === me(ctx).id), '保全申请');

/**
 * A confirm handler: `decide` checks the draft, applies the change when it succeeds and returns the result code
 * (3: the change waits for its payment, which applies it).
 */
export function confirmFlow(type: EndorsementType, decide: (ctx: HandlerContext, target: Endorsement) => keyof typeof resultMessages): Handler {
  return (ctx) => {
    const target = endorsement(ctx, type, ctx.params.businessNo);
    if (target.status !== 'draft') ctx.fail('A0409', '该申请已提交，请勿重复确认');
    checkSmsCode(ctx, ctx.body.verifyCode);
    const result = decide(ctx, target);
    Object.assign(target, { result, status: resultStatuses[result] });
    target.progress.push({ time: now(), description: resultMessages[result] });
    return { businessNo: target.businessNo, result, message: resultMessages[result] };
  };
}

export const detailFlow = (type: EndorsementType): Handler => (ctx) => endorsementView(ctx.state, endorsement(ctx, type, ctx.params.businessNo));

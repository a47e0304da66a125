// The shared shape of the four policy-change flows (occupation, am, gb, re): apply creates a draft,
// confirm (with an SMS code) decides the result and applies the change (out of the change hours: accepts it,
// to take effect on the next working day), detail shows it.
import type { Endorsement, EndorsementType, SandboxState } from '../../model';
import { chineseDate, nextId, now, today } from '../../format';
import { endorsementView } from '../../views/endorsement';
import { endorsementNames } from '../../seed/business';
import { move } from '../../rules/lifecycle';
import { applicationLifecycle, OPEN_APPLICATION } from '../../rules/lifecycles';
import { CHANGE_HOURS, changeEffectiveDate } from '../../working-days';
import { checkSmsCode, me, owned, type HandlerContext, type Handler } from '../context';
import { spendFaceCheck } from './face-checks';

const resultMessages = {
  '0': '办理成功，变更已生效', '1': '申请已提交，需人工审核，我们将在 2 个工作日内通知您结果', '2': '很抱歉，本次申请未通过', '3': '申请已确认，补缴保费后生效',
} as const;
const resultStatuses = { '0': 'success', '1': 'processing', '2': 'failed', '3': 'awaitingPayment', '4': 'accepted' } as const;
type Decision = keyof typeof resultMessages;
/** How each type's accepted changes are applied when their day comes. */
const appliers: Partial<Record<EndorsementType, ApplyChange>> = {};
/** What a confirmed change does to the world: the new values, written where they belong. */
export type ApplyChange = (state: SandboxState, target: Endorsement) => void;
/** How the customer proves, before confirming, that they are the one asking (a face check of their own). */
export type ProveCustomer = (ctx: HandlerContext, target: Endorsement) => void;

const acceptedMessage = (day: string) => `已受理，将于${chineseDate(day)}生效`;

/**
 * The application a customer's apply opens: a policy has at most one open application of a kind, so applying again
 * resumes its draft with what is asked now, and one already confirmed (under review, awaiting payment or accepted)
 * is refused until it is done.
 */
export function draft(ctx: HandlerContext, type: EndorsementType, policyNos: string[], items: Endorsement['items'], changes: Endorsement['changes']): Endorsement {
  const open = ctx.state.endorsements.find((e) => e.customerId === me(ctx).id && e.type === type && OPEN_APPLICATION.has(e.status) && e.policyNos.some((no) => policyNos.includes(no)));
  if (open && open.status !== 'draft') {
    ctx.fail('A0409', `该保单已有一笔${endorsementNames[type]}申请正在办理（受理号 ${open.businessNo}，${applicationLifecycle.names[open.status]}），请在办理记录中查看`);
  }
  if (open) {
    Object.assign(open, { policyNos, items, changes, applyDate: today() });
    open.progress.push({ time: now(), description: '申请已更新，待您确认' });
    return open;
  }
  const created: Endorsement = {
    businessNo: nextId(ctx.state, 'BQ'), customerId: me(ctx).id, type, status: 'draft', result: null, applyDate: today(), policyNos, items,
    progress: [{ time: now(), description: '申请已提交，待您确认' }], changes, imageCount: 0, effectiveDate: null,
  };
  ctx.state.endorsements.unshift(created);
  return created;
}

export const endorsement = (ctx: HandlerContext, type: EndorsementType, businessNo: string): Endorsement =>
  owned(ctx, ctx.state.endorsements.find((e) => e.businessNo === businessNo && e.type === type && e.customerId === me(ctx).id), '保全申请');

/** The customer's own face check, started for this kind of change and spent on confirming this application. */
export const ownFaceCheck = (businessType: string): ProveCustomer => (ctx, target) => {
  if (!ctx.body.bizToken) ctx.fail('A0400', '请先完成本人人脸识别');
  spendFaceCheck(ctx, ctx.body.bizToken, businessType, `${target.businessNo} confirm`);
};

/**
 * A confirm handler: `decide` checks the draft and returns the result code (3: the change waits for its payment,
 * which applies it), then `prove` checks the customer's proof of identity (an SMS code alone where none is given).
 * A change that succeeds is applied by `apply` at once in the change hours; out of them it is accepted (result 4)
 * and applied on the day the hours next open (applyDueChanges).
 */
export function confirmFlow(type: EndorsementType, { decide, apply, prove }: { decide: (ctx: HandlerContext, target: Endorsement) => Decision; apply?: ApplyChange; prove?: ProveCustomer }): Handler {
  if (apply) appliers[type] = apply;
  return (ctx) => {
    const target = endorsement(ctx, type, ctx.params.businessNo);
    if (target.status !== 'draft') ctx.fail('A0409', '该申请已提交，请勿重复确认');
    const decision = decide(ctx, target);
    prove?.(ctx, target);
    checkSmsCode(ctx, ctx.body.verifyCode);
    const effectiveDate = decision === '0' ? changeEffectiveDate(now()) : null;
    const deferred = effectiveDate !== null && effectiveDate > today();
    const result = deferred ? '4' : decision;
    const message = deferred ? acceptedMessage(effectiveDate) : resultMessages[decision];
    move(applicationLifecycle, target, resultStatuses[result], { result, effectiveDate });
    target.progress.push({ time: now(), description: message });
    if (decision === '0' && !deferred) apply?.(ctx.state, target);
    return { businessNo: target.businessNo, result, message, effectiveDate };
  };
}

/** Applies the changes accepted out of hours whose day has come, as the insurer's overnight run would. */
export function applyDueChanges(state: SandboxState): void {
  for (const target of state.endorsements) {
    const apply = appliers[target.type];
    if (target.status !== 'accepted' || !apply || target.effectiveDate! > today()) continue;
    apply(state, target);
    move(applicationLifecycle, target, 'success', { result: '0' });
    target.progress.push({ time: `${target.effectiveDate} ${CHANGE_HOURS.open}:00`, description: resultMessages['0'] });
  }
}

export const detailFlow = (type: EndorsementType): Handler => (ctx) => endorsementView(ctx.state, endorsement(ctx, type, ctx.params.businessNo));

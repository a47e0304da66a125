// What a claim asks of the consent register (docs/product.md, Consent): its medical records need the insured
// person's consent to health information, and its medical-insurance data the insured person's authorisation.
import type { Staging } from '../../model';
import { healthMaterials } from '../../seed/claims';
import { consentSubject } from '../../seed/consent-subjects';
import { liveConsentOf, personOf, requireConsent } from '../../views/consents';
import { me, owned, type HandlerContext, type Handlers } from '../context';
import { standInUrl } from '../../stand-ins';
import { portalUrl } from '../../../runtime/platform/base-path';

/** The claim's insured person as the register names them: the customer (SELF) or a family member. */
export function insuredPerson(ctx: HandlerContext, insuredCustomerNo: string) {
  return personOf(ctx.state, me(ctx), insuredCustomerNo) ?? ctx.fail('A0400', '出险人须为本人或已添加的家庭成员');
}

/** Refuses to collect health materials of the insured without their live consent to health information. */
export function requireHealthConsent(ctx: HandlerContext, target: Pick<Staging, 'insuredCustomerNo'>, materialTypes: string[]) {
  if (materialTypes.some((type) => healthMaterials.includes(type))) requireConsent(me(ctx), 'PRIVACY_HEALTH', insuredPerson(ctx, target.insuredCustomerNo));
}

/** The draft's insured person (the customer without a draft). */
function draftPerson(ctx: HandlerContext, stagingId: string | undefined) {
  if (!stagingId) return insuredPerson(ctx, 'SELF');
  const draft = owned(ctx, ctx.state.stagings.find((s) => s.id === stagingId && s.customerId === me(ctx).id), '理赔申请暂存');
  return insuredPerson(ctx, draft.insuredCustomerNo);
}

export const claimConsentHandlers: Handlers = {
  claimMedicalAuthInfo: (ctx) => {
    const person = draftPerson(ctx, ctx.query.stagingId);
    const consent = liveConsentOf(me(ctx), 'TP_MEDICAL_INS', person.personId);
    return {
      authorized: consent !== undefined, personId: person.personId, personName: person.name, receiver: consentSubject('TP_MEDICAL_INS')!.receiver,
      authorizedAt: consent?.givenAt ?? null, expireDate: consent?.expiresAt?.slice(0, 10) ?? null,
    };
  },
  claimMedicalAuthUrl: (ctx) => {
    const person = draftPerson(ctx, ctx.query.stagingId);
    const returnUrl = ctx.query.returnUrl ?? portalUrl('/claim/apply/authorize');
    return { url: standInUrl('medical-auth', { channel: 'hongtai', user: me(ctx).umUserId, person: person.personId, returnUrl }) };
  },
};

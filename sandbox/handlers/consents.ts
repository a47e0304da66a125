// The consent register's endpoints (userCenter family) and the older authorisation endpoints, all kept on the
// one register (docs/product.md, Consent): the third-party services and the optional privacy authorisations.
import { nextId, now } from '../format';
import { grant, revoke, settle } from '../rules/consent';
import { consentSubject } from '../seed/consent-subjects';
import { privacyProtocols, thirdPartyServices } from '../seed/platform';
import { consentRequest, consentView, liveConsentOf, personOf, registerView } from '../views/consents';
import { thirdPartyView } from '../views/customer';
import { found, me, owned, type HandlerContext, type Handlers } from './context';

const subjectOf = (ctx: HandlerContext, code: string) => found(ctx, consentSubject(code), '授权事项');
const person = (ctx: HandlerContext, id = 'SELF') => personOf(ctx.state, me(ctx), id) ?? ctx.fail('A0400', '授权对象须为本人或已添加的家庭成员');
const service = (ctx: HandlerContext, code: string) => found(ctx, thirdPartyServices.find((s) => s.serviceCode === code), '第三方服务');

/** Gives the person's consent (a family member's only for what is not the customer's alone). */
function give(ctx: HandlerContext, subjectCode: string, personId?: string) {
  const subject = subjectOf(ctx, subjectCode);
  const target = person(ctx, personId);
  if (subject.selfOnly && target.personId !== 'SELF') ctx.fail('A0400', `《${subject.title}》仅限本人授权`);
  return grant(me(ctx).consents, subject, target, now(), () => nextId(ctx.state, 'CS'));
}

export const consentHandlers: Handlers = {
  consentList: (ctx) => registerView(ctx.state, { ...me(ctx), consents: settle(me(ctx).consents, now()) }),
  consentCheck: (ctx) => consentRequest(ctx.state, me(ctx), subjectOf(ctx, ctx.query.subject), person(ctx, ctx.query.personId)),
  consentGrant: (ctx) => consentView(ctx.state, me(ctx), give(ctx, ctx.body.subject, ctx.body.personId)),
  consentRevoke: (ctx) => {
    const consent = owned(ctx, me(ctx).consents.find((c) => c.consentId === ctx.body.consentId), '授权记录');
    return consentView(ctx.state, me(ctx), revoke(me(ctx).consents, consent, now()));
  },
  userAuthCheck: (ctx) => ({ serviceCode: service(ctx, ctx.body.serviceCode).serviceCode, authorized: Boolean(liveConsentOf(me(ctx), ctx.body.serviceCode)) }),
  userAuthAuthorize: (ctx) => {
    give(ctx, service(ctx, ctx.body.serviceCode).serviceCode);
    return thirdPartyView(ctx.state, me(ctx), service(ctx, ctx.body.serviceCode));
  },
  userAuthList: (ctx) => thirdPartyServices.map((s) => thirdPartyView(ctx.state, me(ctx), s)),
  userAuthDetail: (ctx) => {
    const target = service(ctx, ctx.query.serviceCode);
    return {
      service: thirdPartyView(ctx.state, me(ctx), target), scopes: target.scopes, agreementTitle: `${target.serviceName}授权协议`,
      agreementContent: `<p>您授权鸿泰人寿将您的${target.scopes.join('、')}提供给${target.partnerName}，仅用于${target.purpose}。为家庭成员使用该服务时，需另行取得其授权。</p><p>您可随时在“第三方授权”中撤回授权，撤回后${target.partnerName}将不再获取相关信息。</p>`,
    };
  },
  /** Revokes the service for everyone of the family it was given for: the partner receives nobody's data any more. */
  userAuthRevoke: (ctx) => {
    const target = service(ctx, ctx.body.serviceCode);
    const register = settle(me(ctx).consents, now());
    const live = register.filter((c) => c.subject === target.serviceCode && c.status === 'given');
    if (live.length === 0) ctx.fail('A0409', '您尚未授权该服务');
    live.forEach((consent) => revoke(register, consent, now()));
    return null;
  },
  privacyConsentAdd: (ctx) => {
    const codes = ctx.body.protocolCodes as string[];
    const protocols = codes.map((code) => found(ctx, privacyProtocols.find((p) => p.protocolCode === code), `协议 ${code} `));
    // The required protocols were agreed to at registration: only the optional ones are consents of the register.
    protocols.filter((p) => !p.required).forEach((p) => give(ctx, p.protocolCode));
    return null;
  },
  privacyConsentWithdraw: (ctx) => {
    const protocol = found(ctx, privacyProtocols.find((p) => p.protocolCode === ctx.body.protocolCode), '协议');
    if (protocol.required) ctx.fail('A0409', `《${protocol.title}》是使用在线服务的必要协议，如需撤回请联系客服注销账户`);
    const register = settle(me(ctx).consents, now());
    const consent = register.find((c) => c.subject === protocol.protocolCode && c.personId === 'SELF') ?? ctx.fail('A0409', `您尚未同意《${protocol.title}》，无需撤回`);
    revoke(register, consent, now());
    return null;
  },
};

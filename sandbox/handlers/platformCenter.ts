import app from '../../pages-config/app.json';
import { clickProps, positions, privacyProtocols, questionnaires, tripartiteAgreements, creditedChannel } from '../seed/platform';
import { equities, equityCategories } from '../seed/vip';
import { liveConsentOf } from '../views/consents';
import { found, type HandlerContext, type Handlers } from './context';

const positionsOf = (ctx: HandlerContext) => {
  const codes = String(ctx.query.positionCodes).split(',').map((code) => code.trim());
  return positions.filter((position) => codes.includes(position.positionCode));
};

export const platformCenter: Handlers = {
  positions: positionsOf,
  positionsNoLogin: positionsOf,
  checkCps: (ctx) => creditedChannel(ctx.query.cpsCode) !== null,
  privacyList: (ctx) => privacyProtocols.map(({ content: _content, ...protocol }) => ({
    ...protocol, authorized: ctx.user ? protocol.required || Boolean(liveConsentOf(ctx.user, protocol.protocolCode)) : null,
  })),
  privacyContent: (ctx) => {
    const { required: _required, summary: _summary, ...protocol } = found(ctx, privacyProtocols.find((p) => p.protocolCode === ctx.query.protocolCode), '协议');
    return protocol;
  },
  vipEquityCategories: () => equityCategories.map(({ categoryCode, categoryName, equities: list }) => ({
    categoryCode, categoryName, equities: list.map(({ equityCode, equityName, icon, minLevel }) => ({ equityCode, equityName, icon, minLevel })),
  })),
  vipEquityIntroduce: (ctx) => {
    const { equityCode, equityName, icon, introduce, rules, minLevel } = found(ctx, equities.find((e) => e.equityCode === ctx.query.equityCode), '权益');
    return { equityCode, equityName, icon, introduce, rules, minLevel };
  },
  questionConfig: (ctx) => found(ctx, questionnaires.find((q) => q.questionnaireCode === ctx.query.questionnaireCode), '问卷'),
  pointsCommonProps: () => ({ app_id: app.remoteClientAppId, platform_type: app.analytics.platformType, platform_name: app.analytics.platformName, app_version: app.version }),
  operationClickProps: () => clickProps,
  tripartiteAgreement: (ctx) => found(ctx, tripartiteAgreements.find((a) => a.agreementCode === ctx.query.agreementCode), '协议'),
};

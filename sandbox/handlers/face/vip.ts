import type { Customer, SandboxState } from '../../model';
import { today } from '../../format';
import { consentSubject } from '../../seed/consent-subjects';
import { equities, equityCategories, levelName, vipLevels } from '../../seed/vip';
import { inForcePoliciesOf, yearlyPremium } from '../../views/policy';
import { liveConsentOf } from '../../views/consents';
import { me, type Handlers } from '../context';

const levelOf = (code: string) => Number(code) || 0;
const countFor = (level: number, codes: string[]) => equityCategories
  .filter((c) => codes.includes(c.categoryCode))
  .map((c) => ({ categoryCode: c.categoryCode, categoryName: c.categoryName, count: c.equities.filter((e) => e.minLevel <= level).length }));

/** The yearly premium of each in-force policy, as the policy list shows it: a reinstated or repriced policy counts at what it costs now. */
function premiums(state: SandboxState, customer: Customer) {
  const counted = inForcePoliciesOf(state, customer);
  return { total: counted.reduce((sum, p) => sum + yearlyPremium(p), 0), detail: counted.map((p) => ({ policyNo: p.policyNo, productName: p.productName, standPrem: yearlyPremium(p) })) };
}

/** Why a right provided by a partner cannot be used now: the customer has not consented (or revoked) handing their data to it. */
function consentHint(customer: Customer, serviceCode: string | null) {
  const subject = serviceCode ? consentSubject(serviceCode)! : null;
  return subject && !liveConsentOf(customer, subject.subject) ? `需授权${subject.receiver}后使用` : null;
}

export const vipHandlers: Handlers = {
  vipEquity: (ctx) => {
    const customer = me(ctx);
    const level = levelOf(customer.levelCode);
    const { total, detail } = premiums(ctx.state, customer);
    const next = vipLevels.find((l) => levelOf(l.levelCode) === level + 1);
    return {
      levelCode: customer.levelCode, levelName: levelName(customer.levelCode), equityLevelCode: level || 1, customerWhite: false,
      standPrem: total, detailStandPrem: detail, levelExpiryDate: `${today().slice(0, 4)}-12-31`,
      nextLevelName: next?.levelName ?? null, nextLevelGap: next ? Math.max(next.threshold - total, 0) : null,
      familyEquityCount: equities.filter((e) => e.familyShared && e.minLevel <= level).length, homeVipCategories: countFor(level, ['HEALTH', 'LIFE']), appntVipCategories: countFor(level, ['HEALTH', 'LIFE', 'SERVICE']),
      vipValidCalculateDetail: '会员等级按名下有效保单的年度标准保费合计评定，每年 1 月 1 日更新，有效期至当年 12 月 31 日。',
    };
  },
  vipCard: (ctx) => {
    const customer = me(ctx);
    const current = vipLevels.find((l) => l.levelCode === customer.levelCode);
    return {
      cardNo: `VIP${customer.umUserId.replace(/\D/g, '')}`, holderName: customer.realName, levelCode: customer.levelCode, levelName: levelName(customer.levelCode),
      validUntil: `${today().slice(0, 4)}-12-31`, theme: current?.theme ?? '#86909c',
      cardSlideInfo: vipLevels.map((l) => ({ levelCode: l.levelCode, levelName: l.levelName, image: l.image, condition: `年度标准保费满 ${l.threshold.toLocaleString('zh-CN')} 元`, current: l.levelCode === customer.levelCode })),
    };
  },
  vipRights: (ctx) => {
    const level = levelOf(ctx.query.levelCode ?? me(ctx).levelCode);
    return equities.map((e) => ({
      rightCode: e.equityCode, name: e.equityName, icon: e.icon, categoryName: e.categoryName, description: e.introduce.replace(/<[^>]+>/g, ''),
      minLevel: e.minLevel, available: level >= e.minLevel, familyShared: e.familyShared, remaining: e.yearlyTimes === null ? null : level >= e.minLevel ? e.yearlyTimes : 0,
      consentHint: consentHint(me(ctx), e.serviceCode),
    }));
  },
};

import { randomBytes } from 'node:crypto';
import { addDays, now, today } from '../format';
import { vasItems, wellnessLevels } from '../seed/services';
import { found, me, type Handlers } from './context';
import { standInUrl } from '../stand-ins';
import { personOf, requireConsent } from '../views/consents';

const level = (levelCode: string) => Number(levelCode) || 0;

export const healthService: Handlers = {
  wellness: (ctx) => {
    const { wellnessLevel, levelName, services } = wellnessLevels[level(me(ctx).levelCode) >= 3 ? 1 : 0];
    return { wellnessLevel, levelName, services: services.map(([serviceCode, name, description, remaining]) => ({ serviceCode, name, description, remaining })) };
  },
  vasItems: (ctx) => vasItems
    .filter((item) => !ctx.query.category || item.category === ctx.query.category)
    .map(({ minLevel, ...item }) => ({ ...item, available: level(me(ctx).levelCode) >= minLevel })),
  /** Hands the person the service is for (the customer unless `personId` names a family member) to the provider, with their consent. */
  vasServiceUrl: (ctx) => {
    const item = found(ctx, vasItems.find((i) => i.itemCode === ctx.query.itemCode), '服务项目');
    if (level(me(ctx).levelCode) < item.minLevel) ctx.fail('A0403', '您当前的会员等级暂不能使用该服务');
    const person = personOf(ctx.state, me(ctx), ctx.query.personId ?? 'SELF') ?? ctx.fail('A0400', '服务对象须为本人或已添加的家庭成员');
    requireConsent(me(ctx), item.serviceCode, person);
    return { url: standInUrl('health-service', { item: item.itemCode, ticket: randomBytes(8).toString('hex') }), expireAt: `${addDays(today(), 1)} ${now().slice(11)}` };
  },
};

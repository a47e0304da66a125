import { avatar } from '../seed/images';
import { coverageOf } from '../views/coverage';
import { familyPeople } from '../views/family';
import { coveredSince, inForcePoliciesOf, policiesInsuring } from '../views/policy';
import { me, owned, type Handlers } from './context';

export const customerBaobei: Handlers = {
  guarantee: (ctx) => {
    const customer = me(ctx);
    const active = inForcePoliciesOf(ctx.state, customer);
    const family = familyPeople(ctx.state, customer);
    if (ctx.query.memberId) owned(ctx, family.find((p) => p.memberId === ctx.query.memberId), '家庭成员');
    const people = family.filter((p) => !ctx.query.memberId || p.memberId === ctx.query.memberId);
    return {
      totalSumInsured: active.reduce((sum, p) => sum + p.sumInsured, 0),
      policyCount: active.length,
      members: people.map((p) => ({ memberId: p.memberId, name: p.name, relationName: p.relationName, coverage: coverageOf(ctx.state, customer, p.custNo) })),
    };
  },
  homeMembers: (ctx) => {
    const customer = me(ctx);
    return familyPeople(ctx.state, customer).map((p) => ({
      memberId: p.memberId, name: p.name, relationName: p.relationName, avatar: avatar(p.name.slice(-1), '#165dff'),
      policyCount: policiesInsuring(ctx.state, customer, p.custNo).length,
      coveredSince: coveredSince(ctx.state, customer, p.custNo),
    }));
  },
};

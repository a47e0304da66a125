import type { Endorsement, Policy, SandboxState } from '../../model';
import { maskPhone, yuan } from '../../format';
import { isOccupationRated, occupationByCode, occupationLoadingOf } from '../../seed/occupations';
import { familyPeople } from '../../views/family';
import { inForcePoliciesOf } from '../../views/policy';
import { inForce, isShortTerm } from '../../rules/policy-status';
import { checkSmsCode, found, me, owned, type HandlerContext, type Handlers } from '../context';
import { confirmFlow, detailFlow, draft, ownFaceCheck } from './endorse-flow';
import { myPolicy } from './policy';

/** The portrait and emblem sides of a resident ID card. */
const ID_CARD_SIDES = 2;

const occupationText = (code: string) => {
  const o = occupationByCode(code);
  return o ? `${o.path}/${o.smallName}` : '未登记';
};

const levelOf = (code: string) => occupationByCode(code)?.occupationLevel ?? 1;
/** A policy whose premiums still to come (a renewal, or a one-year policy's next term) follow the insured's occupation class. */
const occupationRated = (policy: Policy) => (policy.nextPayDate !== null || isShortTerm(policy)) && policy.coverages.some((c) => isOccupationRated(c.category));
/** A rated policy's premium at an occupation class: the standard premium with the class's loading. */
const ratedPremium = (policy: Policy, code: string) => Math.round(policy.standPrem * (1 + occupationLoadingOf(code)) * 100) / 100;

/** What an occupation change does before it is confirmed: the occupation, its class, and each rated policy's premium. */
function occupationItems(policies: Policy[], from: string, to: string) {
  const rated = policies.filter(occupationRated);
  const premiums = rated.map((policy) => {
    const after = ratedPremium(policy, to);
    const difference = Math.round((after - policy.premium) * 100) / 100;
    const change = difference === 0 ? '不变' : `${difference > 0 ? '增加' : '减少'} ${yuan(Math.abs(difference))}`;
    return { label: `${policy.productName} 每期保费`, before: yuan(policy.premium), after: `${yuan(after)}（${change}）` };
  });
  return [
    { label: '被保险人职业', before: occupationText(from), after: occupationText(to) },
    { label: '职业类别', before: `${levelOf(from)} 类`, after: `${levelOf(to)} 类` },
    ...(premiums.length > 0 ? premiums : [{ label: '保费变化', before: '-', after: '保费不变（所涉保单的保费与职业类别无关）' }]),
  ];
}

/** Insured people of the customer's active policies, with their current occupation. */
function insuredPeople(ctx: HandlerContext) {
  const customer = me(ctx);
  const active = inForcePoliciesOf(ctx.state, customer);
  return familyPeople(ctx.state, customer).flatMap((person) => {
    const policies = active.filter((p) => p.insuredCustomerNo === person.custNo);
    if (!person.custNo || policies.length === 0) return [];
    const occupationCode = person.memberId === 'SELF' ? customer.occupationCode : ctx.state.familyMembers.find((m) => m.memberId === person.memberId)!.occupationCode;
    return [{ ...person, custNo: person.custNo, occupationCode, policies }];
  });
}

const policiesOfChange = (state: SandboxState, target: Endorsement) => target.policyNos.map((no) => state.policies.find((p) => p.policyNo === no)!);
const customerOfChange = (state: SandboxState, target: Endorsement) => state.customers.find((c) => c.id === target.customerId)!;

const activePolicies = (ctx: HandlerContext, test: (p: Policy) => boolean = () => true) => inForcePoliciesOf(ctx.state, me(ctx)).filter(test);

export const endorseHandlers: Handlers = {
  occupationChangeList: (ctx) => insuredPeople(ctx).map(({ custNo, name, relationName, occupationCode, policies }) => ({
    custNo, name, relationName, occupationCode, occupationName: occupationText(occupationCode), occupationLevel: levelOf(occupationCode),
    policies: policies.map(({ policyNo, productName }) => ({ policyNo, productName })),
  })),
  occupationChangeApply: (ctx) => {
    const person = owned(ctx, insuredPeople(ctx).find((p) => p.custNo === ctx.body.custNo), '被保险人');
    found(ctx, occupationByCode(ctx.body.occupationCode), '职业');
    if (ctx.body.occupationCode === person.occupationCode) ctx.fail('A0400', '新职业与当前职业相同');
    const items = occupationItems(person.policies, person.occupationCode, ctx.body.occupationCode);
    if (ctx.body.workUnit) items.push({ label: '工作单位', before: '-', after: ctx.body.workUnit });
    const created = draft(ctx, 'occupation', person.policies.map((p) => p.policyNo), items, { custNo: person.custNo, occupationCode: ctx.body.occupationCode });
    return { businessNo: created.businessNo, items };
  },
  occupationChangeConfirm: confirmFlow('occupation', {
    decide: (_ctx, target) => {
      const level = levelOf(String(target.changes.occupationCode));
      return level >= 6 ? '2' : level === 5 ? '1' : '0';
    },
    apply: (state, target) => {
      const code = String(target.changes.occupationCode);
      // The rated policies' premiums follow the new class, as the confirm page showed them.
      for (const policy of policiesOfChange(state, target)) if (occupationRated(policy)) policy.premium = ratedPremium(policy, code);
      const member = state.familyMembers.find((m) => m.custNo === target.changes.custNo);
      if (member) member.occupationCode = code;
      else customerOfChange(state, target).occupationCode = code;
    },
  }),
  occupationChangeDetail: detailFlow('occupation'),
  contactChangeList: (ctx) => activePolicies(ctx).map((p) => ({ policyNo: p.policyNo, productName: p.productName, phoneShield: maskPhone(p.contact.phone), email: p.contact.email, address: p.contact.address })),
  contactChangeApply: (ctx) => {
    const policies = (ctx.body.policyNos as string[]).map((no) => myPolicy(ctx, no));
    if (policies.some((p) => !inForce(ctx.state, p))) ctx.fail('A0400', '仅有效保单可变更联系方式');
    const fields = [['phone', '手机号'], ['email', '电子邮箱'], ['address', '联系地址']] as const;
    const given = fields.filter(([key]) => ctx.body[key]);
    if (given.length === 0) ctx.fail('A0400', '请至少填写一项新的联系方式');
    // A value every chosen policy already has is no change: the detail would read the same before and after.
    const changed = given.filter(([key]) => policies.some((p) => p.contact[key] !== ctx.body[key]));
    if (changed.length === 0) ctx.fail('A0400', '填写的联系方式与保单当前登记的一致，无需变更');
    // A new phone must be proven to be the customer's: its SMS code is checked before the draft exists.
    if (ctx.body.phone) checkSmsCode(ctx, ctx.body.phoneVerifyCode);
    const items = changed.map(([key, label]) => ({
      label, before: key === 'phone' ? maskPhone(policies[0].contact.phone) : policies[0].contact[key], after: key === 'phone' ? maskPhone(ctx.body.phone) : ctx.body[key],
    }));
    const created = draft(ctx, 'am', policies.map((p) => p.policyNo), items, Object.fromEntries(changed.map(([key]) => [key, ctx.body[key]])));
    return { businessNo: created.businessNo, items };
  },
  contactChangeConfirm: confirmFlow('am', {
    decide: () => '0',
    apply: (state, target) => {
      for (const policy of policiesOfChange(state, target)) Object.assign(policy.contact, target.changes);
      const customer = customerOfChange(state, target);
      const { email, address } = target.changes;
      Object.assign(customer, { email: email ?? customer.email, address: address ?? customer.address });
    },
    // Both sides of the ID card uploaded on the 证件照片验证 page stand in for the face check.
    prove: (ctx, target) => {
      if (target.imageCount < ID_CARD_SIDES) ownFaceCheck('ENDORSE_AM')(ctx, target);
    },
  }),
  contactChangeDetail: detailFlow('am'),
  annuityChangeList: (ctx) => activePolicies(ctx, (p) => p.annuity !== null).map((p) => ({
    policyNo: p.policyNo, productName: p.productName, annuityStartAge: p.annuity!.startAge, annuityAmount: p.annuity!.amount, allowedStartAges: p.annuity!.allowedStartAges, maxAmount: p.annuity!.maxAmount,
  })),
  annuityChangeApply: (ctx) => {
    const policy = myPolicy(ctx, ctx.body.policyNo);
    const annuity = policy.annuity ?? ctx.fail('A0400', '该保单不是年金保险');
    const { annuityStartAge, annuityAmount } = ctx.body;
    if (!inForce(ctx.state, policy)) ctx.fail('A0400', '仅有效保单可办理年金领取变更');
    if (!annuity.allowedStartAges.includes(annuityStartAge)) ctx.fail('A0400', `领取起始年龄可选 ${annuity.allowedStartAges.join('、')} 周岁`);
    if (annuityAmount > annuity.maxAmount) ctx.fail('A0400', `每年领取金额不能超过 ${yuan(annuity.maxAmount)}`);
    if (annuityStartAge === annuity.startAge && annuityAmount === annuity.amount) ctx.fail('A0400', '变更内容与当前领取方式相同');
    const items = [
      { label: '领取起始年龄', before: `${annuity.startAge} 周岁`, after: `${annuityStartAge} 周岁` },
      { label: '每年领取金额', before: yuan(annuity.amount), after: yuan(annuityAmount) },
    ];
    const created = draft(ctx, 'gb', [policy.policyNo], items, { annuityStartAge, annuityAmount });
    return { businessNo: created.businessNo, items };
  },
  annuityChangeConfirm: confirmFlow('gb', {
    decide: () => '0',
    apply: (state, target) => {
      const annuity = policiesOfChange(state, target)[0].annuity!;
      Object.assign(annuity, { startAge: Number(target.changes.annuityStartAge), amount: Number(target.changes.annuityAmount) });
    },
    prove: ownFaceCheck('ENDORSE_GB'),
  }),
  annuityChangeDetail: detailFlow('gb'),
};

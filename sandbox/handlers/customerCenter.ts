import type { BankAccount, FamilyMember } from '../model';
import { nextId, now } from '../format';
import { dictionaries } from '../seed/dictionaries';
import { occupationByCode } from '../seed/occupations';
import { banks } from '../seed/family';
import { familyRefusal, type Candidate } from '../rules/family';
import { bankAccountView, memberView, membersOf, policiesPaidBy, selfView } from '../views/family';
import { policiesInsuring } from '../views/policy';
import { isValidBankCardNo } from '../../runtime/core/checks/bank-card';
import { cardBin } from '../bank-card-bin';
import { checkIdCard, checkSmsCode, me, owned, refuseField, type HandlerContext, type Handlers } from './context';

const MAINLAND_ID = '01';

const ENUM_TYPES = ['relation', 'certType', 'sex', 'bankCardType'];

const member = (ctx: HandlerContext, memberId: string): FamilyMember =>
  owned(ctx, membersOf(ctx.state, me(ctx)).find((m) => m.memberId === memberId), '家庭成员');
const account = (ctx: HandlerContext, id: string): BankAccount =>
  owned(ctx, ctx.state.bankAccounts.find((a) => a.id === id && a.customerId === me(ctx).id), '银行卡');

/** Refuses a family member the insurer's rules do not allow (rules/family.ts), `others` being the rest of the family. */
function checkFamilyRules(ctx: HandlerContext, others: readonly FamilyMember[], candidate: Candidate): void {
  const reason = familyRefusal(me(ctx), others, candidate);
  if (reason) ctx.fail('A0400', reason);
}

/** The occupation a form gave, checked against the occupation table ('' when none was given). */
function givenOccupation(ctx: HandlerContext): string {
  const code = ctx.body.occupationCode;
  if (code === undefined) return '';
  if (!occupationByCode(code)) refuseField('occupationCode', '请从职业列表中选择职业');
  return code;
}

function removeMember(ctx: HandlerContext): null {
  const target = member(ctx, ctx.query.memberId);
  ctx.state.familyMembers = ctx.state.familyMembers.filter((m) => m !== target);
  return null;
}

function makeDefault(ctx: HandlerContext, target: BankAccount): void {
  for (const a of ctx.state.bankAccounts) if (a.customerId === target.customerId) a.isDefault = a === target;
}

export const customerCenter: Handlers = {
  commonEnums: (ctx) => {
    const types = ctx.query.types ? String(ctx.query.types).split(',') : ENUM_TYPES;
    const unknown = types.find((type) => !ENUM_TYPES.includes(type));
    if (unknown) ctx.fail('A0400', `不支持的枚举类型：${unknown}`);
    return Object.fromEntries(types.map((type) => [type, dictionaries[type]]));
  },
  // With replaceMemberId, the member registered under the same certificate is replaced in one step: the new details
  // are checked against the rest of the family first, so a refusal leaves the old member as they were.
  familyMemberAdd: (ctx) => {
    const customer = me(ctx);
    const { name, relation, sex, birthday, certType, certNo, phone, replaceMemberId } = ctx.body;
    const occupationCode = givenOccupation(ctx);
    if (certType === MAINLAND_ID) checkIdCard(ctx.body, { number: 'certNo', birthday: 'birthday', sex: 'sex' });
    if (certNo === customer.certificateNo) ctx.fail('A0400', '不能将本人添加为家庭成员');
    const replaced = replaceMemberId === undefined ? undefined : member(ctx, replaceMemberId);
    if (replaced && replaced.certNo !== certNo) ctx.fail('A0400', '只能替换证件号码相同的家庭成员');
    const others = membersOf(ctx.state, customer).filter((m) => m !== replaced);
    if (others.some((m) => m.certNo === certNo)) ctx.fail('A0409', '该家庭成员已存在');
    checkFamilyRules(ctx, others, { relation, sex, birthday });
    const added: FamilyMember = { memberId: nextId(ctx.state, 'M'), customerId: customer.id, custNo: null, relation, name, sex, birthday, certType, certNo, phone: phone ?? null, occupationCode, riskAssessment: null };
    ctx.state.familyMembers = [...ctx.state.familyMembers.filter((m) => m !== replaced), added];
    return memberView(ctx.state, added);
  },
  familyMemberExists: (ctx) => {
    const existing = membersOf(ctx.state, me(ctx)).find((m) => m.certType === ctx.body.certType && m.certNo === ctx.body.certNo);
    return { exists: Boolean(existing), memberId: existing?.memberId ?? null };
  },
  familyMemberList: (ctx) => [
    ...(ctx.body.includeSelf ? [selfView(ctx.state, me(ctx))] : []),
    ...membersOf(ctx.state, me(ctx)).map((m) => memberView(ctx.state, m)),
  ],
  familyMemberDelete: removeMember,
  familyMemberDeleteConflict: removeMember,
  familyMemberUpdate: (ctx) => {
    const target = member(ctx, ctx.body.memberId);
    const { name, phone, relation } = ctx.body;
    const occupationCode = givenOccupation(ctx) || target.occupationCode;
    // An insured's occupation rates their policies: it changes through 职业变更, which reprices them.
    if (occupationCode !== target.occupationCode && policiesInsuring(ctx.state, me(ctx), target.custNo).length > 0) {
      ctx.fail('A0409', `${target.name}已作为被保险人投保，职业变更请在「保单服务 - 职业变更」中办理`);
    }
    checkFamilyRules(ctx, membersOf(ctx.state, me(ctx)).filter((m) => m !== target), { ...target, relation: relation ?? target.relation });
    Object.assign(target, { name: name ?? target.name, phone: phone ?? target.phone, relation: relation ?? target.relation, occupationCode });
    return memberView(ctx.state, target);
  },
  familyMemberRiskAssessment: (ctx) => {
    const target = member(ctx, ctx.body.memberId);
    const { annualIncome, liabilities, socialSecurity } = ctx.body;
    target.riskAssessment = { annualIncome, liabilities, socialSecurity, assessedAt: now() };
    return memberView(ctx.state, target);
  },
  bankAccountList: (ctx) => ctx.state.bankAccounts.filter((a) => a.customerId === me(ctx).id).map((a) => bankAccountView(ctx.state, a)),
  bankAccountAdd: (ctx) => {
    const customer = me(ctx);
    const { bankCode, cardNo, accountName, phone, isDefault, verifyCode } = ctx.body;
    if (!isValidBankCardNo(cardNo)) refuseField('cardNo', '请输入正确的银行卡号');
    const bin = cardBin(cardNo.slice(0, 10), cardNo.length);
    if (!bin.supported) refuseField('cardNo', bin.bankName ? `暂不支持${bin.bankName}${bin.cardTypeName}` : '未能识别该卡的开户银行，请核对卡号');
    if (bin.bankCode !== bankCode) refuseField('bankCode', `该卡为${bin.bankName}${bin.cardTypeName}，与所选开户银行不一致`);
    checkSmsCode(ctx, verifyCode);
    if (accountName !== customer.realName) ctx.fail('A0400', '户名须与本人实名信息一致');
    const mine = ctx.state.bankAccounts.filter((a) => a.customerId === customer.id);
    if (mine.some((a) => a.cardNo === cardNo)) ctx.fail('A0409', '该银行卡已添加');
    const added: BankAccount = { id: nextId(ctx.state, 'BA'), customerId: customer.id, bankCode, cardNo, accountName, phone, isDefault: false, usages: [] };
    ctx.state.bankAccounts.push(added);
    if (isDefault || mine.length === 0) makeDefault(ctx, added);
    return bankAccountView(ctx.state, added);
  },
  bankAccountUpdate: (ctx) => {
    const target = account(ctx, ctx.body.id);
    if (ctx.body.phone) target.phone = ctx.body.phone;
    if (ctx.body.isDefault) makeDefault(ctx, target);
    return bankAccountView(ctx.state, target);
  },
  bankAccountDetail: (ctx) => bankAccountView(ctx.state, account(ctx, ctx.params.id)),
  bankAccountDelete: (ctx) => {
    const target = account(ctx, ctx.params.id);
    // A premium still to pay is never left without the account it is collected from.
    const paid = policiesPaidBy(ctx.state, target);
    if (paid.length > 0) ctx.fail('A0409', `该银行卡是${paid.map((p) => `${p.productName}（${p.policyNo}）`).join('、')}的续期扣款账户，暂不能删除；如需更换扣款银行卡，请联系在线客服或拨打客服热线`);
    ctx.state.bankAccounts = ctx.state.bankAccounts.filter((a) => a !== target);
    for (const policy of ctx.state.policies) if (policy.bankAccountId === target.id) policy.bankAccountId = null;
    const next = ctx.state.bankAccounts.find((a) => a.customerId === target.customerId);
    if (target.isDefault && next) makeDefault(ctx, next);
    return null;
  },
  bankCardBin: (ctx) => cardBin(ctx.query.prefix, ctx.query.length),
  supportBanks: () => banks.map(({ bankCode, bankName, logo, singleLimit, dailyLimit }) => ({ bankCode, bankName, logo, singleLimit, dailyLimit })),
};

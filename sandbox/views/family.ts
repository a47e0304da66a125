import type { BankAccount, Customer, FamilyMember, SandboxState } from '../model';
import { ageOn, maskCard, maskCert, maskPhone } from '../format';
import { certTypeName } from '../seed/dictionaries';
import { occupationByCode } from '../seed/occupations';
import { bankByCode, relationNames } from '../seed/family';
import { policiesInsuring } from './policy';
import { continuable, inForce, isShortTerm } from '../rules/policy-status';

/** A person's registered occupation, as 职业 reads it; null until it is filled in (buying asks for it first). */
const occupationOf = (code: string) => {
  const occupation = occupationByCode(code);
  return { occupationCode: occupation ? code : null, occupationName: occupation?.smallName ?? null, occupationLevel: occupation?.occupationLevel ?? null };
};

/** In-force policies of the customer insuring the person (shown as 作为被保险人 N 份). */
const insuredPolicyCount = (state: SandboxState, customer: Customer, custNo: string | null) => policiesInsuring(state, customer, custNo).length;

export function memberView(state: SandboxState, member: FamilyMember) {
  return {
    memberId: member.memberId, relation: member.relation, relationName: relationNames[member.relation] ?? '其他', name: member.name,
    sex: member.sex, birthday: member.birthday, age: ageOn(member.birthday), certType: member.certType, certTypeName: certTypeName(member.certType),
    certNoShield: maskCert(member.certNo), phoneShield: member.phone ? maskPhone(member.phone) : null,
    policyCount: insuredPolicyCount(state, state.customers.find((c) => c.id === member.customerId)!, member.custNo), riskAssessment: member.riskAssessment,
    ...occupationOf(member.occupationCode),
  };
}

/** The customer as the first entry of the family ("SELF"). */
export function selfView(state: SandboxState, customer: Customer) {
  return {
    memberId: 'SELF', relation: '00', relationName: '本人', name: customer.realName || '我', sex: customer.sex === '2' ? '2' as const : '1' as const,
    birthday: customer.birthday, age: customer.birthday ? ageOn(customer.birthday) : 0, certType: customer.cardType, certTypeName: certTypeName(customer.cardType),
    certNoShield: customer.certificateNo ? maskCert(customer.certificateNo) : '', phoneShield: maskPhone(customer.phone),
    policyCount: insuredPolicyCount(state, customer, customer.id), riskAssessment: null, ...occupationOf(customer.occupationCode),
  };
}

export const membersOf = (state: SandboxState, customer: Customer) => state.familyMembers.filter((member) => member.customerId === customer.id);

/** Each person of the family with the customer number their policies are insured under. */
export function familyPeople(state: SandboxState, customer: Customer) {
  return [
    { memberId: 'SELF', custNo: customer.id as string | null, name: customer.realName || '我', relationName: '本人' },
    ...membersOf(state, customer).map((m) => ({ memberId: m.memberId, custNo: m.custNo, name: m.name, relationName: relationNames[m.relation] ?? '其他' })),
  ];
}

/**
 * The policies whose premiums the card pays: in force or continuable, with a premium or a next term still to pay.
 * What 续期扣款 已关联 says of a card, read off the policies rather than kept on the card.
 */
export const policiesPaidBy = (state: SandboxState, account: BankAccount) =>
  state.policies.filter((p) => p.bankAccountId === account.id && (p.nextPayDate !== null || isShortTerm(p)) && (inForce(state, p) || continuable(state, p)));

export function bankAccountView(state: SandboxState, account: BankAccount) {
  const bank = bankByCode(account.bankCode);
  const renewal = policiesPaidBy(state, account).length > 0 ? ['renewal' as const] : [];
  return {
    id: account.id, bankCode: account.bankCode, bankName: bank?.bankName ?? account.bankCode, bankLogo: bank?.logo ?? '', cardNoShield: maskCard(account.cardNo),
    cardType: 'debit' as const, accountName: account.accountName, phoneShield: maskPhone(account.phone), isDefault: account.isDefault, usages: [...renewal, ...account.usages],
  };
}

import type { BankAccount, Customer, Policy, SandboxState } from '../model';
import { maskCard } from '../format';
import { bankByCode } from '../seed/family';
import { stateNames } from '../seed/policies';

const ACTIVE_STATES: ReadonlyArray<Policy['state']> = ['valid', 'paidUp', 'renewalDue'];
export const isActive = (policy: Policy) => ACTIVE_STATES.includes(policy.state);

export const policiesOf = (state: SandboxState, customer: Customer) => state.policies.filter((policy) => policy.customerId === customer.id);

export function bankBrief(state: SandboxState, id: string | null) {
  const account = id ? state.bankAccounts.find((a) => a.id === id) : undefined;
  return account ? { bankName: bankName(account), cardNoShield: maskCard(account.cardNo) } : null;
}

export const bankName = (account: BankAccount) => bankByCode(account.bankCode)?.bankName ?? account.bankCode;

export function policySummary(policy: Policy) {
  return {
    policyNo: policy.policyNo, productCode: policy.productCode, productName: policy.productName, state: policy.state, stateName: stateNames[policy.state],
    applicantName: policy.applicantName, insuredName: policy.insuredName, insuredCustomerNo: policy.insuredCustomerNo,
    effectiveDate: policy.effectiveDate, expiryDate: policy.expiryDate, premium: policy.premium, payFrequencyName: policy.payFrequencyName,
    nextPayDate: policy.nextPayDate, sumInsured: policy.sumInsured, isAnnuity: policy.annuity !== null,
  };
}

export function policyDetail(state: SandboxState, policy: Policy) {
  return {
    ...policySummary(policy),
    payPeriod: policy.payPeriod,
    coverages: policy.coverages.map(({ name, amount, period }) => ({ name, amount, period })),
    beneficiaries: policy.beneficiaries,
    bankAccount: bankBrief(state, policy.bankAccountId),
    cashValue: policy.cashValue,
    annuity: policy.annuity && { startAge: policy.annuity.startAge, amount: policy.annuity.amount, frequencyName: policy.annuity.frequencyName },
  };
}

import type { Continuation, InsuranceOrder, PayOrder, Policy, SurvivalCertification, SurvivalFund } from '../model';
import { arrearsOf } from '../rules/policy-status';
import { portalUrl } from '../../runtime/platform/base-path';

export const ANNUITY_POLICY = '8620210310000123';
export const ENDOWMENT_POLICY = '8620190625000456';
export const MEDICAL_POLICY = '8620251201000789';
export const LAPSED_POLICY = '8620200815000321';
export const ACCIDENT_POLICY = '8620240101000654';
/** Earlier yearly terms of the medical and the accident policy, ended: the claims history was paid under them. */
export const MEDICAL_TERM_2024 = '8620241201000555';
export const MEDICAL_TERM_2023 = '8620231201000412';
export const ACCIDENT_TERM_2023 = '8620230101000187';

const contact = { phone: '13800138000', email: 'mingxuan.li@example.com', address: '上海市浦东新区张杨路 500 号 2 号楼 1802 室' };
const base = { customerId: 'C100001', applicantName: '李明轩', insuredName: '李明轩', insuredCustomerNo: 'C100001', contact, annuity: null };

const currentPolicies = (): Policy[] => [
  {
    ...base, policyNo: ANNUITY_POLICY, productCode: 'HT2101', productName: '鸿泰金福年金保险',
    effectiveDate: '2021-03-10', expiryDate: '终身', premium: 2000, payFrequencyName: '月交', payPeriod: '10 年交', nextPayDate: '2026-12-10',
    sumInsured: 240000, standPrem: 2000, cashValue: 98650.32, bankAccountId: 'BA001',
    coverages: [
      { name: '养老年金', period: '终身', category: 'annuity' },
      { name: '身故保险金', amount: 240000, period: '终身', category: 'life' },
    ],
    beneficiaries: [{ name: '王丽', relationName: '配偶', ratio: 100 }],
    annuity: { startAge: 60, amount: 12000, frequencyName: '年领', allowedStartAges: [55, 60, 65], maxAmount: 18000 },
  },
  {
    ...base, policyNo: ENDOWMENT_POLICY, productCode: 'HT1906', productName: '鸿泰如意两全保险（分红型）',
    effectiveDate: '2019-06-25', expiryDate: '2039-06-24', premium: 10000, payFrequencyName: '年交', payPeriod: '5 年交', nextPayDate: null,
    sumInsured: 60000, standPrem: 10000, cashValue: 61230.5, bankAccountId: 'BA001',
    coverages: [
      { name: '生存保险金（每年）', amount: 3000, period: '至 2039-06-24', category: 'life' },
      { name: '满期保险金', amount: 60000, period: '至 2039-06-24', category: 'life' },
      { name: '身故保险金', amount: 60000, period: '至 2039-06-24', category: 'life' },
    ],
    beneficiaries: [{ name: '王丽', relationName: '配偶', ratio: 50 }, { name: '李小雨', relationName: '子女', ratio: 50 }],
  },
  {
    ...base, policyNo: MEDICAL_POLICY, productCode: 'HT2512', productName: '鸿泰安心百万医疗保险',
    insuredName: '王丽', insuredCustomerNo: 'C100002', effectiveDate: '2025-12-01', expiryDate: '2026-11-30', premium: 1280, payFrequencyName: '年交',
    payPeriod: '1 年', nextPayDate: null, sumInsured: 3000000, standPrem: 1280, cashValue: 0, bankAccountId: 'BA002',
    coverages: [
      { name: '一般医疗保险金', amount: 2000000, period: '1 年', category: 'medical' },
      { name: '重大疾病医疗保险金', amount: 3000000, period: '1 年', category: 'medical' },
    ],
    beneficiaries: [],
  },
  {
    ...base, policyNo: LAPSED_POLICY, productCode: 'HT2008', productName: '鸿泰守护定期寿险',
    effectiveDate: '2020-08-15', expiryDate: '2050-08-14', premium: 3600, payFrequencyName: '年交', payPeriod: '20 年交', nextPayDate: '2026-08-15',
    sumInsured: 1000000, standPrem: 3600, cashValue: 2310.88, bankAccountId: null,
    coverages: [{ name: '身故或全残保险金', amount: 1000000, period: '至 2050-08-14', category: 'life' }],
    beneficiaries: [{ name: '王丽', relationName: '配偶', ratio: 100 }],
  },
  {
    ...base, policyNo: ACCIDENT_POLICY, productCode: 'HT2401', productName: '鸿泰畅行综合意外伤害保险',
    effectiveDate: '2024-01-01', expiryDate: '2024-12-31', premium: 298, payFrequencyName: '趸交', payPeriod: '一次交清', nextPayDate: null,
    sumInsured: 500000, standPrem: 298, cashValue: 0, bankAccountId: null,
    coverages: [
      { name: '意外身故或伤残保险金', amount: 500000, period: '1 年', category: 'accident' },
      { name: '意外医疗保险金', amount: 50000, period: '1 年', category: 'accident' },
    ],
    beneficiaries: [],
  },
];

/** A one-year policy's term `yearsBack` years earlier, with a number of its own, ended and nothing more to pay. */
function earlierTerm(policy: Policy, policyNo: string, yearsBack: number): Policy {
  const shift = (day: string) => `${Number(day.slice(0, 4)) - yearsBack}${day.slice(4)}`;
  return { ...policy, policyNo, effectiveDate: shift(policy.effectiveDate), expiryDate: shift(policy.expiryDate), nextPayDate: null };
}

export const policies = (): Policy[] => {
  const current = currentPolicies();
  const term = (policyNo: string) => current.find((p) => p.policyNo === policyNo)!;
  return [
    ...current,
    earlierTerm(term(MEDICAL_POLICY), MEDICAL_TERM_2024, 1), earlierTerm(term(MEDICAL_POLICY), MEDICAL_TERM_2023, 2), earlierTerm(term(ACCIDENT_POLICY), ACCIDENT_TERM_2023, 1),
  ];
};

export const survivalFunds = (): SurvivalFund[] => [
  // Received by deduction: the 2023 fund paid part of the policy's fifth and last annual premium.
  { id: 'SF000', policyNo: ENDOWMENT_POLICY, amount: 3000, dueDate: '2023-06-25', status: 'received', receiveMode: 'deduct', bankAccountId: null, verified: true, applyNo: 'SQ20230612001', applyDate: '2023-06-12', receivedDate: '2023-06-25' },
  { id: 'SF001', policyNo: ENDOWMENT_POLICY, amount: 3000, dueDate: '2024-06-25', status: 'received', receiveMode: 'bank', bankAccountId: 'BA001', verified: true, applyNo: 'SQ20240628001', applyDate: '2024-06-28', receivedDate: '2024-07-02' },
  { id: 'SF002', policyNo: ENDOWMENT_POLICY, amount: 3000, dueDate: '2025-06-25', status: 'applied', receiveMode: 'bank', bankAccountId: 'BA001', verified: true, applyNo: 'SQ20261118001', applyDate: '2026-11-18', receivedDate: null },
  { id: 'SF003', policyNo: ENDOWMENT_POLICY, amount: 3000, dueDate: '2026-06-25', status: 'toReceive', receiveMode: null, bankAccountId: null, verified: false, applyNo: null, applyDate: null, receivedDate: null },
];

export const survivalCertifications = (): SurvivalCertification[] => [
  { policyNo: ENDOWMENT_POLICY, survivalState: 0, deadline: '2026-12-31', lastCertifiedAt: '2025-12-02 09:12:44' },
];

/** The pending continuation is the medical policy's renewal: its figures are the policy's own. */
export const continuations = (): Continuation[] => {
  const medical = policies().find((p) => p.policyNo === MEDICAL_POLICY)!;
  return [
    { id: 'RI001', customerId: 'C100001', policyNo: MEDICAL_POLICY, productName: medical.productName, insuredName: medical.insuredName, expiryDate: medical.expiryDate, premium: medical.premium, status: 'pending', newPolicyNo: null },
    { id: 'RI002', customerId: 'C100001', policyNo: MEDICAL_TERM_2024, productName: medical.productName, insuredName: medical.insuredName, expiryDate: '2025-11-30', premium: medical.premium, status: 'completed', newPolicyNo: MEDICAL_POLICY },
  ];
};

const byCard = (bankAccountId: string) => ({ kind: 'card' as const, bankAccountId });
const CONTINUATION_RESULT = portalUrl('/continuation/pay-result');
const continued = (continuationId: string) => ({ kind: 'continuation' as const, continuationId });

export const payOrders = (): PayOrder[] => [
  // Last year's continuation of the medical policy, which issued its current term.
  { orderId: 'PAY20251128001', customerId: 'C100001', policyNo: MEDICAL_TERM_2024, amount: 1280, createdAt: '2025-11-28 09:30:00', status: 'success', paidAt: '2025-11-28 10:02:13', pays: continued('RI002'), idempotencyKey: 'RI002', method: byCard('BA002'), returnUrl: CONTINUATION_RESULT },
  // This year's continuation: one attempt the bank declined, one the payer cancelled at the cashier, and one paid there
  // that the bank has not confirmed yet (it has BANK_ANSWER_DAYS to).
  { orderId: 'PAY20261120001', customerId: 'C100001', policyNo: MEDICAL_POLICY, amount: 1280, createdAt: '2026-11-20 09:30:00', status: 'failed', paidAt: null, pays: continued('RI001'), idempotencyKey: 'RI001', method: byCard('BA002'), returnUrl: CONTINUATION_RESULT },
  { orderId: 'PAY20261121001', customerId: 'C100001', policyNo: MEDICAL_POLICY, amount: 1280, createdAt: '2026-11-21 09:30:00', status: 'cancelled', paidAt: null, pays: continued('RI001'), idempotencyKey: 'RI001', method: byCard('BA001'), returnUrl: CONTINUATION_RESULT },
  { orderId: 'PAY20261122001', customerId: 'C100001', policyNo: MEDICAL_POLICY, amount: 1280, createdAt: '2026-11-22 09:30:00', status: 'processing', paidAt: null, bank: 'silent', pays: continued('RI001'), idempotencyKey: 'RI001', method: byCard('BA002'), returnUrl: CONTINUATION_RESULT },
  // The annuity's November premium, paid online.
  { orderId: 'PAY20261108001', customerId: 'C100001', policyNo: ANNUITY_POLICY, amount: 2000, createdAt: '2026-11-08 20:11:42', status: 'success', paidAt: '2026-11-08 20:12:30', periods: ['2026-11-10'], pays: { kind: 'renewal' }, idempotencyKey: `${ANNUITY_POLICY}-2026-11-10`, method: byCard('BA001'), returnUrl: portalUrl('/policy-business/renewal/pay-result') },
  // The term life policy's reinstatement arrears and interest (application BQ20261119001): the payer cancelled at the cashier.
  {
    orderId: 'PAY20261119002', customerId: 'C100001', policyNo: LAPSED_POLICY, amount: arrearsOf(policies().find((p) => p.policyNo === LAPSED_POLICY)!, '2026-11-19').total, createdAt: '2026-11-19 19:07:10', status: 'cancelled', paidAt: null,
    pays: { kind: 'reinstatement', businessNo: 'BQ20261119001' }, idempotencyKey: 'BQ20261119001', method: byCard('BA001'), returnUrl: portalUrl('/policy-business/re/pay-result'),
  },
];

export const insuranceOrders = (): InsuranceOrder[] => [
  // The application a consultant opened for the default product and quoted on its standard plan (20,000 of annuity,
  // 10 年交 年交 at 40: 20 × 342.5), credited to the consultant's channel; it waits for the customer to read its documents and confirm it.
  {
    orderNo: 'O20261122001', customerId: 'C100001', productId: '10072', status: 'quoted', recordId: null,
    insured: { personId: 'SELF', name: '李明轩', relation: '00', sex: '1', birthday: '1986-05-18', occupationCode: '0101002' },
    plan: { sumInsured: 20000, coverPeriod: '终身', payPeriod: '10 年交', payMode: '年交' }, premium: 6850, createdAt: '2026-11-22 10:15:00',
    documentsReadAt: {}, confirmedAt: null, fileIds: [], submittedAt: null, policyNo: null, reason: null, cpsCode: 'CPS-AGENT-88',
  },
];

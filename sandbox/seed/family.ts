import type { BankAccount, FamilyMember } from '../model';
import { iconImage } from './images';

export const familyMembers = (): FamilyMember[] => [
  {
    memberId: 'M001', customerId: 'C100001', custNo: 'C100002', relation: '01', name: '王丽', sex: '2', birthday: '1988-09-23', certType: '01',
    certNo: '310104198809232026', phone: '13917265530', occupationCode: '0102002',
    riskAssessment: { annualIncome: 180000, liabilities: 0, socialSecurity: true, assessedAt: '2026-06-02 20:12:40' },
  },
  {
    memberId: 'M002', customerId: 'C100001', custNo: null, relation: '03', name: '李建国', sex: '1', birthday: '1958-03-15', certType: '01',
    certNo: '31010119580315241X', phone: '13601897742', occupationCode: '1901001', riskAssessment: null,
  },
  {
    memberId: 'M003', customerId: 'C100001', custNo: null, relation: '02', name: '李小雨', sex: '2', birthday: '2016-03-08', certType: '01',
    certNo: '310115201603080040', phone: null, occupationCode: '1701002', riskAssessment: null,
  },
];

export const relationNames: Record<string, string> = { '00': '本人', '01': '配偶', '02': '子女', '03': '父母', '99': '其他' };

export const bankAccounts = (): BankAccount[] => [
  { id: 'BA001', customerId: 'C100001', bankCode: 'CMB', cardNo: '6225881234561234', accountName: '李明轩', phone: '13800138000', isDefault: true, usages: ['survival', 'claim'] },
  { id: 'BA002', customerId: 'C100001', bankCode: 'CCB', cardNo: '6217001234567895678', accountName: '李明轩', phone: '13800138000', isDefault: false, usages: [] },
];

/** Banks accepted for renewal debit, survival-fund receipt and claim payment, with their limits. */
export const banks = [
  { bankCode: 'ICBC', bankName: '中国工商银行', color: '#c7000b', singleLimit: 50000, dailyLimit: 50000 },
  { bankCode: 'ABC', bankName: '中国农业银行', color: '#009c96', singleLimit: 50000, dailyLimit: 100000 },
  { bankCode: 'BOC', bankName: '中国银行', color: '#a71e32', singleLimit: 50000, dailyLimit: 50000 },
  { bankCode: 'CCB', bankName: '中国建设银行', color: '#0066b3', singleLimit: 50000, dailyLimit: 100000 },
  { bankCode: 'COMM', bankName: '交通银行', color: '#1d2088', singleLimit: 50000, dailyLimit: 50000 },
  { bankCode: 'CMB', bankName: '招商银行', color: '#d7000f', singleLimit: 50000, dailyLimit: 50000 },
  { bankCode: 'PSBC', bankName: '中国邮政储蓄银行', color: '#007b3c', singleLimit: 20000, dailyLimit: 50000 },
  { bankCode: 'CIB', bankName: '兴业银行', color: '#004b94', singleLimit: 50000, dailyLimit: 50000 },
  { bankCode: 'SPDB', bankName: '上海浦东发展银行', color: '#002c5f', singleLimit: 50000, dailyLimit: 50000 },
  { bankCode: 'CITIC', bankName: '中信银行', color: '#e60012', singleLimit: 10000, dailyLimit: 20000 },
].map(({ color, ...bank }) => ({ ...bank, logo: iconImage('bank', color) }));

export const bankByCode = (code: string) => banks.find((bank) => bank.bankCode === code);

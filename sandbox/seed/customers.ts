import type { BeanAccount, Consent, Customer } from '../model';
import { consentSubject } from './consent-subjects';
import { maskPhone, now } from '../format';
import { balanceOf, demoBeanHistory } from './bean-history';

const DEMO_PHONE = '13800138000';
const DEMO_PASSWORD = 'Demo@2026';
/** Accepted for every phone and every business confirmation. */
export const SMS_CODE = '123456';
export const CAPTCHA_ANSWER = '8888';

const demoHistory = demoBeanHistory();
const demoBeans: BeanAccount = {
  // The history is the one truth: the balance is what it adds up to.
  balance: balanceOf(demoHistory),
  expiringAmount: 300,
  expiringDate: '2026-12-31',
  // The day before the test clock (TEST_SANDBOX_NOW), the 6th day in a row: that day's sign-in is worth 50.
  signedOn: '2026-11-23',
  continuousSignDays: 6,
  tasks: [
    { taskCode: 'T_REALNAME', name: '完成实名认证', description: '实名认证后即可领取', reward: 200, status: 'done', link: null },
    { taskCode: 'T_BANKCARD', name: '绑定银行卡', description: '绑定一张本人储蓄卡', reward: 100, status: 'collected', link: '/me/bank-card' },
    { taskCode: 'T_SURVEY', name: '参与服务满意度调查', description: '花 1 分钟告诉我们您的感受', reward: 50, status: 'todo', link: '/service-survey' },
    { taskCode: 'T_RISK', name: '完成家庭风险测评', description: '了解家庭保障缺口', reward: 150, status: 'todo', link: '/family-risk-assessment' },
    { taskCode: 'T_SHARE', name: '分享一篇公司资讯', description: '分享给微信好友或朋友圈', reward: 20, status: 'todo', link: '/news-center' },
    { taskCode: 'T_EPOLICY', name: '查看电子保单', description: '下载任意一份电子保单', reward: 30, status: 'collected', link: '/policy-contract' },
  ],
  history: demoHistory,
};

const emptyBeans = (): BeanAccount => ({ balance: 0, expiringAmount: 0, expiringDate: null, signedOn: null, continuousSignDays: 0, tasks: structuredClone(demoBeans.tasks).map((task) => ({ ...task, status: 'todo' as const })), history: [] });

/** A consent of the demo family's register, given on the terms its subject has today. */
function given(consentId: string, subjectCode: string, personId: string, personName: string, givenAt: string): Consent {
  const subject = consentSubject(subjectCode)!;
  return {
    consentId, kind: subject.kind, subject: subjectCode, receiver: subject.receiver, data: [...subject.data], personId, personName, purpose: subject.purpose,
    givenAt, expiresAt: null, status: 'given', endedAt: null,
  };
}

/**
 * The demo customer's consents: marketing and health information at registration (the claims since then carry
 * medical records, 王丽's too), 在线问诊 for both when the customer first used it for the family, and the beans mall
 * when they first spent beans there (not 充话费, which they have not used).
 */
const demoConsents = (): Consent[] => [
  given('CS001', 'PRIVACY_MARKETING', 'SELF', '李明轩', '2023-04-12 10:20:08'),
  given('CS002', 'PRIVACY_HEALTH', 'SELF', '李明轩', '2023-04-12 10:20:08'),
  given('CS003', 'PRIVACY_HEALTH', 'M001', '王丽', '2023-04-12 10:31:02'),
  given('CS004', 'TP_HEALTH_JKX', 'SELF', '李明轩', '2025-08-03 14:20:11'),
  given('CS005', 'TP_HEALTH_JKX', 'M001', '王丽', '2025-08-03 14:22:40'),
  given('CS006', 'TP_BEAN_MALL', 'SELF', '李明轩', '2024-06-18 21:05:37'),
];

/** A customer registered by a first SMS login: no real name yet, no data. */
export function newCustomer(id: string, phone: string, countryCode: string): Customer {
  return {
    id, umUserId: `UM${id.replace(/\D/g, '')}`, phone, countryCode, password: null, realName: '', sex: '', birthday: '', cardType: '', certificateNo: '',
    nationalityCode: '', email: '', address: '', occupationCode: '', openId: '', unionId: '', authenticatedAt: null, levelCode: '0', registeredAt: now(),
    consents: [], riskAssessment: null, beans: emptyBeans(),
  };
}

export const customers = (): Customer[] => [
  {
    ...newCustomer('C100001', DEMO_PHONE, '86'),
    umUserId: 'UM2026000101', password: DEMO_PASSWORD, realName: '李明轩', sex: '1', birthday: '1986-05-18', cardType: '01',
    certificateNo: '310115198605184519', nationalityCode: 'CHN', email: 'mingxuan.li@example.com', address: '上海市浦东新区张杨路 500 号 2 号楼 1802 室',
    occupationCode: '0101002', openId: 'o-demo-openid-8000', unionId: 'u-demo-unionid-8000', authenticatedAt: '2023-04-12 10:25:31', levelCode: '3',
    registeredAt: '2023-04-12 10:20:08', consents: demoConsents(),
    riskAssessment: { evaluatedAt: '2026-06-02 20:15:00', annualIncome: 360000, liabilities: 1200000 },
    beans: structuredClone(demoBeans),
  },
  {
    ...newCustomer('C100009', '13900000009', '86'),
    umUserId: 'UM2026000109', realName: '张晓燕', sex: '2', birthday: '1990-06-11', cardType: '01', certificateNo: '320502199006113029',
    nationalityCode: 'CHN', email: 'xiaoyan.zhang@example.com', address: '江苏省苏州市姑苏区人民路 1288 号', occupationCode: '0101002', authenticatedAt: '2025-02-20 16:40:12', registeredAt: '2025-02-20 16:35:44',
  },
];

const wxConflict = (nowPhone: string) => Buffer.from(JSON.stringify({ boundPhone: maskPhone('13900006601'), nowPhone: maskPhone(nowPhone) })).toString('base64');

/** Phones whose login always fails with a given code (see sandbox/README.md). */
export const loginScenarios: Record<string, { code: string; message: string }> = {
  '13900000001': { code: 'WX_BOUNDED', message: wxConflict('13900000001') },
  '13900000002': { code: 'PHONE_HAS_BEEN_USED', message: wxConflict('13900000002') },
  '13900000003': { code: 'WX_BOUNDED_AND_PHONE_HAS_BEEN_USED', message: wxConflict('13900000003') },
  '13900000004': { code: 'WX_CODE_BEEN_USED', message: '微信授权码已被使用，请重新进入页面' },
  '13900000005': { code: 'A0132', message: '当前微信已绑定其他账号' },
  '13900000006': { code: 'A0133', message: '该手机号已被其他账号使用' },
  '13900000007': { code: 'A0134', message: '当前微信已绑定其他账号，且该手机号已被其他账号使用' },
  '13900000008': { code: 'C0165', message: '微信授权码已使用，请重新授权' },
};

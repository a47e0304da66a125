// Platform-centre content: operation positions, privacy protocols, third-party services, questionnaires.
import app from '../../pages-config/app.json';
import { artworkUrl } from '../../widgets/shared/artwork/artwork';
import type { IconName } from '../../widgets/shared/icons/icons';
import { iconImage } from './images';
import { healthConsent, marketingConsent } from './legal/consents';
import { privacyPolicy } from './legal/privacy-policy';
import { userAgreement } from './legal/user-agreement';

const item = (id: string, title: string, subTitle: string, image: string, link: string, sort: number) => ({ id, title, subTitle, image, link, sort });
const grid = (id: string, title: string, iconName: IconName, link: string, sort: number) => item(id, title, '', iconImage(iconName), link, sort);

export const positions = [
  {
    positionCode: 'HOME_BANNER', positionName: '首页轮播',
    items: [
      item('B01', '鸿泰金福年金保险', '养老规划 早做准备', artworkUrl('annuity'), '/easy-more/product-attract?productId=10072', 1),
      item('B02', '客户服务节', '11 月专属福利 体检套餐限时兑换', artworkUrl('service-festival'), '/act-service', 2),
      item('B03', '家庭风险测评', '3 分钟看清家庭保障缺口', artworkUrl('risk-assessment'), '/family-risk-assessment', 3),
    ],
  },
  {
    positionCode: 'HOME_GRID', positionName: '首页金刚区',
    items: [
      grid('G01', '我的保单', 'policy', '/policy-list', 1), grid('G02', '理赔申请', 'claim', '/claim/title-page/index', 2),
      grid('G03', '保全服务', 'preservation', '/policy-business/preservation-list', 3), grid('G04', '生存金', 'survival', '/policy-business/survival-reward/list', 4),
      grid('G05', '续期缴费', 'payment', '/policy-business/list', 5), grid('G06', '鸿泰豆', 'bean', '/hqbean/index', 6),
      grid('G07', '会员权益', 'vip', '/vip-rights', 7), grid('G08', '家庭医生', 'doctor', '/act-family-doctor', 8),
    ],
  },
  {
    positionCode: 'HOME_NOTICE', positionName: '首页公告',
    items: [
      item('N01', '关于客服热线系统升级的公告', '', '', '/news-center-details?id=N005', 1),
      item('N02', '警惕冒充保险公司退保理财诈骗', '', '', '/consumer-prote', 2),
    ],
  },
  {
    positionCode: 'ME_SERVICE', positionName: '个人中心服务',
    items: [
      grid('M01', '银行卡管理', 'bank-card', '/me/bank-card', 1), grid('M02', '家庭成员', 'family', '/family-member-list', 2),
      grid('M03', '电子保单', 'policy', '/policy-contract', 3), grid('M04', '隐私管理', 'privacy', '/me/privacy', 4),
      grid('M05', '理赔记录', 'claim-record', '/claim/claim-list/index', 5), grid('M06', '联系我们', 'contact', '/contact-us', 6),
    ],
  },
  { positionCode: 'ME_BANNER', positionName: '个人中心横幅', items: [item('MB1', '鸿泰豆当钱花', '签到领豆 兑换好礼', artworkUrl('bean-rewards'), '/hqbean/index', 1)] },
];

// Each protocol's full text is written once under legal/, with this entry's version and update date.
const protocol = (
  protocolCode: string, title: string, version: string, updatedAt: string, required: boolean, summary: string,
  text: (version: string, effective: string) => string,
) => ({ protocolCode, title, version, updatedAt, required, summary, content: text(version, updatedAt) });

export const privacyProtocols = [
  protocol('PRIVACY_POLICY', '鸿泰人寿隐私政策', 'V5.2', '2026-09-01', true, '说明我们如何收集、使用、存储和保护您的个人信息', privacyPolicy),
  protocol('USER_AGREEMENT', '用户服务协议', 'V3.0', '2025-12-15', true, '使用鸿泰人寿在线服务的权利与义务', userAgreement),
  protocol('PRIVACY_MARKETING', '个性化推荐与营销信息授权', 'V2.1', '2026-03-20', false, '根据您的保单与浏览情况推荐适合您的产品和活动', marketingConsent),
  protocol('PRIVACY_HEALTH', '健康信息处理授权', 'V1.4', '2026-05-08', false, '用于核保、理赔及健康服务的敏感个人信息处理', healthConsent),
];

/** The partners a customer's data may be handed to: what each receives (scopes) and what for; one consent per person (seed/consent-subjects.ts). */
export const thirdPartyServices = [
  {
    serviceCode: 'TP_HEALTH_JKX', serviceName: '在线问诊', partnerName: '健康行科技（上海）有限公司', logo: iconImage('consult'),
    description: '在线问诊、家庭医生、就医绿通、健康档案与慢病管理', scopes: ['健康信息', '姓名', '性别', '出生日期', '手机号'],
    purpose: '提供在线问诊、家庭医生等健康咨询服务',
  },
  {
    serviceCode: 'TP_MEDICAL_INS', serviceName: '医保数据查询', partnerName: '医联数据服务有限公司', logo: iconImage('medical-insurance'),
    description: '授权后理赔时可自动获取医保结算数据，免传发票', scopes: ['姓名', '身份证号', '医保结算数据', '就诊记录'],
    purpose: '理赔审核时查询医保结算数据',
  },
  {
    serviceCode: 'TP_AOSILI', serviceName: '体检预约', partnerName: '奥斯力健康管理有限公司', logo: iconImage('checkup'),
    description: '会员年度体检预约与报告查询', scopes: ['姓名', '性别', '身份证号', '手机号'], purpose: '预约年度体检并出具体检报告',
  },
  {
    serviceCode: 'TP_ANHU', serviceName: '居家护理', partnerName: '安护到家健康服务有限公司', logo: iconImage('home-care'),
    description: '出院后上门护理与康复指导', scopes: ['健康信息', '姓名', '手机号', '住址'], purpose: '安排上门护理与康复指导',
  },
  {
    serviceCode: 'TP_YIKANG', serviceName: '药品福利', partnerName: '益康大药房连锁有限公司', logo: iconImage('medicine'),
    description: '合作药房购药折扣与送药上门', scopes: ['姓名', '手机号', '住址'], purpose: '购药折扣与送药上门',
  },
  {
    serviceCode: 'TP_XINQING', serviceName: '心理咨询', partnerName: '心晴健康咨询有限公司', logo: iconImage('mind'),
    description: '专业心理咨询师一对一倾听', scopes: ['健康信息', '姓名', '手机号'], purpose: '提供一对一心理咨询',
  },
  {
    serviceCode: 'TP_BEAN_MALL', serviceName: '鸿泰豆兑换商城', partnerName: '优选生活电子商务有限公司', logo: iconImage('bean'),
    description: '用鸿泰豆兑换体检套餐、健康好物与视频会员', scopes: ['姓名', '手机号', '鸿泰豆余额', '收货地址'], purpose: '兑换商品并配送到家', selfOnly: true,
  },
  {
    serviceCode: 'TP_MOBILE_TOPUP', serviceName: '鸿泰豆充话费', partnerName: '畅联通信科技有限公司', logo: iconImage('payment'),
    description: '用鸿泰豆为本人手机充值话费', scopes: ['手机号', '鸿泰豆余额'], purpose: '为本人手机号充值话费', selfOnly: true,
  },
];

export const tripartiteAgreements = [
  { agreementCode: 'TRI_HEALTH_SERVICE', title: '健康服务三方协议', version: 'V1.2', content: `<p>本协议由您、${app.companyName}及健康服务提供方三方共同订立，健康服务由服务提供方独立提供并承担相应责任。</p>` },
  { agreementCode: 'TRI_MEDICAL_INS', title: '医保数据授权三方协议', version: 'V1.0', content: '<p>您授权医联数据服务有限公司经国家医保服务平台查询您（或您为其申请理赔的被保险人）的医保结算数据和就诊记录，提供给鸿泰人寿，仅用于理赔审核。</p>' },
];

const yesNo = [{ value: 'N', label: '否' }, { value: 'Y', label: '是' }];
export const questionnaires = [
  {
    questionnaireCode: 'PRE_UW_HEALTH', title: '预核保健康问卷', description: '如实告知可帮助您了解投保结论，结果仅供参考',
    questions: [
      { code: 'Q1', title: '过去两年内是否曾住院或被建议住院？', type: 'single', required: true, options: yesNo },
      { code: 'Q2', title: '是否患有高血压、糖尿病、心脏病等慢性疾病？', type: 'single', required: true, options: yesNo },
      { code: 'Q3', title: '过去一年内体检是否有异常结果？', type: 'single', required: true, options: yesNo },
      { code: 'Q4', title: '请填写身高（厘米）/体重（千克）', type: 'text', required: true, options: [], placeholder: '例如 175/68' },
      { code: 'Q5', title: '是否吸烟或每日饮酒？', type: 'single', required: true, options: yesNo },
    ],
  },
  {
    questionnaireCode: 'SURVEY_SERVICE_2026', title: '2026 年客户服务满意度调查', description: '感谢您抽出 1 分钟参与调查',
    questions: [
      { code: 'S1', title: '您对本次在线服务的整体满意度', type: 'single', required: true, options: ['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: `${v} 分` })) },
      { code: 'S2', title: '您最常使用的功能', type: 'multiple', required: false, options: [{ value: 'policy', label: '保单查询' }, { value: 'claim', label: '理赔' }, { value: 'vip', label: '会员权益' }] },
      { code: 'S3', title: '您的其他建议', type: 'text', required: false, options: [] },
    ],
  },
  {
    questionnaireCode: 'REVISIT_NEW_POLICY', title: '新保单回访', description: '为保障您的权益，请确认以下投保事项',
    questions: [
      { code: 'R1', title: '投保单、健康告知等投保资料是否由您本人填写并签名？', type: 'single', required: true, options: yesNo },
      { code: 'R2', title: '您是否已收到保险合同，并阅读了保险条款，特别是责任免除部分？', type: 'single', required: true, options: yesNo },
      { code: 'R3', title: '您是否了解本合同有 15 天犹豫期，犹豫期后解除合同会有一定损失？', type: 'single', required: true, options: yesNo },
      { code: 'R4', title: '您是否清楚保险费的缴费方式、缴费金额和缴费期间？', type: 'single', required: true, options: yesNo },
    ],
  },
];

export const clickProps = [
  { elementCode: 'HOME_BANNER', eventName: 'banner_click', module: 'home' },
  { elementCode: 'HOME_GRID', eventName: 'grid_click', module: 'home' },
  { elementCode: 'ME_SERVICE', eventName: 'service_click', module: 'me' },
];

const VALID_CPS_CODES = ['CPS2026', 'CPS-WX-01', 'CPS-AGENT-88'];

/** The sales channel a lead or an application is credited to: a code the sales system knows, else none (never a refusal). */
export const creditedChannel = (cpsCode: unknown): string | null => (typeof cpsCode === 'string' && VALID_CPS_CODES.includes(cpsCode) ? cpsCode : null);

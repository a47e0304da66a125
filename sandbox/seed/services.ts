// Health services, campaigns and group (employee welfare) insurance.
import activityConfig from '../../pages-config/activities.json';
import { artworkUrl } from '../../widgets/shared/artwork/artwork';
import { iconImage } from './images';

/** serviceCode: the third-party service whose consent hands the person's data to the provider (seed/platform.ts). */
export const vasItems = [
  { itemCode: 'VAS_DOCTOR', name: '家庭医生', category: 'doctor', description: '专属家庭医生电话与图文咨询', icon: iconImage('doctor'), provider: '健康行科技（上海）有限公司', serviceCode: 'TP_HEALTH_JKX', minLevel: 1 },
  { itemCode: 'VAS_CHECKUP', name: '年度体检', category: 'checkup', description: '全国连锁体检中心预约', icon: iconImage('checkup'), provider: '奥斯力健康管理有限公司', serviceCode: 'TP_AOSILI', minLevel: 3 },
  { itemCode: 'VAS_GREEN', name: '就医绿通', category: 'green', description: '三甲医院专家号预约与陪诊', icon: iconImage('hospital'), provider: '健康行科技（上海）有限公司', serviceCode: 'TP_HEALTH_JKX', minLevel: 2 },
  { itemCode: 'VAS_CARE', name: '居家护理', category: 'care', description: '出院后上门护理与康复指导', icon: iconImage('home-care'), provider: '安护到家健康服务有限公司', serviceCode: 'TP_ANHU', minLevel: 4 },
  { itemCode: 'VAS_CONSULT', name: '在线问诊', category: 'consult', description: '全科医生 7×24 小时图文问诊', icon: iconImage('consult'), provider: '健康行科技（上海）有限公司', serviceCode: 'TP_HEALTH_JKX', minLevel: 0 },
  { itemCode: 'VAS_RECORD', name: '健康档案', category: 'record', description: '体检报告与就诊记录集中管理', icon: iconImage('record'), provider: '健康行科技（上海）有限公司', serviceCode: 'TP_HEALTH_JKX', minLevel: 0 },
  { itemCode: 'VAS_CHRONIC', name: '慢病管理', category: 'chronic', description: '高血压、糖尿病随访与用药提醒', icon: iconImage('chronic'), provider: '健康行科技（上海）有限公司', serviceCode: 'TP_HEALTH_JKX', minLevel: 1 },
  { itemCode: 'VAS_MEDICINE', name: '药品福利', category: 'medicine', description: '合作药房购药折扣与送药上门', icon: iconImage('medicine'), provider: '益康大药房连锁有限公司', serviceCode: 'TP_YIKANG', minLevel: 1 },
  { itemCode: 'VAS_MIND', name: '心理咨询', category: 'mind', description: '专业心理咨询师一对一倾听', icon: iconImage('mind'), provider: '心晴健康咨询有限公司', serviceCode: 'TP_XINQING', minLevel: 2 },
];

export const wellnessLevels = [
  { wellnessLevel: 1, levelName: '康养会员', services: [['WS_CONSULT', '健康咨询', '营养与慢病管理咨询', 6]] },
  { wellnessLevel: 2, levelName: '康养银卡', services: [['WS_CONSULT', '健康咨询', '营养与慢病管理咨询', 12], ['WS_REHAB', '康复评估', '康复机构上门评估', 1]] },
] as const;

export interface Activity { name: string; ended: boolean; productId: string | null; page: string | null }

/** Campaigns: gift packs, and the campaign pages collecting leads (an ended one takes none); declared in pages-config/activities.json. */
export const activities: Readonly<Record<string, Activity>> = activityConfig.activities;
export const userCapitals = [
  { capitalCode: 'CP001', name: '体检套餐兑换券', amount: 1, unit: '张', status: 'available', expireDate: '2026-12-31' },
  { capitalCode: 'CP002', name: '鸿泰豆', amount: 200, unit: '个', status: 'used', expireDate: '2026-12-31' },
] as const;

export const thirdUserCapitals = [
  { capitalCode: 'CP101', name: '在线问诊次卡', amount: 3, unit: '次', status: 'available', expireDate: '2027-06-30' },
] as const;

export const teamPolicies = [
  {
    policyNo: 'GP2026000123', companyName: '上海云帆信息科技有限公司', productName: '团体补充医疗保险', insuredName: '李明轩',
    effectiveDate: '2026-01-01', expiryDate: '2026-12-31', coverages: [{ name: '门急诊医疗', amount: 20000 }, { name: '住院医疗', amount: 200000 }],
  },
  {
    policyNo: 'GP2026000124', companyName: '上海云帆信息科技有限公司', productName: '团体意外伤害保险', insuredName: '李明轩',
    effectiveDate: '2026-01-01', expiryDate: '2026-12-31', coverages: [{ name: '意外身故或伤残', amount: 500000 }, { name: '意外医疗', amount: 20000 }],
  },
];

/** The family welfare plans, the same every plan year (rules/welfare.ts): an enrolment records its year. */
export const welfarePlans = [
  { planCode: 'AW_A', planName: '家属综合保障计划 A', price: 398, description: '意外 30 万 + 住院医疗 5 万', risks: [['R_ACC', '团体意外伤害', 300000], ['R_MED', '团体住院医疗', 50000]] },
  { planCode: 'AW_B', planName: '家属综合保障计划 B', price: 699, description: '意外 50 万 + 住院医疗 10 万 + 重疾 5 万', risks: [['R_ACC', '团体意外伤害', 500000], ['R_MED', '团体住院医疗', 100000], ['R_CI', '团体重大疾病', 50000]] },
] as const;

export const welfareBanner = artworkUrl('welfare-plan');

// VIP levels (by yearly standard premium) and the equities they unlock.
import app from '../../pages-config/app.json';
import { artworkUrl } from '../../widgets/shared/artwork/artwork';
import type { IconName } from '../../widgets/shared/icons/icons';
import { iconImage } from './images';

export const vipLevels = [
  { levelCode: '1', levelName: '银卡会员', threshold: 3000, theme: '#8a9bb0', image: artworkUrl('vip-silver') },
  { levelCode: '2', levelName: '金卡会员', threshold: 10000, theme: '#c9a063', image: artworkUrl('vip-gold') },
  { levelCode: '3', levelName: '铂金会员', threshold: 30000, theme: '#5b6b82', image: artworkUrl('vip-platinum') },
  { levelCode: '4', levelName: '钻石会员', threshold: 100000, theme: '#2b2f4a', image: artworkUrl('vip-diamond') },
];

export const levelName = (code: string) => vipLevels.find((level) => level.levelCode === code)?.levelName ?? '普通用户';

/** familyShared: the member's spouse, children and parents may use it too (its rules say so). */
/** serviceCode: the partner service providing it, used only with the customer's consent to hand them the data (seed/platform.ts). */
const equity = (equityCode: string, equityName: string, iconName: IconName, minLevel: number, yearlyTimes: number | null, introduce: string, rules: string[], familyShared = false, serviceCode: string | null = null) =>
  ({ equityCode, equityName, icon: iconImage(iconName), minLevel, yearlyTimes, introduce, rules, familyShared, serviceCode });

export const equityCategories = [
  {
    categoryCode: 'HEALTH', categoryName: '健康医疗',
    equities: [
      equity('EQ_ONLINE_DOCTOR', '在线问诊', 'consult', 1, null, '<p>全科医生 7×24 小时图文问诊，平均 3 分钟响应。</p>', ['会员本人及家庭成员均可使用', '不限次数'], true, 'TP_HEALTH_JKX'),
      equity('EQ_GREEN_HOSPITAL', '就医绿通', 'hospital', 2, 2, '<p>全国三甲医院专家门诊预约协助，并安排专人陪诊。</p>', ['需提前 3 个工作日预约', '每年 2 次，限会员本人'], false, 'TP_HEALTH_JKX'),
      equity('EQ_CHECKUP', '年度体检', 'checkup', 3, 1, '<p>全国 200 余家体检中心可选，含肿瘤标志物等 40 余项检查。</p>', ['每年 1 次，限会员本人', '预约后不可转让'], false, 'TP_AOSILI'),
      equity('EQ_DENTAL', '齿科护理', 'dental', 3, 1, '<p>合作齿科机构洁牙及口腔检查一次。</p>', ['每年 1 次', '可转赠一位家庭成员使用'], true),
    ],
  },
  {
    categoryCode: 'LIFE', categoryName: '品质生活',
    equities: [
      equity('EQ_BIRTHDAY', '生日礼遇', 'birthday', 1, 1, '<p>生日当月赠送鸿泰豆及电子贺卡。</p>', ['生日当月自动发放']),
      equity('EQ_AIRPORT', '机场贵宾厅', 'lounge', 4, 4, '<p>国内主要机场贵宾厅休息服务。</p>', ['每年 4 次，可携 1 位同行人']),
    ],
  },
  {
    categoryCode: 'SERVICE', categoryName: '专属服务',
    equities: [
      equity('EQ_FAST_CLAIM', '理赔快速通道', 'fast-claim', 2, null, '<p>5000 元以下医疗理赔材料齐全后 1 个工作日内结案。</p>', ['适用于会员本人名下保单']),
      equity('EQ_VIP_HOTLINE', '专属客服', 'vip-service', 3, null, `<p>拨打 ${app.hotline} 后按 8 号键直达专属客服。</p>`, ['全年无休', '家庭成员来电同享'], true),
      equity('EQ_POLICY_CHECK', '保单年检', 'policy-review', 1, 1, '<p>专业顾问为您梳理全家保单，出具保障报告。</p>', ['每年 1 次', '涵盖家庭成员名下保单'], true),
    ],
  },
];

export const equities = equityCategories.flatMap((category) => category.equities.map((e) => ({ ...e, categoryCode: category.categoryCode, categoryName: category.categoryName })));

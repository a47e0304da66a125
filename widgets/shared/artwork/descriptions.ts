import type { ArtworkName } from './artwork';

/**
 * What each illustration shows, read out as its alt text. Apart from the names so that a page's first
 * load does not carry every description: the hero fetches them with its picture (useArtworkDescription).
 */
export const ARTWORK_DESCRIPTIONS = {
  annuity: '日出时分，一对老年夫妇在山坡上散步，天边挂着时钟',
  'critical-illness': '守护心脏的红色盾牌与心电图',
  medical: '绿树环绕的医院与医药箱',
  'term-life': '大树下的一家人',
  accident: '橙色雨伞为行驶在路上的汽车遮风挡雨',
  'service-festival': '客户服务节的礼盒、体检单与彩带',
  'risk-assessment': '家庭住宅、检查清单与对勾盾牌',
  'bean-rewards': '金色鸿泰豆与礼盒',
  'hero-year-end': '系着金色丝带的年终礼盒',
  'hero-annuity': '时钟与一摞摞养老金币',
  'hero-critical-illness': '盾牌护住的心脏',
  'hero-claim': '已通过的理赔单与理赔款',
  'hero-policy-review': '放大镜检视保单',
  'hero-advisor': '保障顾问与客户交谈',
  'hero-service-festival': '托起的爱心',
  'news-award': '星光下的金色奖杯',
  'news-elder-community': '绿树环绕的养老社区与散步的老人',
  'news-service-festival': '客户服务节的礼盒、气球、活动单与彩带',
  'news-regulation': '监管文件、公章与签字笔',
  'news-hotline': '客服耳麦与升级时钟',
  'news-fraud-alert': '可疑来电的手机与防诈骗盾牌',
  'vip-silver': '银色会员卡，印有叶片徽章',
  'vip-gold': '金色会员卡，印有皇冠徽章',
  'vip-platinum': '铂金会员卡，印有星形徽章',
  'vip-diamond': '钻石会员卡，印有钻石徽章',
  'birthday-card': '点着蜡烛的生日蛋糕与气球',
  'welfare-plan': '守护一家人的盾牌与福利礼盒',
} as const satisfies Record<ArtworkName, string>;

// Company news, industry news and notices (one file per category under news/), and the public disclosures.
import app from '../../pages-config/app.json';
import { p } from './news/article';
import { companyNews } from './news/company';
import { industryNews } from './news/industry';
import { notices } from './news/notices';

export const news = [...companyNews, ...industryNews, ...notices];

const publicInfoCategories: Record<string, string> = { basic: '基本信息', finance: '财务信息', solvency: '偿付能力', product: '产品信息', major: '重大事项' };

const info = (id: string, category: string, title: string, publishDate: string, content: string) => ({
  id, title, category, categoryName: publicInfoCategories[category], publishDate, summary: title, cover: '', source: '鸿泰人寿信息披露', content,
});
const table = (rows: string[][]) => `<table>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`;

export const publicInfo = [
  info('PI001', 'basic', '公司概况', '2026-01-10', p(`${app.companyName}成立于 2009 年，注册资本 50 亿元人民币，总部位于${app.address}。`, '公司经营范围：人寿保险、健康保险、意外伤害保险等各类人身保险业务；上述业务的再保险业务；国家法律法规允许的保险资金运用业务。')),
  info('PI002', 'basic', '分支机构基本信息', '2026-03-01', table([['机构名称', '营业场所', '联系电话'], ['鸿泰人寿北京分公司', '北京市朝阳区建国路 88 号', '010-65900000'], ['鸿泰人寿广东分公司', '广州市天河区珠江新城华夏路 10 号', '020-38800000'], ['鸿泰人寿浙江分公司', '杭州市上城区钱江路 58 号', '0571-86800000']])),
  info('PI003', 'finance', '2025 年度信息披露报告', '2026-04-28', p('2025 年度公司实现保险业务收入 286.4 亿元，同比增长 8.6%；净利润 12.3 亿元。', '年度财务报告已经会计师事务所审计，并出具标准无保留意见的审计报告。')),
  info('PI004', 'solvency', '2026 年第三季度偿付能力报告摘要', '2026-10-30', table([['指标', '本季度末', '上季度末'], ['核心偿付能力充足率', '168.2%', '171.5%'], ['综合偿付能力充足率', '245.6%', '249.0%'], ['风险综合评级', 'A', 'A']])),
  info('PI005', 'product', '在售人身保险产品目录', '2026-07-01', table([['产品名称', '产品类型', '备案编号'], ['鸿泰金福年金保险', '年金保险', '鸿泰人寿〔2021〕年金保险 012 号'], ['鸿泰安康重大疾病保险（2026 版）', '疾病保险', '鸿泰人寿〔2026〕疾病保险 003 号'], ['鸿泰安心百万医疗保险', '医疗保险', '鸿泰人寿〔2025〕医疗保险 021 号']])),
  info('PI006', 'major', '关于变更公司总经理的信息披露公告', '2026-06-15', p('经公司董事会审议通过并经监管机构核准，聘任陈思远先生为公司总经理，任职自 2026 年 6 月 12 日起生效。')),
];

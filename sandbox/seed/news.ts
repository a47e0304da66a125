// Company news, industry news and notices.
import app from '../../pages-config/app.json';
import { artworkUrl, type ArtworkName } from '../../widgets/shared/artwork/artwork';

const categories: Record<string, string> = { company: '公司新闻', industry: '行业动态', notice: '公告' };
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const article = (id: string, category: string, title: string, publishDate: string, summary: string, content: string, artwork: ArtworkName) => ({
  id, title, category, categoryName: categories[category], publishDate, summary, cover: artworkUrl(artwork), source: '鸿泰人寿品牌部', content,
});

export const news = [
  article('N001', 'company', '鸿泰人寿荣获“年度最佳客户服务保险公司”', '2026-11-12', '在第十届中国保险服务创新峰会上，鸿泰人寿凭借理赔时效与线上服务体验获评年度最佳客户服务保险公司。',
    p('11 月 12 日，第十届中国保险服务创新峰会在上海举行。鸿泰人寿凭借在理赔时效、线上服务和适老化改造方面的表现，获评“年度最佳客户服务保险公司”。',
      '今年以来，公司小额医疗理赔平均结案时效缩短至 1.2 天，线上服务覆盖保全、理赔、续期等 60 余项业务，客户满意度达 96.8%。',
      '公司相关负责人表示，将继续以客户为中心，持续提升服务的便捷性与温度。'), 'news-award'),
  article('N002', 'company', '鸿泰人寿“金福”养老社区首批客户入住', '2026-10-28', '位于杭州西湖区的鸿泰金福养老社区正式投入运营，首批 120 户长者入住。',
    p('10 月 28 日，鸿泰金福养老社区（杭州）正式开业，首批 120 户长者顺利入住。社区配备康复医院、营养餐厅与文化活动中心。',
      '持有鸿泰金福年金保险等产品的客户可获得入住资格确认函，享受优先入住权益。'), 'news-elder-community'),
  article('N003', 'company', '2026 年客户服务节启动 六大主题活动回馈客户', '2026-11-01', '11 月客户服务节期间，客户可参与健康体检、理财讲座、亲子活动等六大主题活动。',
    p('鸿泰人寿 2026 年客户服务节于 11 月 1 日正式启动，活动持续至 11 月 30 日。',
      '活动期间，铂金及以上会员可免费预约年度体检；全体客户签到可获得双倍鸿泰豆。'), 'news-service-festival'),
  article('N004', 'industry', '金融监管总局发布人身保险产品信息披露新规', '2026-09-18', '新规要求保险公司在销售页面完整展示产品责任、费用及现金价值等关键信息。',
    p('金融监管总局近日发布《人身保险产品信息披露管理办法》修订版，自 2027 年 1 月 1 日起施行。',
      '新规要求保险公司在互联网销售页面以显著方式展示保险责任、责任免除、犹豫期及现金价值等关键信息。'), 'news-regulation'),
  article('N005', 'notice', '关于客服热线系统升级的公告', '2026-11-18', '2026 年 11 月 29 日 0:00-6:00 客服热线系统升级，期间电话服务暂停。',
    p('尊敬的客户：为提升服务质量，我司将于 2026 年 11 月 29 日 0:00 至 6:00 对客服热线系统进行升级。',
      `升级期间 ${app.hotline} 电话服务暂停，在线服务不受影响。由此给您带来的不便，敬请谅解。`), 'news-hotline'),
  article('N006', 'notice', '关于防范冒充保险公司工作人员诈骗的风险提示', '2026-08-05', '近期有不法分子冒充保险公司工作人员，以“退保返现”“保单升级”等名义实施诈骗。',
    p('近期，有不法分子冒充保险公司工作人员，以“退保返现”“保单升级”“代理维权”等名义诱导客户转账。',
      `我司不会要求客户向个人账户转账。如有疑问，请拨打客服热线 ${app.hotline} 核实。`), 'news-fraud-alert'),
];

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

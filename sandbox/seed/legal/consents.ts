// The optional authorisations of the privacy settings, served by platformCenter.privacyContent.
import app from '../../../pages-config/app.json';

const header = (title: string, version: string, effective: string) =>
  `<h2>${title}</h2><p>版本：${version}<br>生效日期：${effective}</p>`;

const withdrawal = `<h3>撤回授权</h3><p>本授权为自愿行为，不同意不影响您使用保单查询、理赔、保全等基础服务。您可以随时在“我的—隐私设置”中撤回本授权，撤回后我们将停止相应处理，撤回不影响撤回前基于本授权已进行的处理。如有疑问，请拨打客服热线 ${app.hotline}。</p>`;

export const marketingConsent = (version: string, effective: string) => `
${header('个性化推荐与营销信息授权', version, effective)}
<p>本人（以下简称“授权人”）同意${app.companyName}（以下简称“${app.companyShortName}”）依据《中华人民共和国个人信息保护法》第十四条、第二十四条，在下列范围内处理本人的个人信息：</p>
<h3>一、处理的信息</h3>
<ul>
  <li>本人的年龄段、性别、所在城市；</li>
  <li>本人在${app.companyShortName}的保单类型、保障额度、缴费状态（不含健康信息）；</li>
  <li>本人在本平台浏览产品、参加活动的记录。</li>
</ul>
<h3>二、处理的目的与方式</h3>
<p>${app.companyShortName}将据此分析本人的保障情况，向本人推荐适合的保险产品、会员活动和健康服务，推荐方式包括本平台首页展示、短信、微信公众号消息及客服人员电话。</p>
<h3>三、本人的选择</h3>
<ul>
  <li>${app.companyShortName}在本平台提供不针对个人特征的推荐内容，本人可以选择不接受个性化推荐；</li>
  <li>本人可以回复短信“TD”退订营销短信，或在电话中告知客服人员不再来电；</li>
  <li>${app.companyShortName}不会基于本授权对本人在交易价格等交易条件上实行不合理的差别待遇。</li>
</ul>
${withdrawal}`.trim();

export const healthConsent = (version: string, effective: string) => `
${header('健康信息处理授权', version, effective)}
<p><strong>健康信息属于敏感个人信息，一旦泄露或被非法使用，可能导致您的人格尊严受到侵害。</strong>依据《中华人民共和国个人信息保护法》第二十八条至第三十条，${app.companyName}在处理您的健康信息前，向您告知以下事项并取得您的单独同意。</p>
<h3>一、处理的信息</h3>
<ul>
  <li>您在健康告知、预核保问卷中填写的既往病史、就诊与住院情况、体检结果；</li>
  <li>您在申请理赔时提交的病历、诊断证明、检查报告、医疗费用明细；</li>
  <li>您使用在线问诊、体检预约等健康服务时产生的咨询与预约记录。</li>
</ul>
<h3>二、处理的目的与必要性</h3>
<p>我们仅在以下情形处理您的健康信息：评估投保风险与核保结论、审核理赔申请并计算保险金、为您提供您所选择的健康服务。不处理上述信息，我们将无法完成相应的核保、理赔或健康服务。</p>
<h3>三、安全保护措施</h3>
<ul>
  <li>健康信息加密存储，并与其他个人信息分开保管；</li>
  <li>仅核保、理赔、医疗服务岗位的授权人员可查阅，所有查阅均留存审计记录；</li>
  <li>未经您的单独同意，我们不会将健康信息用于营销，也不会向核保、理赔及健康服务以外的第三方提供。</li>
</ul>
<h3>四、对您个人权益的影响</h3>
<p>核保结论可能因健康情况而为加费、除外责任或暂缓承保，我们会向您说明理由；您对核保或理赔结论有异议的，可以拨打客服热线申请复核。</p>
${withdrawal}`.trim();

import { nextId, now, today } from '../../format';
import { isValidIdCard } from '../../../runtime/core/checks/id-card';
import { conclusionNames } from '../../seed/business';
import { onlinePlans, products } from '../../seed/products';
import { questionnaires } from '../../seed/platform';
import { found, me, owned, type HandlerContext, type Handlers } from '../context';
import { myFile } from './files';
import { myPolicy } from './policy';

const order = (ctx: HandlerContext, orderNo: string) => owned(ctx, ctx.state.insuranceOrders.find((o) => o.orderNo === orderNo && o.customerId === me(ctx).id), '投保单');
const record = (ctx: HandlerContext, recordId: string) => owned(ctx, ctx.state.preUnderwriting.find((r) => r.recordId === recordId && r.customerId === me(ctx).id), '预核保记录');
/** A survey is answered once per customer; a policy call-back (回访) once per policy. */
const surveyKey = (ctx: HandlerContext, code: string, policyNo?: string) => {
  if (policyNo) myPolicy(ctx, policyNo);
  return [me(ctx).id, code, policyNo].filter(Boolean).join(':');
};

function recordView(r: HandlerContext['state']['preUnderwriting'][number]) {
  const { customerId: _owner, ...rest } = r;
  return { ...rest, conclusionName: r.conclusion ? conclusionNames[r.conclusion] : null };
}

/** Any "yes" to a health question moves the conclusion away from standard. */
function conclude(answers: Array<{ code: string; value: string }>) {
  const yes = answers.filter((a) => a.value === 'Y').length;
  return yes === 0 ? 'standard' : yes === 1 ? 'extra' : yes === 2 ? 'exclusion' : 'decline';
}

/** The id card's details as the customer checked them: the applicant's own card, still valid. */
function checkCertInfo(ctx: HandlerContext, info: { realName: string; certificateNo: string; validPeriod: string }) {
  const applicant = me(ctx);
  const certNo = info.certificateNo.trim().toUpperCase();
  if (!isValidIdCard(certNo)) ctx.fail('A0400', '身份证号码校验未通过，请核对后重新输入');
  if (info.realName.trim() !== applicant.realName || certNo !== applicant.certificateNo) ctx.fail('A0400', '证件信息与投保人不一致，请核对姓名和证件号码');
  const period = /^(\d{4})\.(\d{2})\.(\d{2})-(?:(\d{4})\.(\d{2})\.(\d{2})|长期)$/.exec(info.validPeriod.trim());
  if (!period) ctx.fail('A0400', '证件有效期格式不正确，例如 2019.05.20-2039.05.20');
  const end = period[4] ? `${period[4]}-${period[5]}-${period[6]}` : null;
  if (end !== null && end < today()) ctx.fail('A0400', '身份证已过有效期，请使用有效期内的证件');
}

const productOf = (ctx: HandlerContext, productId: string) => found(ctx, products.find((p) => p.productId === productId), '产品');
/** Conclusions a pre-underwriting report lets the customer apply with online. */
const INSURABLE = ['standard', 'extra', 'exclusion'];

export const insuranceHandlers: Handlers = {
  insuranceInit: (ctx) => {
    const customer = me(ctx);
    const product = productOf(ctx, ctx.body.productId);
    if (ctx.body.recordId && !INSURABLE.includes(record(ctx, ctx.body.recordId).conclusion ?? '')) ctx.fail('A0409', '该预核保结论暂不支持在线投保，请联系保险顾问');
    // An order already started for the product and not yet confirmed is taken up again, not doubled.
    const open = ctx.state.insuranceOrders.find((o) => o.customerId === customer.id && o.productId === product.productId && !o.confirmed);
    if (open) return { orderNo: open.orderNo, productId: open.productId };
    const plan = onlinePlans[product.productId];
    const orderNo = nextId(ctx.state, 'O');
    ctx.state.insuranceOrders.push({ orderNo, customerId: customer.id, productId: product.productId, premium: plan.premium, sumInsured: plan.sumInsured, confirmed: false, fileIds: [] });
    return { orderNo, productId: product.productId };
  },
  insuranceInfo: (ctx) => {
    const target = order(ctx, ctx.query.orderNo);
    if ((ctx.query.productId ?? target.productId) !== target.productId) ctx.fail('A0400', '产品与投保单不一致');
    const name = me(ctx).realName;
    return {
      orderNo: target.orderNo, productId: target.productId, productName: productOf(ctx, target.productId).productName, applicantName: name, insuredName: name,
      premium: target.premium, sumInsured: target.sumInsured, payPeriod: onlinePlans[target.productId].payPeriod, confirmed: target.confirmed, certUploaded: target.fileIds.length > 0,
    };
  },
  insuranceInfoConfirm: (ctx) => {
    const target = order(ctx, ctx.body.orderNo);
    if ((ctx.body.productId ?? target.productId) !== target.productId) ctx.fail('A0400', '产品与投保单不一致');
    target.confirmed = true;
    return { orderNo: target.orderNo, confirmed: true };
  },
  uploadConfirm: (ctx) => {
    const target = order(ctx, ctx.body.orderNo);
    if (ctx.body.certInfo) checkCertInfo(ctx, ctx.body.certInfo);
    for (const fileId of ctx.body.fileIds as string[]) {
      myFile(ctx, fileId);
      if (!target.fileIds.includes(fileId)) target.fileIds.push(fileId);
    }
    return { orderNo: target.orderNo, uploaded: target.fileIds.length };
  },
  preUnderwritingSave: (ctx) => {
    found(ctx, questionnaires.find((q) => q.questionnaireCode === ctx.body.questionnaireCode), '问卷');
    if (ctx.body.recordId) {
      // Saving again updates the draft instead of leaving another one behind.
      const draft = record(ctx, ctx.body.recordId);
      if (draft.conclusion) ctx.fail('A0409', '该问卷已提交，不能再修改');
      Object.assign(draft, { insuredName: ctx.body.insuredName, answers: ctx.body.answers });
      return { recordId: draft.recordId };
    }
    const recordId = nextId(ctx.state, 'PU');
    ctx.state.preUnderwriting.unshift({ recordId, customerId: me(ctx).id, questionnaireCode: ctx.body.questionnaireCode, insuredName: ctx.body.insuredName, createTime: now(), conclusion: null, answers: ctx.body.answers });
    return { recordId };
  },
  preUnderwritingList: (ctx) => ctx.state.preUnderwriting.filter((r) => r.customerId === me(ctx).id).map(recordView),
  preUnderwritingRecord: (ctx) => recordView(record(ctx, ctx.query.recordId)),
  preUnderwritingNext: (ctx) => {
    const target = record(ctx, ctx.body.recordId);
    const answers = new Map(target.answers.map((a) => [a.code, a.value]));
    for (const a of ctx.body.answers as Array<{ code: string; value: string }>) answers.set(a.code, a.value);
    target.answers = [...answers].map(([code, value]) => ({ code, value }));
    const conclusion = conclude(target.answers);
    target.conclusion = conclusion;
    const suggestion = conclusion === 'standard' ? '您可以直接投保，无需额外体检。' : '建议您准备近一年的体检报告或病历，由核保人员进一步评估。';
    return { recordId: target.recordId, conclusion, conclusionName: conclusionNames[conclusion], suggestion };
  },
  surveyStatus: (ctx) => {
    const completedAt = ctx.state.surveys[surveyKey(ctx, ctx.query.surveyCode, ctx.query.policyNo)] ?? null;
    return { surveyCode: ctx.query.surveyCode, completed: completedAt !== null, completedAt };
  },
  surveySave: (ctx) => {
    found(ctx, questionnaires.find((q) => q.questionnaireCode === ctx.body.surveyCode), '调查问卷');
    const key = surveyKey(ctx, ctx.body.surveyCode, ctx.body.policyNo);
    if (ctx.state.surveys[key]) ctx.fail('A0409', ctx.body.policyNo ? '该保单已完成回访，感谢您的配合' : '您已提交过本次调查，感谢参与');
    ctx.state.surveys[key] = now();
    const task = me(ctx).beans.tasks.find((t) => t.taskCode === 'T_SURVEY');
    if (task?.status === 'todo') task.status = 'done';
    return null;
  },
};

import { nextId, now, today } from '../../format';
import { isValidIdCard } from '../../../runtime/core/checks/id-card';
import { conclusionNames } from '../../seed/business';
import { conclude, decisionOf } from '../../rules/buying';
import { questionnaires } from '../../seed/platform';
import { found, me, owned, type HandlerContext, type Handlers } from '../context';
import { myFile } from './files';
import { myPolicy } from './policy';
import { application, buyingHandlers, insuredOf, submit } from './buying';

const record = (ctx: HandlerContext, recordId: string) => owned(ctx, ctx.state.preUnderwriting.find((r) => r.recordId === recordId && r.customerId === me(ctx).id), '预核保记录');
/** A survey is answered once per customer; a policy call-back (回访) once per policy. */
const surveyKey = (ctx: HandlerContext, code: string, policyNo?: string) => {
  if (policyNo) myPolicy(ctx, policyNo);
  return [me(ctx).id, code, policyNo].filter(Boolean).join(':');
};

/** A record with what its conclusion decides: the loading, the cover excluded, or why it stops and what to do. */
function recordView(r: HandlerContext['state']['preUnderwriting'][number]) {
  const { customerId: _owner, ...rest } = r;
  const { loadingRate, exclusion, reason, advice } = decisionOf(r);
  return { ...rest, conclusionName: r.conclusion ? conclusionNames[r.conclusion] : null, loadingRate, exclusion, reason, advice };
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

export const insuranceHandlers: Handlers = {
  ...buyingHandlers,
  // The applicant's id card, once the application is signed: uploading it submits the application for underwriting.
  uploadConfirm: (ctx) => {
    const target = application(ctx, ctx.body.orderNo);
    if (!target.confirmedAt) ctx.fail('A0409', '请先确认投保信息并签名');
    if (ctx.body.certInfo) checkCertInfo(ctx, ctx.body.certInfo);
    for (const fileId of ctx.body.fileIds as string[]) {
      myFile(ctx, fileId);
      if (!target.fileIds.includes(fileId)) target.fileIds.push(fileId);
    }
    submit(ctx, target);
    return { orderNo: target.orderNo, uploaded: target.fileIds.length, status: target.status };
  },
  preUnderwritingSave: (ctx) => {
    found(ctx, questionnaires.find((q) => q.questionnaireCode === ctx.body.questionnaireCode), '问卷');
    // The assessed person is the customer or one of the family: the insured of an application made from the report.
    const person = insuredOf(ctx, me(ctx), ctx.body.personId);
    if (ctx.body.recordId) {
      // Saving again updates the draft instead of leaving another one behind.
      const draft = record(ctx, ctx.body.recordId);
      if (draft.conclusion) ctx.fail('A0409', '该问卷已提交，不能再修改');
      Object.assign(draft, { personId: person.personId, insuredName: person.name, answers: ctx.body.answers });
      return { recordId: draft.recordId };
    }
    const recordId = nextId(ctx.state, 'PU');
    ctx.state.preUnderwriting.unshift({ recordId, customerId: me(ctx).id, questionnaireCode: ctx.body.questionnaireCode, personId: person.personId, insuredName: person.name, createTime: now(), conclusion: null, answers: ctx.body.answers });
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
    return { recordId: target.recordId, conclusion, conclusionName: conclusionNames[conclusion], suggestion: decisionOf(target).advice };
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

import app from '../../../pages-config/app.json';
import type { Staging } from '../../model';
import { nextId, now, today } from '../../format';
import {
  accidentReasons, claimCategory, claimRelations, claimRequirements, claimTypes, FAST_CLAIM_LIMIT, fastClaimTypes, hospitals, materialName, materialsFor, materialTypes,
} from '../../seed/claims';
import { regionChildren } from '../../seed/regions';
import { claimDetail, claimSummary, issuesOf, stagingView } from '../../views/claims';
import { familyPeople } from '../../views/family';
import { coveredSince, policiesOf } from '../../views/policy';
import { inForce } from '../../rules/policy-status';
import { move } from '../../rules/lifecycle';
import { claimLifecycle } from '../../rules/lifecycles';
import { found, me, owned, pageOf, refuseField, type HandlerContext, type Handlers } from '../context';
import { myFile, storeFile } from './files';
import { claimConsentHandlers, requireHealthConsent } from './claim-consents';

const myClaims = (ctx: HandlerContext) => ctx.state.claims.filter((c) => c.customerId === me(ctx).id);
const claim = (ctx: HandlerContext, id: string) => owned(ctx, myClaims(ctx).find((c) => c.claimId === id), '理赔案件');
const myStagings = (ctx: HandlerContext) => ctx.state.stagings.filter((s) => s.customerId === me(ctx).id && !s.submittedClaimId);
const staging = (ctx: HandlerContext, id: string) => owned(ctx, myStagings(ctx).find((s) => s.id === id), '理赔申请暂存');
const view = (ctx: HandlerContext, target: Staging) => stagingView(ctx.state, target);
const touch = (target: Staging) => Object.assign(target, { updatedAt: now() });
const finished = ['paid', 'rejected', 'cancelled'];

/** The insured person of a claim: the customer or a family member, by customer number or member id. */
function insured(ctx: HandlerContext, id: string) {
  const person = familyPeople(ctx.state, me(ctx)).find((p) => p.custNo === id || p.memberId === id);
  return { custNo: person?.custNo ?? id, name: person?.name ?? ctx.fail('A0400', '出险人须为本人或已添加的家庭成员') };
}

function checkClaimFields(ctx: HandlerContext, fields: { claimType?: string; accidentDate?: string }) {
  if (fields.claimType !== undefined) found(ctx, claimTypes.find((t) => t.code === fields.claimType), '理赔类型');
}

/** An accident can be neither after today nor before the insured person's cover began. */
function checkAccidentDate(ctx: HandlerContext, date: string, insuredCustNo: string) {
  if (date > today()) refuseField('accidentDate', '出险日期不能晚于今天');
  const since = coveredSince(ctx.state, me(ctx), insuredCustNo);
  if (since !== null && date < since) refuseField('accidentDate', `出险日期不能早于保单生效日 ${since}`);
}

function checkQuickClaim(ctx: HandlerContext, claimType: string, invoiceAmount: unknown) {
  if (!fastClaimTypes.includes(claimType)) ctx.fail('A0400', '快速理赔仅适用于医疗费用和意外医疗');
  if (typeof invoiceAmount !== 'number' || invoiceAmount <= 0) ctx.fail('A0400', '请填写发票总金额');
  if ((invoiceAmount as number) > FAST_CLAIM_LIMIT) ctx.fail('A0400', `发票总金额超过 ${FAST_CLAIM_LIMIT.toLocaleString('en-US')} 元，请通过普通理赔申请`);
}

const hospitalSearch = (ctx: HandlerContext, designatedOnly: boolean) => hospitals.filter((h) =>
  (!designatedOnly || h.designated) && (!ctx.query.cityCode || h.cityCode === ctx.query.cityCode) && (!ctx.query.keyword || h.name.includes(ctx.query.keyword)));

export const claimHandlers: Handlers = {
  claimEnums: () => ({ claimTypes, accidentReasons, relations: claimRelations, materialTypes, requirements: claimRequirements() }),
  claimStagingCreate: (ctx) => {
    const { insuredCustomerNo, claimType, accidentDate, accidentReason, description, hospitalCode, fast = false, invoiceAmount } = ctx.body;
    checkClaimFields(ctx, { claimType, accidentDate });
    if (fast) checkQuickClaim(ctx, claimType, invoiceAmount);
    const person = insured(ctx, insuredCustomerNo);
    checkAccidentDate(ctx, accidentDate, person.custNo);
    const created: Staging = {
      id: nextId(ctx.state, 'ST'), customerId: me(ctx).id, insuredCustomerNo: person.custNo, insuredName: person.name, claimType, accidentDate,
      accidentReason: accidentReason ?? null, description: description ?? null, hospitalCode: hospitalCode ?? null, images: [], bankAccountId: null, authorized: false,
      fast, invoiceAmount: fast ? invoiceAmount : null, signatureFileId: null, updatedAt: now(), submittedClaimId: null,
    };
    ctx.state.stagings.push(created);
    return view(ctx, created);
  },
  claimStagingDetail: (ctx) => view(ctx, staging(ctx, ctx.params.id)),
  claimStagingUpdate: (ctx) => {
    const target = staging(ctx, ctx.params.id);
    checkClaimFields(ctx, ctx.body);
    if (ctx.body.accidentDate !== undefined || ctx.body.insuredCustomerNo !== undefined) {
      checkAccidentDate(ctx, ctx.body.accidentDate ?? target.accidentDate, insured(ctx, ctx.body.insuredCustomerNo ?? target.insuredCustomerNo).custNo);
    }
    if (target.fast) checkQuickClaim(ctx, ctx.body.claimType ?? target.claimType, ctx.body.invoiceAmount ?? target.invoiceAmount);
    for (const key of ['claimType', 'accidentDate', 'accidentReason', 'description', 'hospitalCode', 'invoiceAmount'] as const) {
      if (ctx.body[key] !== undefined) Object.assign(target, { [key]: ctx.body[key] });
    }
    if (ctx.body.insuredCustomerNo !== undefined && ctx.body.insuredCustomerNo !== target.insuredCustomerNo) {
      const person = insured(ctx, ctx.body.insuredCustomerNo);
      // Another insured person: the entrustment letter signed for the previous one no longer applies.
      Object.assign(target, { insuredCustomerNo: person.custNo, insuredName: person.name, authorized: false, signatureFileId: null });
    }
    return view(ctx, touch(target));
  },
  claimStagingDelete: (ctx) => {
    const target = staging(ctx, ctx.params.id);
    ctx.state.stagings = ctx.state.stagings.filter((s) => s !== target);
    return null;
  },
  claimStagingCount: (ctx) => ({ count: myStagings(ctx).length }),
  claimStagingList: (ctx) => [...myStagings(ctx)].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((target) => view(ctx, target)),
  claimHospitals: (ctx) => hospitalSearch(ctx, false),
  claimAddressList: (ctx) => found(ctx, regionChildren(ctx.query.parentCode), '行政区划').map((r) => ({ code: r.code, name: r.name, hasChildren: Boolean(r.children?.length) })),
  ...claimConsentHandlers,
  claimTrial: (ctx) => {
    const person = insured(ctx, ctx.body.insuredCustomerNo);
    found(ctx, claimTypes.find((t) => t.code === ctx.body.claimType), '理赔类型');
    const date = ctx.body.accidentDate;
    checkAccidentDate(ctx, date, person.custNo);
    const policies = policiesOf(ctx.state, me(ctx)).flatMap((p) => {
      const covered = p.insuredCustomerNo === person.custNo && p.effectiveDate <= date && inForce(ctx.state, p, date);
      const coverage = covered ? p.coverages.find((c) => c.category === claimCategory[ctx.body.claimType]) : undefined;
      return coverage ? [{ policyNo: p.policyNo, productName: p.productName, coverageName: coverage.name }] : [];
    });
    return {
      eligible: policies.length > 0, estimatedAmount: null, policies, materials: materialsFor(ctx.body.claimType),
      tips: policies.length > 0 ? '预估金额以提交材料后的审核结果为准' : `未找到可申请本次理赔的有效保单，如有疑问请拨打 ${app.hotline}`,
    };
  },
  claimCount: (ctx) => {
    const all = myClaims(ctx);
    const count = (test: (status: string) => boolean) => all.filter((c) => test(c.status)).length;
    return { total: all.length, processing: count((s) => s === 'reviewing'), supplement: count((s) => s === 'supplement'), finished: count((s) => finished.includes(s)) };
  },
  claimList: (ctx) => {
    const filter = ctx.query.status ?? 'all';
    const wanted = myClaims(ctx).filter((c) => filter === 'all' || (filter === 'processing' ? c.status === 'reviewing' : filter === 'supplement' ? c.status === 'supplement' : finished.includes(c.status)))
      // Newest application first, as a customer looks for the claim just made.
      .sort((a, b) => b.applyDate.localeCompare(a.applyDate) || b.claimNo.localeCompare(a.claimNo));
    return { total: wanted.length, list: pageOf(wanted, ctx.query).map(claimSummary) };
  },
  claimDetail: (ctx) => claimDetail(ctx.state, claim(ctx, ctx.params.id)),
  claimIssueList: (ctx) => issuesOf(claim(ctx, ctx.query.claimId)),
  claimIssueSubmit: (ctx) => {
    const target = claim(ctx, ctx.body.claimId);
    const issue = found(ctx, target.issues.find((i) => i.issueId === ctx.body.issueId), '问题件');
    if (target.status !== 'supplement' || issue.resolved) ctx.fail('A0409', '该问题件已处理，无需重复补充');
    requireHealthConsent(ctx, target, [issue.materialType]);
    const fileIds = ctx.body.fileIds as string[];
    fileIds.forEach((fileId) => myFile(ctx, fileId));
    const material = target.materials.find((m) => m.materialType === issue.materialType);
    if (material) material.fileIds.push(...fileIds.filter((id) => !material.fileIds.includes(id)));
    else target.materials.push({ materialType: issue.materialType, fileIds: [...fileIds] });
    issue.resolved = true;
    target.progress.push({ time: now(), node: '补充材料', description: `已补充${materialName(issue.materialType)} ${fileIds.length} 张` });
    if (target.issues.every((i) => i.resolved)) {
      move(claimLifecycle, target, 'reviewing');
      target.progress.push({ time: now(), node: '审核', description: '材料已补充齐全，理赔专员将继续审核，预计 3 个工作日内完成' });
    }
    return issuesOf(target);
  },
  claimCancel: (ctx) => {
    const target = claim(ctx, ctx.body.claimId);
    move(claimLifecycle, target, 'cancelled');
    target.progress.push({ time: now(), node: '撤销', description: ctx.body.reason ? `客户主动撤销申请：${ctx.body.reason}` : '客户主动撤销申请' });
    return claimSummary(target);
  },
  claimImageUpload: (ctx) => {
    const target = staging(ctx, ctx.body.stagingId);
    const type = found(ctx, materialTypes.find((m) => m.code === ctx.body.materialType), '材料类型');
    requireHealthConsent(ctx, target, [type.code]);
    const file = storeFile(ctx, type.code, 'CLAIM', type.name);
    target.images.push({ fileId: file.fileId, materialType: type.code });
    touch(target);
    return { fileId: file.fileId, materialType: type.code, url: file.url };
  },
  claimImageSave: (ctx) => {
    const target = staging(ctx, ctx.body.stagingId);
    const materialType = found(ctx, materialTypes.find((m) => m.code === ctx.body.materialType), '材料类型').code;
    const fileIds = ctx.body.fileIds as string[];
    if (fileIds.length > 0) requireHealthConsent(ctx, target, [materialType]);
    fileIds.forEach((fileId) => myFile(ctx, fileId));
    // The category becomes exactly the list sent, in its order: saving after a delete or a reorder is one call.
    target.images = [...target.images.filter((image) => image.materialType !== materialType), ...fileIds.map((fileId) => ({ fileId, materialType }))];
    return view(ctx, touch(target));
  },
  claimImageDelete: (ctx) => {
    const target = staging(ctx, ctx.body.stagingId);
    found(ctx, target.images.find((image) => image.fileId === ctx.body.fileId), '图片');
    target.images = target.images.filter((image) => image.fileId !== ctx.body.fileId);
    return view(ctx, touch(target));
  },
  claimPaymentUpdate: (ctx) => {
    const target = staging(ctx, ctx.body.stagingId);
    owned(ctx, ctx.state.bankAccounts.find((a) => a.id === ctx.body.bankAccountId && a.customerId === me(ctx).id), '银行卡');
    target.bankAccountId = ctx.body.bankAccountId;
    return view(ctx, touch(target));
  },
  claimAuthorize: (ctx) => {
    const target = staging(ctx, ctx.body.stagingId);
    if (ctx.body.signatureFileId) myFile(ctx, ctx.body.signatureFileId);
    else if (target.insuredCustomerNo !== me(ctx).id) ctx.fail('A0400', '出险人不是您本人，请手写签名签署理赔授权委托书');
    Object.assign(target, { authorized: true, signatureFileId: ctx.body.signatureFileId ?? null });
    return view(ctx, touch(target));
  },
  claimFinish: (ctx) => {
    const submitted = ctx.state.stagings.find((s) => s.id === ctx.params.id && s.customerId === me(ctx).id && s.submittedClaimId);
    if (submitted) ctx.fail('A0409', '该理赔申请已提交，请在理赔记录中查看进度');
    const target = staging(ctx, ctx.params.id);
    const missing = materialsFor(target.claimType, target.fast).find((m) => m.required && !target.images.some((image) => image.materialType === m.code));
    if (missing) ctx.fail('A0400', `请上传${materialName(missing.code)}`);
    if (!target.bankAccountId) ctx.fail('A0400', '请选择理赔收款银行卡');
    if (!target.authorized) ctx.fail('A0400', '请先签署理赔授权委托书');
    requireHealthConsent(ctx, target, target.images.map((image) => image.materialType));
    const claimId = nextId(ctx.state, 'CL');
    const types = [...new Set(target.images.map((image) => image.materialType))];
    ctx.state.claims.unshift({
      claimId, claimNo: `LP${today().replace(/-/g, '')}${claimId.slice(-5)}`, customerId: target.customerId, insuredCustomerNo: target.insuredCustomerNo, insuredName: target.insuredName,
      claimType: target.claimType, accidentDate: target.accidentDate, applyDate: today(), status: 'reviewing', claimAmount: target.invoiceAmount, paidAmount: null,
      materials: types.map((materialType) => ({ materialType, fileIds: target.images.filter((image) => image.materialType === materialType).map((image) => image.fileId) })),
      progress: [{ time: now(), node: '提交申请', description: target.fast ? '快速理赔申请已提交，我们将在 1 个工作日内完成审核' : '理赔申请已提交，我们将在 3 个工作日内完成审核' }],
      issues: [], bankAccountId: target.bankAccountId, conclusion: null,
    });
    target.submittedClaimId = claimId;
    return claimSummary(ctx.state.claims[0]);
  },
  designatedHospitals: (ctx) => hospitalSearch(ctx, true),
};

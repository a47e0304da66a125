import type { Claim, SandboxState, Staging } from '../model';
import { claimTypes, healthMaterials, hospitals, materialName, materialsFor } from '../seed/claims';
import { familyPeople } from './family';
import { bankBrief } from './policy';
import { claimLifecycle } from '../rules/lifecycles';

const claimTypeName = (code: string) => claimTypes.find((t) => t.code === code)?.name ?? code;

const fileRef = (state: SandboxState, fileId: string) => ({ fileId, url: state.files.find((f) => f.fileId === fileId)?.url ?? '' });

export function claimSummary(claim: Claim) {
  return {
    claimId: claim.claimId, claimNo: claim.claimNo, insuredName: claim.insuredName, claimType: claim.claimType, claimTypeName: claimTypeName(claim.claimType),
    accidentDate: claim.accidentDate, applyDate: claim.applyDate, status: claim.status, statusName: claimLifecycle.names[claim.status],
    claimAmount: claim.claimAmount, paidAmount: claim.paidAmount,
  };
}

export function claimDetail(state: SandboxState, claim: Claim) {
  return {
    ...claimSummary(claim),
    materials: claim.materials.map((m) => ({ materialType: m.materialType, materialName: materialName(m.materialType), files: m.fileIds.map((id) => fileRef(state, id)) })),
    progress: claim.progress,
    issueCount: claim.issues.filter((issue) => !issue.resolved).length,
    bankAccount: bankBrief(state, claim.bankAccountId),
    conclusion: claim.conclusion,
    cancellable: claim.status === 'reviewing' || claim.status === 'supplement',
    insuredCustomerNo: claim.insuredCustomerNo,
  };
}

/** A claim's questions (问题件), each saying whether its material is health information, which needs consent first. */
export const issuesOf = (claim: Claim) => claim.issues.map((issue) => ({ ...issue, healthData: healthMaterials.includes(issue.materialType) }));

export function stagingView(state: SandboxState, staging: Staging) {
  const { customerId, submittedClaimId: _submitted, images, ...rest } = staging;
  const customer = state.customers.find((c) => c.id === customerId)!;
  const person = familyPeople(state, customer).find((p) => p.custNo === staging.insuredCustomerNo || p.memberId === staging.insuredCustomerNo);
  return {
    ...rest, insuredMemberId: person?.memberId ?? staging.insuredCustomerNo, claimTypeName: claimTypeName(staging.claimType), hospitalName: hospitals.find((h) => h.hospitalCode === staging.hospitalCode)?.name ?? null,
    images: images.map((image) => ({ ...image, url: fileRef(state, image.fileId).url })), materials: materialsFor(staging.claimType, staging.fast),
    signatureUrl: staging.signatureFileId ? fileRef(state, staging.signatureFileId).url : null,
  };
}

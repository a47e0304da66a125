import type { Endorsement, SandboxState } from '../model';
import { endorsementNames } from '../seed/business';
import { applicationLifecycle } from '../rules/lifecycles';

export function endorsementView(state: SandboxState, endorsement: Endorsement) {
  const { businessNo, type, status, result, applyDate, effectiveDate, items, progress } = endorsement;
  const policies = endorsement.policyNos.map((policyNo) => ({ policyNo, productName: state.policies.find((p) => p.policyNo === policyNo)?.productName ?? '' }));
  return { businessNo, type, typeName: endorsementNames[type], status, statusName: applicationLifecycle.names[status], result, applyDate, effectiveDate, policies, items, progress };
}

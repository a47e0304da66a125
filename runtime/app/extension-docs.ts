import { builtinActionDocs } from '../core/actions/action-docs';
import { builtinFilterDocs } from '../core/expression/filter-docs';
import { builtinGuardStepDocs } from '../core/guard/step-docs';
import type { ExtensionDocs } from '../core/registry/extensions';
import { accountActionDocs } from './account/action-docs';

/** The portal catalogue's docs: a chunk the tooling loads (portalExtensions' `docs`), never the customer's browser. */
export const portalDocs: ExtensionDocs = {
  actions: { ...builtinActionDocs, ...accountActionDocs },
  filters: builtinFilterDocs,
  guardSteps: builtinGuardStepDocs,
};

import { builtinActions } from '../../../../runtime/core/actions';
import { builtinActionDocs } from '../../../../runtime/core/actions/action-docs';
import { builtinFilters } from '../../../../runtime/core/expression';
import { builtinFilterDocs } from '../../../../runtime/core/expression/filter-docs';
import { builtinGuardSteps } from '../../../../runtime/core/guard';
import { builtinGuardStepDocs } from '../../../../runtime/core/guard/step-docs';
import { createExtensions } from '../../../../runtime/core/registry/extensions';
import type { WidgetSpec } from '../../../../runtime/core/registry/widgets';

/** A catalogue of the core's own actions, filters and guard steps, with the given widgets. */
export function coreExtensions<Component>(widgets: readonly WidgetSpec<Component>[] = []) {
  return createExtensions({
    widgets,
    actions: builtinActions,
    filters: builtinFilters,
    guardSteps: builtinGuardSteps,
    docs: async () => ({ actions: builtinActionDocs, filters: builtinFilterDocs, guardSteps: builtinGuardStepDocs }),
  });
}

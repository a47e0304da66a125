import { builtinActions } from '../core/actions';
import { builtinFilters } from '../core/expression';
import { builtinGuardSteps } from '../core/guard';
import { createExtensions, type Extensions } from '../core/registry/extensions';
import type { WidgetComponent } from '../react/types';
import { widgetSpecs } from '../../widgets/registry';
import { accountActions } from './account/actions';

/**
 * The portal's extension catalogue: the widget library, the built-in and account actions, the filters
 * and the guard steps. The app builds it once at start; validation, types and docs read the same one.
 */
export function portalExtensions(): Extensions<WidgetComponent> {
  return createExtensions({
    widgets: widgetSpecs,
    actions: [...builtinActions, ...accountActions],
    filters: builtinFilters,
    guardSteps: builtinGuardSteps,
    docs: async () => (await import('./extension-docs')).portalDocs,
  });
}

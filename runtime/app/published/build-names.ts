import type { Extensions } from '../../core/registry/extensions';
import type { BuildNames } from '../../core/publishing/known-names';

const known = (lookup: (name: string) => unknown) => (name: string) => {
  try {
    lookup(name);
    return true;
  } catch {
    return false;
  }
};

/** What this build has, for checking a published page (its services once the catalogue has loaded). */
export async function buildNames(extensions: Pick<Extensions, 'hasWidget' | 'widget' | 'action' | 'filter'>): Promise<BuildNames> {
  const { catalogue } = await import('virtual:services');
  return {
    slotsOf: (type) => (extensions.hasWidget(type) ? extensions.widget(type).slots : undefined),
    hasWidget: (type) => extensions.hasWidget(type),
    hasAction: known((name) => extensions.action(name)),
    hasFilter: known((name) => extensions.filter(name)),
    hasService: (id) => Object.hasOwn(catalogue.endpoints, id),
  };
}

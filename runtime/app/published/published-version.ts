import { matchesVersion } from '../../core/publishing/release';
import { unknownNames, type BuildNames } from '../../core/publishing/known-names';
import { usedWidgetTypes } from '../../core/page/walk';
import { readsServices } from '../../core/data/reads-services';
import type { PageEntry } from '../../router/manifest';
import type { WidgetNode } from '../../../schemas/generated/page';

/**
 * The route entry of a fetched version, once it is shown to be what it is named by, its route's page, and
 * made only of what this build has; else throws, saying why. Loaded only when a release names the route.
 */
export async function versionEntry(page: unknown, path: string, version: string, build: BuildNames): Promise<PageEntry> {
  if (!(await matchesVersion(page, version))) throw new Error('its content is not the version it is named by');
  const definition = page as { route?: PageEntry['route']; body?: WidgetNode[]; data?: unknown };
  if (definition.route?.path !== path) throw new Error(`it is the page of another route (${String(definition.route?.path)})`);
  const unknown = unknownNames(definition, build);
  if (unknown.length > 0) throw new Error(`this build lacks ${unknown.join(', ')}`);
  // A page reading a service brings the query core, as a built-in one's route does.
  const load = async () => {
    if (readsServices(definition)) await import('../../core/data/provide-query-core');
    return { default: page };
  };
  return { route: definition.route, widgets: usedWidgetTypes(definition.body ?? [], build.slotsOf), version, load };
}

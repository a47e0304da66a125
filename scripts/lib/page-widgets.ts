import { portalExtensions } from '../../runtime/app/extensions';
import { usedWidgetTypes } from '../../runtime/core/page/walk';
import type { WidgetNode } from '../../schemas/generated/page';
import type { WidgetSpec } from '../../runtime/core/registry/widgets';

let slotsOf: ((type: string) => WidgetSpec['slots'] | undefined) | undefined;

/**
 * The widget types a page definition shows, including those held in slot props (as the runtime loads
 * them): what `virtual:pages` lists for each page and what its route document preloads.
 */
export function pageWidgetTypes(page: { body?: unknown }): string[] {
  if (!slotsOf) {
    const extensions = portalExtensions();
    slotsOf = (type) => (extensions.hasWidget(type) ? extensions.widget(type).slots : undefined);
  }
  return usedWidgetTypes((page.body ?? []) as WidgetNode[], slotsOf);
}

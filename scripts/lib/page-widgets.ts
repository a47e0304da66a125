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

/**
 * How `virtual:pages` writes each page's widget types: one list of every type (the most used first), and
 * per page a number whose bits pick from it. 150 pages' lists written out took 1.6 KB gz of the route
 * table that every first load fetches; the numbers take a fifth of that.
 */
export function widgetSetCode(pagesTypes: readonly (readonly string[])[]): { decoder: string; mask(types: readonly string[]): string } {
  const uses = new Map<string, number>();
  for (const type of pagesTypes.flat()) uses.set(type, (uses.get(type) ?? 0) + 1);
  const all = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || a.localeCompare(b));
  return {
    decoder: `const widgetTypes = ${JSON.stringify(all)};\nconst widgetsOf = (set) => widgetTypes.filter((_, bit) => Math.floor(set / 2 ** bit) % 2 === 1);\n`,
    mask: (types) => String(types.reduce((set, type) => set + 2 ** all.indexOf(type), 0)),
  };
}

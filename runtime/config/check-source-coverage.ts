import { pathsReadIn } from '../core/expression';
import { nodeSources, walkNodes } from '../core/page/walk';
import type { WidgetDescription } from './extension-descriptions';
import type { Issue, PageFacts } from './page-checks';

const parentPointer = (pointer: string) => pointer.replace(/\/(children\/\d+|props\/[^/]+(\/\d+)?)$/, '');

/**
 * A node that shows data loaded from a service must wait for it (its own `source`, or a parent's): else
 * a slow or failed call shows defaults that look like real data, with no loading state and no retry.
 * `visibleWhen` may read any source: hiding a node until its data is there is the point of it.
 */
export function checkSourceCoverage(widgets: readonly WidgetDescription[]) {
  const slotsOf = (type: string) => widgets.find((widget) => widget.type === type)?.slots;
  return ({ page }: PageFacts): Issue[] => {
    const loaded = new Set(Object.entries(page.data ?? {}).filter(([, config]) => !Object.hasOwn(config as object, 'static')).map(([name]) => name));
    const covered = new Map<string, Set<string>>();
    const issues: Issue[] = [];
    walkNodes(Array.isArray(page.body) ? page.body : [], '/body', slotsOf, (node, pointer) => {
      const waits = new Set([...(covered.get(parentPointer(pointer)) ?? []), ...nodeSources(node)]);
      covered.set(pointer, waits);
      const slots = slotsOf(node.type) ?? {};
      const shown = Object.fromEntries(Object.entries(node.props ?? {}).filter(([key]) => !Object.hasOwn(slots, key)));
      const read = new Set(pathsReadIn([shown, node.repeat], 'data').map(([name]) => name).filter(Boolean));
      for (const name of read) {
        if (loaded.has(name) && !waits.has(name)) {
          issues.push({ pointer, message: `this node shows data.${name}, which loads from a service: add "source": "${name}" here or on a parent, so a slow or failed call shows loading and retry instead of empty values` });
        }
      }
    });
    return issues;
  };
}

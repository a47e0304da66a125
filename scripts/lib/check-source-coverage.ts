import { hasExpression, templateRefs } from '../../runtime/core/expression';
import { walkNodes, type NodeConfig } from '../../runtime/core/page/walk';
import type { WidgetDescription } from './extension-descriptions';
import type { Issue, PageFacts } from './validate-pages';

/** The data sources a node waits for: `source` is one name or a list of names. */
export const nodeSources = (node: NodeConfig): string[] => (typeof node.source === 'string' ? [node.source] : Array.isArray(node.source) ? node.source.filter((name): name is string => typeof name === 'string') : []);

function sourcesRead(value: unknown, read: Set<string>): void {
  if (typeof value === 'string') {
    if (!hasExpression(value)) return;
    try {
      for (const { root, first } of templateRefs(value).paths) if (root === 'data' && first) read.add(first);
    } catch {
      // Expressions that do not parse are reported by the expression check.
    }
  } else if (Array.isArray(value)) value.forEach((item) => sourcesRead(item, read));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => sourcesRead(item, read));
}

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
      const read = new Set<string>();
      sourcesRead([shown, node.repeat], read);
      for (const name of read) {
        if (loaded.has(name) && !waits.has(name)) {
          issues.push({ pointer, message: `this node shows data.${name}, which loads from a service: add "source": "${name}" here or on a parent, so a slow or failed call shows loading and retry instead of empty values` });
        }
      }
    });
    return issues;
  };
}

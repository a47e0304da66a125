import { pathsReadIn } from '../expression';
import { splitPath } from '../state/path';
import type { WidgetSpec } from '../registry/widgets';
import type { WidgetNode } from '../../../schemas/generated/page';

/** The keys of a node whose expressions decide how the node itself looks (its children read their own). */
const OWN_KEYS = ['let', 'visibleWhen', 'disabledWhen', 'repeat', 'emptyWhen'] as const;

const cache = new WeakMap<WidgetNode, string[][]>();

/**
 * The state paths a node reads to render itself: in its props (slots aside), its conditions, its
 * repeat and its binding. A path stands for everything below it (`[]` is the whole state). Actions
 * are left out: they read the state when they run.
 */
export function stateReads(node: WidgetNode, slots: WidgetSpec['slots'] = {}): string[][] {
  let paths = cache.get(node);
  if (!paths) {
    paths = [];
    const props = Object.entries(node.props ?? {}).filter(([key]) => !Object.hasOwn(slots ?? {}, key));
    pathsReadIn([Object.fromEntries(props), ...OWN_KEYS.map((key) => node[key])], 'state', paths);
    if (typeof node.bind === 'string') {
      try {
        paths.push(splitPath(node.bind));
      } catch {
        paths.push([]);
      }
    }
    cache.set(node, paths);
  }
  return paths;
}

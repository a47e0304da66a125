import { pathsReadIn } from '../expression';
import { splitPath } from '../state/path';
import type { WidgetSpec } from '../registry/widgets';
import type { WidgetNode } from '../../../schemas/generated/page';
import { nodeSources } from './walk';

/** The keys of a node whose expressions decide how the node itself looks (its children read their own). */
const OWN_KEYS = ['let', 'visibleWhen', 'disabledWhen', 'repeat', 'emptyWhen', 'emptyText', 'emptyLink'] as const;

const cache = new WeakMap<WidgetNode, string[][]>();
const sourceCache = new WeakMap<WidgetNode, string[]>();
const rowSourceCache = new WeakMap<WidgetNode, string[]>();

/**
 * The state paths a node reads to render itself: in its props (slots aside), its conditions, its
 * repeat and its binding (unless its widget follows that itself). A path stands for everything below it (`[]` is the whole state). Actions
 * are left out: they read the state when they run.
 */
export function stateReads(node: WidgetNode, spec: Pick<WidgetSpec, 'slots' | 'followsBinding'> = {}): string[][] {
  let paths = cache.get(node);
  if (!paths) {
    paths = [];
    const props = Object.entries(node.props ?? {}).filter(([key]) => !Object.hasOwn(spec.slots ?? {}, key));
    pathsReadIn([Object.fromEntries(props), ...OWN_KEYS.map((key) => node[key])], 'state', paths);
    if (typeof node.bind === 'string' && !spec.followsBinding) {
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

/** A node's props without its slots (the nodes a slot holds read for themselves). */
function ownProps(node: WidgetNode, slots: WidgetSpec['slots']): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node.props ?? {}).filter(([key]) => !Object.hasOwn(slots ?? {}, key)));
}

/**
 * The data sources a node reads to render itself (`data.<name>` in its props, slots aside, and its own
 * keys) and those it waits for (`source`): the node renders again when one of them changes, and only then.
 */
export function sourceReads(node: WidgetNode, slots: WidgetSpec['slots'] = {}): string[] {
  let names = sourceCache.get(node);
  if (!names) {
    const read = pathsReadIn([ownProps(node, slots), ...OWN_KEYS.map((key) => node[key])], 'data').map(([name]) => name);
    names = [...new Set([...read, ...nodeSources(node)])];
    sourceCache.set(node, names);
  }
  return names;
}

/**
 * The data sources one row of a repeated node reads: as the node's, but for its `repeat` (a row renders
 * again when its item or what its props read changes, not when its list has a new page).
 */
export function rowSourceReads(node: WidgetNode, slots: WidgetSpec['slots'] = {}): string[] {
  let names = rowSourceCache.get(node);
  if (!names) {
    const keys = OWN_KEYS.filter((key) => key !== 'repeat' && key !== 'visibleWhen' && key !== 'let');
    const read = pathsReadIn([ownProps(node, slots), ...keys.map((key) => node[key])], 'data').map(([name]) => name);
    names = [...new Set([...read, ...nodeSources(node)])];
    rowSourceCache.set(node, names);
  }
  return names;
}

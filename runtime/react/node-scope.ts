import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Scope } from '../core/expression';
import type { WidgetNode } from '../../schemas/generated/page';
import { stateReads } from '../core/page/state-reads';
import type { PageState } from '../core/state/page-state';
import { ScopeContext, type PageRuntime } from './context';

/**
 * The deepest value on a read path that exists: `form.code.length` depends on the string `form.code`,
 * and a path not there yet on the object that will hold it (immer gives that object a new identity).
 */
function deepestOn(state: Record<string, unknown>, path: readonly string[]): unknown {
  let cursor: unknown = state;
  for (const name of path) {
    if (cursor === null || typeof cursor !== 'object' || !Object.hasOwn(cursor, name)) return cursor;
    cursor = (cursor as Record<string, unknown>)[name];
  }
  return cursor;
}

/**
 * The page state as this node needs it: a new value only when something the node reads changed.
 * Immer keeps untouched branches identical, so comparing the values at the read paths is enough.
 */
function useStateReads(state: PageState, reads: readonly string[][]): Record<string, unknown> {
  const last = useRef<{ values: unknown[]; state: Record<string, unknown> } | null>(null);
  const subscribe = useCallback((listener: () => void) => state.subscribe(listener), [state]);
  const snapshot = useCallback(() => {
    const current = state.get();
    const values = reads.map((path) => deepestOn(current, path));
    const previous = last.current;
    if (previous && values.every((value, index) => Object.is(value, previous.values[index]))) return previous.state;
    last.current = { values, state: current };
    return current;
  }, [state, reads]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The scope a node renders with: the page's shared scope plus the page state it reads. */
export function useNodeScope(node: WidgetNode, runtime: PageRuntime): Scope {
  const shared = useContext(ScopeContext);
  const reads = runtime.extensions.hasWidget(node.type) ? stateReads(node, runtime.extensions.widget(node.type).slots) : stateReads(node);
  const state = useStateReads(runtime.state, reads);
  return useMemo(() => ({ ...shared, state }), [shared, state]);
}

import { useCallback, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import type { Scope } from '../core/expression';
import type { WidgetNode } from '../../schemas/generated/page';
import { sourceReads, stateReads } from '../core/page/state-reads';
import type { SourceStore } from '../core/page/controller';
import type { SourceState } from '../core/data';
import type { PageState } from '../core/state/page-state';
import { ScopeContext, type PageRuntime } from './context';

/**
 * The deepest value on a read path that exists: `form.code.length` depends on the string `form.code`,
 * and a path not there yet on the object that will hold it (page-state.ts gives that object a new identity).
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
 * A write keeps untouched branches identical (page-state.ts), so comparing the values at the read paths is enough.
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

/** The states of the named sources: the same object until one of them changes (another source's load is not news). */
export function useSourceStates(store: SourceStore, names: readonly string[]): Readonly<Record<string, SourceState>> {
  const last = useRef<Record<string, SourceState> | null>(null);
  const snapshot = useCallback(() => {
    const all = store.snapshot();
    const previous = last.current;
    if (previous && names.every((name) => previous[name] === all[name])) return previous;
    last.current = Object.fromEntries(names.map((name) => [name, all[name]]));
    return last.current;
  }, [store, names]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/** The scope's `data` with these sources' values: the enclosing node's, and this node's own reads on top. */
export function withSources(scope: Scope, sources: Readonly<Record<string, SourceState>>): Scope['data'] {
  const names = Object.keys(sources);
  if (names.length === 0) return scope.data;
  const data: Record<string, unknown> = { ...(scope.data as Record<string, unknown> | undefined) };
  for (const name of names) data[name] = sources[name]?.data;
  return data;
}

/**
 * The scope a node renders with: the page's shared scope plus the page state and the sources it reads,
 * and those sources' states (a bound node shows their loading, failure and emptiness).
 */
export function useNodeScope(node: WidgetNode, runtime: PageRuntime): { scope: Scope; sources: Readonly<Record<string, SourceState>> } {
  const shared = useContext(ScopeContext);
  const spec = runtime.extensions.hasWidget(node.type) ? runtime.extensions.widget(node.type) : undefined;
  const state = useStateReads(runtime.state, stateReads(node, spec));
  const sources = useSourceStates(runtime.sources, sourceReads(node, spec?.slots));
  const scope = useMemo(() => ({ ...shared, data: withSources(shared, sources), state }), [shared, sources, state]);
  return { scope, sources };
}

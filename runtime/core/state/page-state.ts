import { splitPath } from './path';

/**
 * A page's local state: an immutable value replaced on every change (untouched branches keep their
 * identity), with listeners. Plain TypeScript: React subscribes per node, so a change re-renders only
 * the nodes that read what changed.
 */
export class PageState {
  private listeners = new Set<() => void>();

  constructor(private value: Record<string, unknown>) {}

  get(): Record<string, unknown> {
    return this.value;
  }

  /** Writes each dotted path to its value, then tells the listeners once. */
  set(values: Record<string, unknown>): void {
    let next = this.value;
    for (const [path, value] of Object.entries(values)) next = withValueAt(next, splitPath(path), value);
    if (next === this.value) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * `node` with `value` at `path`: a copy of each object on the way (a step that is not an object becomes
 * one), or `node` itself when the value is already there. What immer's produce did, without its 4 KB gz in
 * every page's first load.
 */
function withValueAt(node: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [segment, ...rest] = path;
  const current = node[segment];
  const child = rest.length === 0 ? value : withValueAt(current !== null && typeof current === 'object' ? (current as Record<string, unknown>) : {}, rest, value);
  if (Object.is(child, current) && Object.hasOwn(node, segment)) return node;
  const copy = Array.isArray(node) ? (node.slice() as unknown as Record<string, unknown>) : { ...node };
  copy[segment] = child;
  return copy;
}

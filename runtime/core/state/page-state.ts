import { splitPath, withValueAt } from './path';

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

import { produce } from 'immer';
import { setAtPath } from './path';

/**
 * A page's local state: an immutable value replaced (with immer, so untouched branches keep their
 * identity) on every change, with listeners. Plain TypeScript: React subscribes per node, so a change
 * re-renders only the nodes that read what changed.
 */
export class PageState {
  private listeners = new Set<() => void>();

  constructor(private value: Record<string, unknown>) {}

  get(): Record<string, unknown> {
    return this.value;
  }

  /** Writes each dotted path to its value, then tells the listeners once. */
  set(values: Record<string, unknown>): void {
    const next = produce(this.value, (draft) => {
      for (const [path, value] of Object.entries(values)) setAtPath(draft, path, value);
    });
    if (next === this.value) return;
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

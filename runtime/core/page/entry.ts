import type { PageDefinition } from '../../../schemas/generated/page';

/**
 * Whether the page's entry action calls a service, itself or through the page actions it names (a string
 * in it that is one's name): what it sets from the answer (a form filled in with what the customer saved)
 * is not there until the answer is.
 */
export function entryCallsService({ onEnter, actions = {} }: Pick<PageDefinition, 'onEnter' | 'actions'>): boolean {
  const calls = (value: unknown, seen: readonly string[]): boolean => {
    if (typeof value === 'string') return Object.hasOwn(actions, value) && !seen.includes(value) && calls(actions[value], [...seen, value]);
    if (!value || typeof value !== 'object') return false;
    return Object.entries(value).some(([key, item]) => (key === 'action' ? item === 'callService' : calls(item, seen)));
  };
  return calls(onEnter, []);
}

/** The entry action as the page's nodes follow it: waiting until its call has answered (or failed). */
export interface EntryProgress {
  waiting(): boolean;
  subscribe(listener: () => void): () => void;
}

/** Progress that waits from the start when `waiting`, until `done` is called. */
export function entryProgress(waiting: boolean): EntryProgress & { done(): void } {
  let now = waiting;
  const listeners = new Set<() => void>();
  return {
    waiting: () => now,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    done() {
      if (!now) return;
      now = false;
      for (const listener of [...listeners]) listener();
    },
  };
}

import type { PageDefinition } from '../../../schemas/generated/page';
import { actionNamesIn } from '../actions';

/**
 * Whether the page's entry action calls a service, itself or the page action it names: what it sets from
 * the answer (a form filled in with what the customer saved) is not there until the answer is.
 */
export function entryCallsService({ onEnter, actions }: Pick<PageDefinition, 'onEnter' | 'actions'>): boolean {
  return actionNamesIn([onEnter, typeof onEnter === 'string' ? actions?.[onEnter] : undefined]).has('callService');
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

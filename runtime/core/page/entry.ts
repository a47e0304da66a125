import type { PageDefinition } from '../../../schemas/generated/page';
import { actionNamesIn } from '../actions';

/** Every string in an action tree: among them, the names of the page's own actions it runs. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsIn(item, into));
  return into;
}

/**
 * Whether the page's entry action calls a service, itself or through the page's named actions: what it sets
 * from the answer (a form filled in with what the customer saved) is not there until the answer is.
 */
export function entryCallsService(page: Pick<PageDefinition, 'onEnter' | 'actions'>): boolean {
  const named = page.actions ?? {};
  const seen = new Set<string>();
  const calls = (ref: unknown): boolean => {
    if (actionNamesIn(ref).has('callService')) return true;
    return stringsIn(ref).some((name) => {
      if (!Object.hasOwn(named, name) || seen.has(name)) return false;
      seen.add(name);
      return calls(named[name]);
    });
  };
  return page.onEnter !== undefined && calls(page.onEnter);
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

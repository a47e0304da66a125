// The draft saves itself: about two seconds after the last change, and at once when the tab is hidden or
// the author leaves the page. One request at a time, shared with 保存草稿 and 提交审核 (submit waits for a
// pending save). A save the network or the service failed is tried again later and later; one the service
// refused waits for the next change. The text is never lost meanwhile: this tab keeps it (draft-store.ts).
import { ApiError, messageOf } from '../../../api-client/api-error';

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** `retrying`: it will be tried again by itself; else once the text changes. */
  | { kind: 'failed'; message: string; retrying: boolean };

export const AUTOSAVE_DELAY_MS = 2000;
/** After the first failure 5 s, then 15 s, 30 s and every minute. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const;

/** A failure worth trying again as it is: the network, the service's own fault, an expired session (signed in again), the rate limit. */
const transient = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status === 429 || error.status >= 500;

export interface Autosave<T> {
  /** What should be saved now (the latest change), or nothing: unchanged, not JSON, or not the author's to save. */
  want(snapshot: T | undefined): void;
  /** Saves what is wanted now, without waiting; resolves once nothing is being saved, true when all that was wanted is saved. */
  flush(): Promise<boolean>;
  /** A request of staff's own (保存草稿, 提交审核): after the save under way, none meanwhile; a pending one is left to `flush` or dropped by `want`. */
  exclusive<R>(job: () => Promise<R>): Promise<R>;
  dispose(): void;
}

interface Options<T> {
  save(snapshot: T): Promise<void>;
  onStatus(status: AutosaveStatus): void;
  now?: () => Date;
  delayMs?: number;
  retryDelaysMs?: readonly number[];
}

export function autosave<T>({ save, onStatus, now = () => new Date(), delayMs = AUTOSAVE_DELAY_MS, retryDelaysMs = RETRY_DELAYS_MS }: Options<T>): Autosave<T> {
  let wanted: T | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const later = (ms: number) => {
    cancel();
    if (!disposed) timer = setTimeout(() => void saveNow(), ms);
  };
  /** Runs after whatever is under way: one request at a time. */
  function enqueue<R>(job: () => Promise<R>): Promise<R> {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  }

  function saveNow(): Promise<boolean> {
    cancel();
    return enqueue(async () => {
      const snapshot = wanted;
      if (snapshot === undefined || disposed) return true;
      onStatus({ kind: 'saving' });
      try {
        await save(snapshot);
        failures = 0;
        if (wanted === snapshot) wanted = undefined;
        onStatus({ kind: 'saved', at: now() });
        return wanted === undefined;
      } catch (error) {
        const retrying = transient(error);
        onStatus({ kind: 'failed', message: messageOf(error), retrying });
        // A change made meanwhile has its own timer; else the same text is tried again, later each time.
        if (retrying && wanted === snapshot && timer === undefined) later(retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)]);
        failures += 1;
        return false;
      }
    });
  }

  return {
    want(snapshot) {
      wanted = snapshot;
      if (snapshot === undefined) cancel();
      else later(delayMs);
    },
    flush: () => (wanted === undefined ? enqueue(async () => wanted === undefined) : saveNow()),
    exclusive(job) {
      cancel();
      return enqueue(job);
    },
    dispose() {
      disposed = true;
      cancel();
    },
  };
}

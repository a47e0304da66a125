import { isAxiosError, isCancel } from 'axios';

/** The header a write's idempotency key travels in: the server answers the same key once (sandbox/README.md, Keyed writes). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What the outcome service tells of a key (`face.requestOutcome`). */
export interface Outcome { done: boolean; status?: number; answer?: unknown }

/** Whether the browser says it has no network: nothing can have reached a server. */
export const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A failure after which the write may or may not have been done: no answer read (a timeout, a connection lost), not a cancel. */
export const answerLost = (error: unknown): boolean => isAxiosError(error) && !isCancel(error) && !error.response;

const newKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The key of each write whose outcome is still unknown: the same write sent again (same service, caller,
 * params and body) carries the same key, so it is done once however many times its answer was lost. A write
 * whose outcome is known gives its key up; the next one gets a new key.
 */
export class WriteKeys {
  private readonly open = new Map<string, string>();

  /** The key for a write, the one it had while its outcome is unknown. */
  take(identity: string): string {
    const key = this.open.get(identity) ?? newKey();
    this.open.set(identity, key);
    return key;
  }

  /** The write's outcome is known: its next sending is a new write. */
  settle(identity: string): void {
    this.open.delete(identity);
  }
}

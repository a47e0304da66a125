// Keyed writes: a write sent with an `Idempotency-Key` header is done once. The first answer of each key is
// kept per customer and sent again for the same key, without the handler running twice; `face.requestOutcome`
// tells what became of a key whose answer the client lost (sandbox/README.md, Keyed writes).
import type { IncomingMessage } from 'node:http';
import type { FieldError } from './validate';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** The most keys a world remembers; the oldest is forgotten past it. */
const KEEP = 500;

/** A write's first answer as sent, or its key given up before any write used it: a late write with it is refused. */
export type KeyedAnswer = { status: number; body: unknown } | { abandoned: true };

/** What became of a key: the answer the write was given, or nothing done (and nothing will be, under that key). */
export type Outcome = { done: true; status: number; answer: unknown } | { done: false };

/** The key of a write, an invalid one as the field error of a 400, or undefined when it carries none. */
export function keyOf(req: IncomingMessage): { key?: string; invalid?: FieldError } {
  const value = req.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return {};
  if (typeof value === 'string' && KEY_PATTERN.test(value)) return { key: value };
  return { invalid: { field: 'Idempotency-Key', message: '幂等键须为 8–64 位字母、数字、- 或 _' } };
}

/** The answers of one world's keyed writes, each customer's apart (a visitor's writes are nobody's). */
export class KeyedAnswers {
  private readonly answers = new Map<string, KeyedAnswer>();

  get(customerId: string | undefined, key: string): KeyedAnswer | undefined {
    return this.answers.get(slot(customerId, key));
  }

  /** Keeps the first answer of a key; a later one never replaces it. */
  record(customerId: string | undefined, key: string, answer: KeyedAnswer): void {
    const id = slot(customerId, key);
    if (this.answers.has(id)) return;
    this.answers.set(id, answer);
    if (this.answers.size > KEEP) this.answers.delete(this.answers.keys().next().value!);
  }

  /** What became of a key; asking about one no write has used gives it up, so the outcome told stays true. */
  outcome(customerId: string | undefined, key: string): Outcome {
    this.record(customerId, key, { abandoned: true });
    const answer = this.get(customerId, key)!;
    return 'abandoned' in answer ? { done: false } : { done: true, status: answer.status, answer: answer.body };
  }

  clear(): void {
    this.answers.clear();
  }
}

const slot = (customerId: string | undefined, key: string) => `${customerId ?? ''}:${key}`;

// A lifecycle is a table of states and the moves each allows, as an insurer's core system keeps them: every
// change of a record's status goes through `move`, which refuses any other with the reason (A0409), so no
// handler can put an application, an order or a claim where its history says it cannot be.
import { SandboxFailure } from '../handlers/context';

export interface Lifecycle<S extends string> {
  /** What the record is called in a refusal: 保全申请, 支付订单… */
  what: string;
  /** Each state as the customer reads it. */
  names: Record<S, string>;
  /** The states each state may move to; a final state allows none. */
  next: Record<S, readonly S[]>;
  /** A refusal worded for the customer, where the table's own wording would not say what to do. */
  refusal?: (from: S, to: S) => string | undefined;
}

/** Why the move is refused, or null when the table allows it. */
function refusalOf<S extends string>(lifecycle: Lifecycle<S>, from: S, to: S): string | null {
  if (lifecycle.next[from].includes(to)) return null;
  return lifecycle.refusal?.(from, to) ?? `该${lifecycle.what}当前为「${lifecycle.names[from]}」，不能变为「${lifecycle.names[to]}」`;
}

/** Moves the record to `to` (with the other fields that move with it), or refuses with the reason and changes nothing. */
export function move<S extends string, R extends { status: S }>(lifecycle: Lifecycle<S>, record: R, to: S, with_: Partial<R> = {}): R {
  const refusal = refusalOf(lifecycle, record.status, to);
  if (refusal !== null) throw new SandboxFailure('A0409', refusal);
  return Object.assign(record, with_, { status: to });
}

/** Every state the lifecycle can reach from `from`, itself included: what a model-based test may observe next. */
export function reachable<S extends string>(lifecycle: Lifecycle<S>, from: S): Set<S> {
  const seen = new Set<S>([from]);
  for (const state of seen) for (const to of lifecycle.next[state]) seen.add(to);
  return seen;
}

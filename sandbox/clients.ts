// One sandbox world per client: its own state, faults, recorded requests and analytics, so tests running
// in parallel (one browser context each) never see each other's changes. A request names its client as
// sandbox/client-id.ts reads it; requests naming none share the default world.
import { Faults } from './faults';
import { KeyedAnswers } from './keyed-answers';
import { RequestLog } from './requests';
import { StateStore } from './state';

export interface ClientWorld {
  store: StateStore;
  faults: Faults;
  requests: RequestLog;
  /** The first answer of each keyed write (sandbox/keyed-answers.ts), kept in memory only. */
  answers: KeyedAnswers;
  /** The world's own time (an ISO time), set by a test to stand outside the change hours, say. */
  time?: string;
}

export interface ClientOptions {
  /** Keep the default world's state in sandbox/.state/state.json (named clients always live in memory). */
  persist?: boolean;
  /** The most named clients kept at once; the least recently used is dropped past it. */
  maxClients?: number;
  /** A named client with no request for this long is dropped. */
  idleMs?: number;
  /** Milliseconds since the epoch (tests pass a fake one). */
  clock?: () => number;
}

const freshWorld = (persist: boolean): ClientWorld => ({ store: new StateStore(persist), faults: new Faults(), requests: new RequestLog(), answers: new KeyedAnswers() });

/** Back to the seed: no changes, sessions, faults, recorded requests, keyed answers or analytics. */
export function resetWorld(world: ClientWorld): void {
  world.store.reset();
  world.faults.clear();
  world.requests.clear();
  world.answers.clear();
  world.time = undefined;
}

export class Clients {
  /** The world of requests that name no client (`npm start` in a real browser). */
  readonly default: ClientWorld;
  /** Named worlds, least recently used first. */
  private readonly named = new Map<string, { world: ClientWorld; lastSeen: number }>();
  private readonly maxClients: number;
  private readonly idleMs: number;
  private readonly clock: () => number;

  constructor(options: ClientOptions = {}) {
    this.default = freshWorld(options.persist ?? process.env.SANDBOX_PERSIST === '1');
    this.maxClients = options.maxClients ?? 100;
    this.idleMs = options.idleMs ?? 30 * 60_000;
    this.clock = options.clock ?? Date.now;
  }

  /** The world of a client, seeded on its first request. */
  world(id: string | undefined): ClientWorld {
    if (id === undefined) return this.default;
    const now = this.clock();
    this.dropIdle(now);
    const entry = this.named.get(id) ?? { world: freshWorld(false), lastSeen: now };
    this.named.delete(id);
    this.named.set(id, { ...entry, lastSeen: now });
    if (this.named.size > this.maxClients) this.named.delete(this.named.keys().next().value!);
    return entry.world;
  }

  /** Forgets a named client (its next request starts from the seed again); the default world is reset. */
  drop(id: string | undefined): void {
    if (id === undefined) resetWorld(this.default);
    else this.named.delete(id);
  }

  /** The named clients alive now. */
  get size(): number {
    this.dropIdle(this.clock());
    return this.named.size;
  }

  private dropIdle(now: number): void {
    for (const [id, { lastSeen }] of this.named) {
      if (now - lastSeen < this.idleMs) break;
      this.named.delete(id);
    }
  }
}

import type { InfiniteQueryObserver, Query, QueryObserver } from '@tanstack/query-core';
import { queryCore } from './query-core';
import { resolveCondition, resolveValue, type FilterLookup, type Scope } from '../expression';
import type { PageDefinition, PollConfig, ServiceSourceConfig, SourceConfig, StaticSourceConfig } from '../../../schemas/generated/page';
import type { PageSourceSet, ServiceRequest, SourceState } from './types';
import type { DataCache } from './cache';
import { answerQuery, joinPages, knownRow, pagesQuery, requestReads, sourceRequest, type PagedConfig, type PagedData } from './queries';
import { pagingOf } from './paging';
import { failure, hasAnswer, sourceStateOf, type SourceResult } from './source-state';
import { sourceData } from './source-data';

const POLL_EVERY_MS = 2000;
const POLL_TIMES = 10;

const isStatic = (config: SourceConfig): config is StaticSourceConfig => Object.hasOwn(config, 'static');
const isPaged = (config: ServiceSourceConfig): config is PagedConfig => config.paging !== undefined;
type Observer = QueryObserver<unknown, Error> | InfiniteQueryObserver<PagedData, Error, PagedData, readonly unknown[], number>;

/** The other sources a source's condition, params or body read (`data.<name>`): it loads once they have. */
function dependenciesOf(name: string, config: SourceConfig, names: readonly string[]): string[] {
  if (isStatic(config)) return [];
  const read = requestReads(config, 'data').map(([first]) => first);
  return [...new Set(read)].filter((other) => other !== name && names.includes(other));
}

/** Scope roots whose change a source follows by itself; `data` is followed through its dependencies. */
const FOLLOWED_ROOTS = ['state', 'query', 'params', 'session'];

function rootsOf(config: SourceConfig): Set<string> {
  if (isStatic(config)) return new Set();
  return new Set(FOLLOWED_ROOTS.filter((root) => requestReads(config, root).length > 0));
}

/** Stands for a source whose condition does not hold: it asks for nothing. */
const OFF = 'off';

/**
 * The data sources of one shown page, each a query of the portal's one cache (cache.ts): a source asks
 * for what its condition, params and body resolve to in the scope as it is now, and asks again by itself
 * when what it reads changes (`follow`), keeping what it shows meanwhile. An answer the cache already
 * holds is shown at once (going back to a list, a tab chosen again) and asked for again once stale. A
 * source reading another's data (`"when": "{{ !data.intercept.intercept }}"`) waits for its answer.
 * Leaving the page gives up every request it alone was waiting for. Plain TypeScript; React subscribes.
 */
export class PageSources implements PageSourceSet {
  private states: Record<string, SourceState> = {};
  private listeners = new Set<() => void>();
  private observers = new Map<string, { observer: Observer; stop?: () => void }>();
  private readonly dependencies: Record<string, string[]>;
  private readonly roots: Record<string, Set<string>>;
  /** What each source last asked for, as a key (OFF when its condition did not hold). */
  private requested: Record<string, string> = {};
  /** Which sources hold an answer to what they ask for now: their dependents may ask. */
  private answered = new Set<string>();
  /** The scope as the page last said it is: every request resolves in it (with the sources' data). */
  private scope: Scope = {};
  private started = false;
  private disposed = false;
  /** Sources being loaded again by the customer (a pull): their failure is toasted, nothing on the page shows it. */
  private loud = new Set<string>();
  /** The answer count of a polled source's query when its polling began. */
  private pollsFrom: Record<string, number> = {};
  /** The failure last reported per source, so one failure is reported once. */
  private reported: Record<string, number> = {};
  private waiters = new Set<() => void>();
  private joined = new WeakMap<object, unknown>();

  /** A page's sources as the generated type has them: its index signature admits undefined, which JSON config never holds. */
  constructor(configs: NonNullable<PageDefinition['data']>, cache: DataCache, filter: FilterLookup, onFailure?: (name: string, message: string, error: unknown) => void);
  constructor(
    private readonly configs: Record<string, SourceConfig>,
    private readonly cache: DataCache,
    /** Finds the filters the sources' params and conditions name. */
    private readonly filter: FilterLookup,
    /** Told when a source fails to load (the page shows the failure too), with what was thrown: a fault or the server's refusal. */
    private readonly onFailure: (name: string, message: string, error: unknown) => void = () => undefined,
  ) {
    const names = Object.keys(configs);
    this.dependencies = Object.fromEntries(names.map((name) => [name, dependenciesOf(name, configs[name], names)]));
    this.roots = Object.fromEntries(names.map((name) => [name, rootsOf(configs[name])]));
    for (const [name, config] of Object.entries(configs)) {
      this.states[name] = isStatic(config) ? { status: 'ready', data: config.static } : { status: 'idle', data: undefined };
      // Page text is there from the start: a source reading a static one's data never waits for it.
      if (isStatic(config)) this.answered.add(name);
    }
  }

  snapshot(): Readonly<Record<string, SourceState>> {
    return this.states;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private service(name: string): ServiceSourceConfig {
    const config = this.configs[name];
    if (!config) throw new Error(`unknown data source "${name}"`);
    return config as ServiceSourceConfig;
  }

  private waiting(name: string): boolean {
    return this.dependencies[name].some((other) => !this.answered.has(other));
  }

  /** The scope as it is now, with every source's data. */
  private current(): Scope {
    return { ...this.scope, data: sourceData(this.states) };
  }

  /** What a source asks for now: nothing (OFF), or its request. */
  private ask(name: string): { key: string; request?: ServiceRequest } {
    const request = sourceRequest(this.service(name), this.current(), this.filter);
    if (!request) return { key: OFF };
    return { key: JSON.stringify(request), request };
  }

  private optionsOf(name: string, request: ServiceRequest) {
    const config = this.service(name);
    const feedback = () => (this.loud.has(name) ? 'toast' as const : undefined);
    // While the answer loads: what the list it is opened from knew of it, else what was shown (a tab's old
    // list until the new one's answer).
    const { from } = config;
    const keep = {
      placeholderData: (previous: unknown) => (from && knownRow(this.cache, from, request)) ?? previous,
      // What the route asked for on the way here is this visit's answer: asked again only on a later visit.
      // Unless the route's ask joined another page's load that was given up with that page: the answer is
      // then the one from before, still marked as changed (a confirmed application shown unconfirmed).
      refetchOnMount: (query: Query) => !this.cache.takeFromRoute(query.queryHash) || query.state.isInvalidated,
    };
    if (isPaged(config)) return { ...pagesQuery(this.cache, config, request, feedback), ...keep };
    const { poll } = config;
    return { ...answerQuery(this.cache, config, request, feedback), ...keep, ...(poll && { refetchInterval: (query: Query) => this.pollDelay(name, poll, query) }) };
  }

  /** The next poll's delay while the answer is not final and loads remain; a failed load stops polling. */
  private pollDelay(name: string, poll: PollConfig, query: Query): number | false {
    if (query.state.status !== 'success' || this.disposed) return false;
    const loads = query.state.dataUpdateCount - (this.pollsFrom[name] ?? 0);
    const current = this.current();
    const scope = { ...current, data: { ...(current.data as Record<string, unknown>), [name]: query.state.data } };
    if (loads >= (poll.times ?? POLL_TIMES) || resolveCondition(poll.until, scope, true, this.filter)) return false;
    return poll.every ?? POLL_EVERY_MS;
  }

  /** The observer of a source for this request: created (or pointed at it) without fetching until subscribed. */
  private observe(name: string, request: ServiceRequest): { observer: Observer; stop?: () => void } {
    const options = this.optionsOf(name, request);
    const entry = this.observers.get(name);
    if (entry) {
      entry.observer.setOptions(options as never);
      return entry;
    }
    const core = queryCore();
    const observer: Observer = isPaged(this.service(name))
      ? new core.InfiniteQueryObserver<PagedData, Error, PagedData, readonly unknown[], number>(this.cache.client, options as never)
      : new core.QueryObserver<unknown, Error>(this.cache.client, options as never);
    const created = { observer };
    this.observers.set(name, created);
    return created;
  }

  /** Points a source at what it asks for now; once followed, its query loads what it does not hold fresh. */
  private apply(name: string, follow = this.started): void {
    if (this.waiting(name)) return;
    const { key, request } = this.ask(name);
    if (key === this.requested[name] && (key === OFF || this.observers.get(name)?.stop)) return;
    this.requested[name] = key;
    if (!request) {
      this.detach(name);
      this.answered.add(name);
      this.update(name, { status: 'ready', data: undefined });
      this.followDependents(name);
      return;
    }
    const entry = this.observe(name, request);
    this.pollsFrom[name] = entry.observer.getCurrentQuery().state.dataUpdateCount;
    if (follow && !entry.stop) entry.stop = entry.observer.subscribe(() => this.onResult(name));
    this.onResult(name);
  }

  private detach(name: string): void {
    this.observers.get(name)?.stop?.();
    this.observers.delete(name);
  }

  private dataOf(name: string, result: SourceResult): unknown {
    const config = this.service(name);
    const data = result.data;
    if (!isPaged(config) || data === undefined) return data;
    const pages = data as PagedData;
    if (!this.joined.has(pages)) this.joined.set(pages, joinPages(pages.pages, pagingOf(config.paging)));
    return this.joined.get(pages);
  }

  private onResult(name: string): void {
    const observer = this.observers.get(name)?.observer;
    if (!observer) return;
    const result = observer.getCurrentResult();
    const state = sourceStateOf(result, this.dataOf(name, result));
    const had = this.answered.has(name);
    if (hasAnswer(result)) this.answered.add(name);
    else this.answered.delete(name);
    this.update(name, state);
    if (result.status === 'error' && !result.isFetching && this.reported[name] !== result.errorUpdatedAt) {
      this.reported[name] = result.errorUpdatedAt;
      const failed = failure(result.error);
      // A next page's failure is shown at the list's end; only a failed load is the page's problem.
      if (state.status === 'error' || state.error) this.onFailure(name, failed.error, result.error);
      if (state.status === 'error') this.failDependents(name, failed);
    }
    if (this.answered.has(name) && (!had || state.status === 'ready')) this.followDependents(name);
  }

  /** Points the sources reading this one's data at what they now ask for, once they wait for nothing else. */
  private followDependents(name: string): void {
    for (const [other, needs] of Object.entries(this.dependencies)) {
      const config = this.configs[other] as { lazy?: boolean };
      if (!needs.includes(name) || (config.lazy && this.requested[other] === undefined)) continue;
      this.apply(other);
    }
  }

  /** What cannot load because this source failed shows the same failure, and retrying it retries this. */
  private failDependents(name: string, failed: ReturnType<typeof failure>): void {
    for (const [other, needs] of Object.entries(this.dependencies)) {
      if (!needs.includes(name) || this.states[other].status === 'error') continue;
      this.detach(other);
      delete this.requested[other];
      this.answered.delete(other);
      this.update(other, { status: 'error', data: this.states[other].data, ...failed });
      this.failDependents(other, failed);
    }
  }

  /** Resolves once the source is not loading (or the page has gone away). */
  private settled(name: string): Promise<void> {
    const observer = this.observers.get(name)?.observer;
    if (!observer || !observer.getCurrentResult().isFetching) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        stop();
        this.waiters.delete(done);
        resolve();
      };
      const stop = observer.subscribe((result) => { if (!result.isFetching) done(); });
      this.waiters.add(done);
    });
  }

  /**
   * Settles what needs no call before the first render: a static source's templates are filled (an FAQ
   * answer naming {{ app.hotline }}), a source whose condition does not hold shows nothing, and a source
   * whose answer the cache holds shows it (going back to a list shows its rows in the first frame).
   */
  settle(scope: Scope): void {
    this.scope = scope;
    // A source reading another's data settles as that one's cached answer is taken (followDependents).
    for (const [name, config] of Object.entries(this.configs)) {
      if (isStatic(config)) {
        this.states = { ...this.states, [name]: { status: 'ready', data: resolveValue(config.static, scope, this.filter) } };
        continue;
      }
      if (this.states[name].status !== 'idle' || config.lazy) continue;
      this.apply(name);
    }
  }

  /** Starts every source that should load on page entry (again after a dispose: React may remount). */
  start(scope: Scope): void {
    this.scope = scope;
    this.disposed = false;
    this.started = true;
    for (const [name, config] of Object.entries(this.configs)) {
      if (!isStatic(config) && !config.lazy) this.apply(name);
    }
  }

  /**
   * Asks again for what each source reading the changed root (every root when none is named) now asks
   * for: a tab chosen, a city picked, a query changed. A lazy source not loaded yet stays so.
   */
  follow(scope: Scope, changed?: string): void {
    this.scope = scope;
    if (!this.started) return;
    for (const [name, config] of Object.entries(this.configs)) {
      if (isStatic(config) || (changed !== undefined && !this.roots[name].has(changed))) continue;
      if (this.requested[name] !== undefined) this.apply(name);
    }
  }

  /** The sources showing an answer of a service, which a refresh loads again. */
  private showing(): string[] {
    if (!this.started) return [];
    return Object.keys(this.configs).filter((name) => this.requested[name] !== undefined && this.requested[name] !== OFF && !this.waiting(name));
  }

  /**
   * Loads again every source showing an answer (a pull to refresh asks for the page as it is now), keeping
   * what each shows meanwhile. Settles once all have answered or failed; each failure shows on its source.
   */
  async refreshAll(scope: Scope): Promise<void> {
    await Promise.all(this.showing().map((name) => this.load(name, scope)));
  }

  /**
   * Loads a source (again): what it waits for first when that failed, and a polled source polls afresh.
   * A paged list loaded again as it is keeps every page it shows until their answers, and toasts a failure.
   */
  async load(name: string, scope: Scope): Promise<void> {
    this.scope = scope;
    const config = this.service(name);
    if (isStatic(config) || this.disposed) return;
    if (this.waiting(name)) {
      await Promise.all(this.dependencies[name].filter((other) => ['idle', 'error'].includes(this.states[other].status)).map((other) => this.load(other, scope)));
      return this.settled(name);
    }
    const before = this.requested[name];
    this.apply(name, true);
    const entry = this.observers.get(name);
    if (!entry) return;
    if (before === this.requested[name]) {
      this.pollsFrom[name] = entry.observer.getCurrentQuery().state.dataUpdateCount;
      if (isPaged(config)) this.loud.add(name);
      try {
        await entry.observer.refetch();
      } finally {
        this.loud.delete(name);
      }
    }
    await this.settled(name);
  }

  /**
   * Loads a paged source's next page (a list scrolled near its end, or 重试 after a failed page) and adds
   * its rows to those shown. A failure keeps every row loaded and is shown at the list's end, not toasted;
   * one that would only fail again ends the list (nothing more is asked for).
   */
  async loadMore(name: string): Promise<void> {
    const config = this.configs[name];
    const shown = this.states[name];
    const observer = this.observers.get(name)?.observer;
    if (!config || isStatic(config) || !isPaged(config) || this.disposed || shown?.status !== 'ready' || !(observer instanceof queryCore().InfiniteQueryObserver)) return;
    if (!shown.more || shown.more.status === 'loading' || shown.more.status === 'done' || (shown.more.status === 'error' && shown.more.lasting)) return;
    await observer.fetchNextPage();
  }

  /** Stops following every query: a request only this page was waiting for is given up; `start` may begin again. */
  dispose(): void {
    this.disposed = true;
    this.started = false;
    for (const name of [...this.observers.keys()]) this.detach(name);
    this.requested = {};
    for (const done of [...this.waiters]) done();
  }

  private update(name: string, state: SourceState): void {
    if (sameState(this.states[name], state)) return;
    this.states = { ...this.states, [name]: state };
    for (const listener of this.listeners) listener();
  }
}

function sameState(a: SourceState | undefined, b: SourceState): boolean {
  if (!a) return false;
  const [x, y] = [a.more, b.more];
  const sameMore = x === y || (x !== undefined && y !== undefined && x.status === y.status && x.pages === y.pages
    && (x.status !== 'error' || (y.status === 'error' && x.error === y.error && x.lasting === y.lasting)));
  return a.status === b.status && a.data === b.data && a.error === b.error && a.lasting === b.lasting && sameMore;
}

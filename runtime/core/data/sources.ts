import { pathsReadIn, resolveCondition, resolveValue, type FilterLookup, type Scope } from '../expression';
import type { PageDefinition, PollConfig, ServiceSourceConfig, SourceConfig, StaticSourceConfig } from '../../../schemas/generated/page';
import type { ServiceFetcher, ServiceRequest, SourceState } from './types';
import { isLastPage, pageRequest, pagingOf, rowsOf, withNextPage } from './paging';

const POLL_EVERY_MS = 2000;
const POLL_TIMES = 10;

const isStatic = (config: SourceConfig): config is StaticSourceConfig => Object.hasOwn(config, 'static');

export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '系统开小差，请稍后重试';
}

/** A failed load as a source shows it: why, and (when the fetcher says so) that loading again cannot help. */
function failure(error: unknown): { error: string; lasting?: true } {
  const lasting = typeof error === 'object' && error !== null && (error as { retryable?: unknown }).retryable === false;
  return { error: errorMessage(error), ...(lasting && { lasting: true as const }) };
}

/** The other sources a source's condition, params or body read (`data.<name>`): it loads once they have. */
function dependenciesOf(name: string, config: SourceConfig, names: readonly string[]): string[] {
  if (isStatic(config)) return [];
  const read = pathsReadIn([config.when, config.params, config.body], 'data').map(([first]) => first);
  return [...new Set(read)].filter((other) => other !== name && names.includes(other));
}

/** Scope roots whose change a source follows by itself; `data` is followed through its dependencies. */
const FOLLOWED_ROOTS = ['state', 'query', 'params', 'session'];

/** Which of the followed roots a source's condition, params and body read. */
function rootsOf(config: SourceConfig): Set<string> {
  if (isStatic(config)) return new Set();
  return new Set(FOLLOWED_ROOTS.filter((root) => pathsReadIn([config.when, config.params, config.body], root).length > 0));
}

/** Stands for a source whose condition does not hold: it asks for nothing. */
const OFF = 'off';

/**
 * The data sources of one page: loads them, tracks loading/ready/error per source, retries on demand
 * and aborts everything still in flight when the page goes away. A source is identified by what it asks
 * for (its resolved condition, params and body): when what it reads changes (`follow`), it loads again by
 * itself, keeping its data on screen meanwhile, and answers are kept per request for the page's life, so
 * going back to a tab shows its list at once while it is checked again. A newer request aborts the older
 * one, whose late answer is dropped. A source reading another source's data (`"when": "{{
 * !data.intercept.intercept }}"`) waits for it, and loads again whenever it has loaded again.
 * Plain TypeScript; React subscribes.
 */
export class PageSources {
  private states: Record<string, SourceState> = {};
  private controllers = new Map<string, AbortController>();
  private pollTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private listeners = new Set<() => void>();
  private disposed = false;
  private started = false;
  private readonly dependencies: Record<string, string[]>;
  private readonly roots: Record<string, Set<string>>;
  /** What each source last asked for, as a key (OFF when its condition did not hold). */
  private requested: Record<string, string> = {};
  /** Answers by source and request key, for the page's life. */
  private answers = new Map<string, unknown>();
  /** What each source last asked for: a paged source asks for its next page with the same request. */
  private lastRequests: Record<string, ServiceRequest> = {};

  /** A page's sources as the generated type has them: its index signature admits undefined, which JSON config never holds. */
  constructor(configs: NonNullable<PageDefinition['data']>, fetcher: ServiceFetcher, filter: FilterLookup, onFailure?: (name: string, message: string) => void);
  constructor(
    private readonly configs: Record<string, SourceConfig>,
    private readonly fetcher: ServiceFetcher,
    /** Finds the filters the sources' params and conditions name. */
    private readonly filter: FilterLookup,
    /** Told when a source fails to load (the page shows the failure too). */
    private readonly onFailure: (name: string, message: string) => void = () => undefined,
  ) {
    const names = Object.keys(configs);
    this.dependencies = Object.fromEntries(names.map((name) => [name, dependenciesOf(name, configs[name], names)]));
    this.roots = Object.fromEntries(names.map((name) => [name, rootsOf(configs[name])]));
    for (const [name, config] of Object.entries(configs)) {
      this.states[name] = isStatic(config) ? { status: 'ready', data: config.static } : { status: 'idle', data: undefined };
    }
  }

  private waiting(name: string): boolean {
    return this.dependencies[name].some((other) => this.states[other].status !== 'ready');
  }

  private withData(scope: Scope): Scope {
    return { ...scope, data: sourceData(this.states) };
  }

  snapshot(): Readonly<Record<string, SourceState>> {
    return this.states;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Settles what needs no call before the first render. A static source is page text like any prop, so
   * its templates are filled (an FAQ answer naming {{ app.hotline }}). A source whose condition does not
   * hold is loaded with nothing, so a visitor's home greets at once instead of after a flash of 加载中.
   */
  settle(scope: Scope): void {
    for (const [name, config] of Object.entries(this.configs)) {
      if (isStatic(config)) {
        this.states = { ...this.states, [name]: { status: 'ready', data: resolveValue(config.static, scope, this.filter) } };
        continue;
      }
      if (this.states[name].status !== 'idle' || this.waiting(name) || resolveCondition(config.when, scope, true, this.filter)) continue;
      this.states = { ...this.states, [name]: { status: 'ready', data: undefined } };
    }
  }

  /** Starts every source that should load on page entry (again after a dispose: React may remount). */
  start(scope: Scope): void {
    this.disposed = false;
    this.started = true;
    for (const [name, config] of Object.entries(this.configs)) {
      if (!isStatic(config) && !config.lazy && !this.waiting(name)) void this.load(name, scope);
    }
  }

  /**
   * Loads again each source that reads the changed root (every root when none is named) and now asks for
   * something else: a tab chosen, a city picked, a query changed. A lazy source not loaded yet stays so.
   */
  follow(scope: Scope, changed?: string): void {
    if (!this.started || this.disposed) return;
    for (const [name, config] of Object.entries(this.configs)) {
      if (isStatic(config) || (changed !== undefined && !this.roots[name].has(changed))) continue;
      if (this.waiting(name) || this.requested[name] === undefined) continue;
      if (this.requestKey(name, scope) !== this.requested[name]) void this.fetch(name, scope, 1);
    }
  }

  /**
   * The sources showing an answer of a service (asked for something, not switched off), which a refresh
   * loads again; a lazy source never loaded and one waiting for another's data are left alone.
   */
  private showing(): Array<[string, ServiceSourceConfig]> {
    if (!this.started || this.disposed) return [];
    return Object.entries(this.configs).filter((entry): entry is [string, ServiceSourceConfig] => {
      const [name, config] = entry;
      return !isStatic(config) && !this.waiting(name) && this.requested[name] !== undefined && this.requested[name] !== OFF;
    });
  }

  /**
   * Loads again each source already showing an answer of one of these services, which a call has just
   * changed (the catalogue's `changes`); what it shows stays until the new answer, as on any reload.
   */
  refresh(services: readonly string[], scope: Scope): void {
    for (const [name, config] of this.showing()) {
      if (services.includes(config.service)) void this.fetch(name, scope, 1);
    }
  }

  /**
   * Loads again every source showing an answer (a pull to refresh asks for the page as it is now), keeping
   * what each shows meanwhile. Settles once all have answered or failed; each failure shows on its source.
   */
  async refreshAll(scope: Scope): Promise<void> {
    await Promise.all(this.showing().map(([name]) => this.fetch(name, scope, 1)));
  }

  /** What a source asks for under the scope, as a key; OFF when its condition does not hold. */
  private requestKey(name: string, scope: Scope): string {
    const config = this.configs[name] as ServiceSourceConfig;
    if (!resolveCondition(config.when, scope, true, this.filter)) return OFF;
    return JSON.stringify(this.requestOf(config, scope));
  }

  private requestOf(config: ServiceSourceConfig, scope: Scope): ServiceRequest {
    const request = resolveValue({ params: config.params ?? {}, body: config.body }, scope, this.filter) as ServiceRequest;
    return config.paging ? pageRequest(request, pagingOf(config.paging), 1) : request;
  }

  /** The first page's answer: whether more pages follow. */
  private firstPage(config: ServiceSourceConfig, data: unknown): Pick<SourceState, 'more'> {
    if (!config.paging) return {};
    const paging = pagingOf(config.paging);
    return { more: { status: isLastPage(data, paging, rowsOf(data, paging).length) ? 'done' : 'ready', pages: 1 } };
  }

  /**
   * Loads a paged source's next page (a list scrolled near its end, or 重试 after a failed page) and adds
   * its rows to those shown. A failure keeps every row loaded and is shown at the list's end, not toasted;
   * one that would only fail again ends the list (nothing more is asked for).
   */
  async loadMore(name: string): Promise<void> {
    const config = this.configs[name];
    const shown = this.states[name];
    if (!config || isStatic(config) || !config.paging || this.disposed || shown?.status !== 'ready') return;
    if (!shown.more || shown.more.status === 'loading' || shown.more.status === 'done' || (shown.more.status === 'error' && shown.more.lasting)) return;
    const paging = pagingOf(config.paging);
    const pages = shown.more.pages;
    const controller = new AbortController();
    this.controllers.set(name, controller);
    this.update(name, { ...shown, more: { status: 'loading', pages } });
    try {
      const answer = await this.fetcher(config.service, { ...pageRequest(this.lastRequests[name], paging, pages + 1), feedback: 'inline' }, controller.signal);
      if (controller.signal.aborted) return;
      const data = withNextPage(this.states[name].data, answer, paging);
      this.update(name, { status: 'ready', data, more: { status: isLastPage(answer, paging, rowsOf(data, paging).length) ? 'done' : 'ready', pages: pages + 1 } });
    } catch (error) {
      if (!controller.signal.aborted) this.update(name, { ...this.states[name], more: { status: 'error', pages, ...failure(error) } });
    } finally {
      if (this.controllers.get(name) === controller) this.controllers.delete(name);
    }
  }

  /** Loads a source (again); a polled source then polls afresh, as a 刷新 button expects. */
  load(name: string, scope: Scope): Promise<void> {
    return this.fetch(name, scope, 1);
  }

  private async fetch(name: string, scope: Scope, attempt: number): Promise<void> {
    const config = this.configs[name];
    if (!config) throw new Error(`unknown data source "${name}"`);
    if (isStatic(config) || this.disposed) return;
    // Asked to load (again) before what it reads has loaded: load that, and this follows.
    if (this.waiting(name)) {
      await Promise.all(this.dependencies[name].filter((other) => ['idle', 'error'].includes(this.states[other].status)).map((other) => this.fetch(other, scope, 1)));
      return;
    }
    this.controllers.get(name)?.abort();
    clearTimeout(this.pollTimers.get(name));
    // A source whose condition does not hold has nothing to show: its nodes show their empty state.
    if (!resolveCondition(config.when, scope, true, this.filter)) {
      this.requested[name] = OFF;
      if (this.states[name].status !== 'ready' || this.states[name].data !== undefined) this.update(name, { status: 'ready', data: undefined });
      return;
    }
    const request = this.requestOf(config, scope);
    const key = JSON.stringify(request);
    const answerKey = `${name}\n${key}`;
    // A paged list loaded again as it is (pulled to refresh) keeps every page it shows, and its end, until
    // the answer; nothing on the page would show its failure, so that is toasted.
    const current = this.states[name];
    const again = current.more && this.requested[name] === key;
    // A next page on its way is given up for the refresh: the list's end may ask for it again.
    const shown = current.more?.status === 'loading' ? { ...current, more: { status: 'ready' as const, pages: current.more.pages } } : current;
    this.requested[name] = key;
    this.lastRequests[name] = request;
    const controller = new AbortController();
    this.controllers.set(name, controller);
    // Refreshing: what was shown stays (this request's own earlier answer when there is one) until the answer.
    this.update(name, again ? { ...shown, status: 'loading' } : { status: 'loading', data: this.answers.has(answerKey) ? this.answers.get(answerKey) : shown.data });
    try {
      const data = await this.fetcher(config.service, again ? { ...request, feedback: 'toast' } : request, controller.signal);
      if (controller.signal.aborted) return;
      this.answers.set(answerKey, data);
      this.update(name, { status: 'ready', data, ...this.firstPage(config, data) });
      if (config.poll) this.pollAgain(name, config.poll, scope, attempt);
      this.loadDependents(name, scope);
    } catch (error) {
      if (!controller.signal.aborted) {
        // Rows kept stay as they were, the failure noted beside them (a pull's 刷新成功 is not shown).
        const failed = failure(error);
        this.update(name, again ? { ...shown, status: 'ready', error: failed.error } : { status: 'error', data: this.states[name].data, ...failed });
        this.onFailure(name, failed.error);
        if (!again) this.failDependents(name, failed);
      }
    } finally {
      if (this.controllers.get(name) === controller) this.controllers.delete(name);
    }
  }

  /** Loads the sources that read this one's data and no longer wait for any other, with its new answer in the scope. */
  private loadDependents(name: string, scope: Scope): void {
    for (const [other, needs] of Object.entries(this.dependencies)) {
      const config = this.configs[other] as { lazy?: boolean };
      if (!needs.includes(name) || this.waiting(other) || (config.lazy && this.states[other].status === 'idle')) continue;
      void this.fetch(other, this.withData(scope), 1);
    }
  }

  /** What cannot load because this source failed shows the same failure, and retrying it retries this. */
  private failDependents(name: string, failed: ReturnType<typeof failure>): void {
    for (const [other, needs] of Object.entries(this.dependencies)) {
      if (!needs.includes(name) || this.states[other].status === 'error') continue;
      this.update(other, { status: 'error', data: this.states[other].data, ...failed });
      this.failDependents(other, failed);
    }
  }

  /** Schedules the next load while the answer is not final and loads remain; a failed load stops polling. */
  private pollAgain(name: string, poll: PollConfig, scope: Scope, attempt: number): void {
    const settled = resolveCondition(poll.until, { ...scope, data: sourceData(this.states) }, true, this.filter);
    if (settled || attempt >= (poll.times ?? POLL_TIMES) || this.disposed) return;
    this.pollTimers.set(name, setTimeout(() => void this.fetch(name, scope, attempt + 1), poll.every ?? POLL_EVERY_MS));
  }

  /** Aborts everything in flight and every poll; nothing loads until the next `start`. */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.pollTimers.values()) clearTimeout(timer);
    this.pollTimers.clear();
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
  }

  private update(name: string, state: SourceState): void {
    this.states = { ...this.states, [name]: state };
    for (const listener of this.listeners) listener();
  }
}

/** The `data` scope seen by expressions: each source's current value. */
export function sourceData(states: Readonly<Record<string, SourceState>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(states).map(([name, state]) => [name, state.data]));
}

import type { ActionRef, PageDefinition, StaticSourceConfig } from '../../../schemas/generated/page';
import { readsServices, serviceSources, sourceData, StaticSources, type DataCache, type PageSourceSet, type ServiceRequest, type SourceState } from '../data';
import { actionNamesIn, runAction, type ActionContext, type ActionHost } from '../actions';
import type { Scope } from '../expression';
import { PageState } from '../state/page-state';
import { restoreDraft, saveDraft } from '../state/drafts';
import type { JsonStorage } from '../state/storage';
import type { ReportProblem } from './problems';
import { entryCallsService, entryProgress, type EntryProgress } from './entry';

/** The parts of a page definition the controller reads (validated before it gets here). */
export type ControlledPage = Pick<PageDefinition, 'state' | 'persist' | 'data' | 'actions' | 'onEnter'>;

/** What the page reads from outside itself, which may change while it is shown. */
export interface PageAddress {
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string>>;
  session: Readonly<Record<string, unknown>>;
}

/** What actions may do beyond the page (navigation, feedback, share, track…): supplied by the platform. */
export type PlatformHost = Omit<ActionHost, 'setState' | 'reload' | 'callService'>;

export interface PageControllerOptions {
  page: ControlledPage;
  /** The catalogue's actions and filters. */
  extensions: ActionContext['extensions'];
  host: PlatformHost;
  /** The portal's one cache of service answers, and its service caller. */
  cache: DataCache;
  /** App constants, read as `app.*`. */
  app: Readonly<Record<string, unknown>>;
  address: PageAddress;
  /** Whose draft this is and of which page (the path it was opened at). */
  draft: { owner: string; key: string; storage: JsonStorage };
  reportProblem: ReportProblem;
}

/** What a view of the page shares with every node; the state and the sources each node reads itself. */
export interface PageSnapshot {
  /** The address, session and app: typing or an answer then re-renders only the nodes that show it. */
  scope: Scope;
}

/** The page's sources, each node subscribing to those it reads. */
export interface SourceStore {
  subscribe(listener: () => void): () => void;
  /** The same object until a source changes; each source's state the same object until it changes. */
  snapshot(): Readonly<Record<string, SourceState>>;
}

/** Whether two records hold the same values: a view may hand over an equal object on every render. */
function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

/** One shown page, framework-free: what a view subscribes to and hands over, and what its nodes call. */
export interface PageController {
  /** The page's local state (with the draft of `persist`): nodes subscribe to the paths they read. */
  readonly state: PageState;
  /** The page's data sources: nodes subscribe to the ones they read. */
  readonly sources: SourceStore;
  /** For useSyncExternalStore: the address or the session changed. */
  subscribe(listener: () => void): () => void;
  /** The same object until the address or the session changes. */
  getSnapshot(): PageSnapshot;
  /** The whole scope as it is now, the state included: what an action or a load reads when it runs. */
  scope(): Scope;
  /** Runs an action (or a named page action) in the given scope; resolves false when it declined. */
  run(action: ActionRef, scope: Scope): Promise<unknown>;
  setState(values: Record<string, unknown>): void;
  reload(source: string): Promise<void>;
  /** Loads again every source showing an answer; settles when all have answered or failed (never rejects). */
  refreshAll(): Promise<void>;
  /** Loads a paged source's next page. */
  loadMore(source: string): Promise<void>;
  /** A widget's own call: its failure is shown beside the widget, not toasted. */
  callService(service: string, request: ServiceRequest): Promise<unknown>;
  /**
   * Starts the sources, enters the page and follows what they read; again after a `dispose` (React may
   * mount a page twice), when the entry action does not run again: a page enters once.
   */
  start(): void;
  /** A new address or session: the view shows it, and the sources that now ask for something else load again. */
  update(address: PageAddress): void;
  /** Aborts everything in flight and stops following; `start` may begin again. */
  dispose(): void;
  /** The customer has started on the page (a focus, a tap): the code its actions load when they run is fetched now, once. */
  warmActions(): void;
  /**
   * The entry action, while it waits on a service: a node bound to the state shows as loading until then,
   * never empty fields that fill themselves in a moment later (or under the customer's first keys).
   */
  readonly entry: EntryProgress;
}

/**
 * Creates the controller of one shown page: its state, its data sources, the scope they and the actions
 * read, and the action runner over the platform's host. Nothing runs before `start`.
 */
export function createPageController(options: PageControllerOptions): PageController {
  const { page, draft, reportProblem, cache, app } = options;
  const fetch = cache.fetcher;
  const persist = page.persist ?? [];
  const state = new PageState(restoreDraft(draft.storage, draft.owner, draft.key, persist, page.state ?? {}));
  const onFailure = (name: string, message: string, error: unknown) => reportProblem({ kind: 'source', configPath: `/data/${name}`, message, error });
  // A page reading a service came with the query core and the service sources (provide-query-core.ts).
  const sources: PageSourceSet = readsServices(page)
    ? new (serviceSources().PageSources)(page.data ?? {}, cache, options.extensions.filter, onFailure)
    : new StaticSources((page.data ?? {}) as Record<string, StaticSourceConfig>, options.extensions.filter);
  let address = options.address;
  // Before the first render: a build-time render shows the sources as they start.
  sources.settle({ ...address, app, state: state.get() });
  let snapshot: PageSnapshot = { scope: {} };
  let shownAddress: PageAddress | undefined;
  const listeners = new Set<() => void>();
  const detach: Array<() => void> = [];
  let entered = false;
  const entry = entryProgress(entryCallsService(page));

  const getSnapshot = (): PageSnapshot => {
    if (address !== shownAddress) {
      shownAddress = address;
      snapshot = { scope: { params: address.params, query: address.query, session: address.session, app } };
    }
    return snapshot;
  };
  const scope = (): Scope => ({ ...getSnapshot().scope, data: sourceData(sources.snapshot()), state: state.get() });
  const setState = (values: Record<string, unknown>) => state.set(values);
  const reload = (source: string) => sources.load(source, scope());
  // A call an action makes is done at most once: a write whose answer is lost is asked after, not guessed at.
  const host: ActionHost = { ...options.host, setState, reload, callService: (service, request) => fetch(service, { ...request, once: true }) };
  // Each step reads the page as it is when the step runs: what earlier steps set, what has loaded since.
  const run = (action: ActionRef, actionScope: Scope) => runAction(action, actionScope, { extensions: options.extensions, host, named: page.actions, live: scope });
  let warmed = false;
  const warmActions = () => {
    if (warmed) return;
    warmed = true;
    for (const name of actionNamesIn(page)) {
      // An unknown action is the page's problem, told when it runs; a failed fetch is tried again then.
      try {
        void options.extensions.action(name).preload?.().catch(() => undefined);
      } catch {
        continue;
      }
    }
  };

  return {
    state,
    sources: { subscribe: (listener) => sources.subscribe(listener), snapshot: () => sources.snapshot() },
    getSnapshot,
    scope,
    run,
    warmActions,
    entry,
    setState,
    reload,
    refreshAll: () => sources.refreshAll(scope()),
    loadMore: (source) => sources.loadMore(source),
    callService: (service, request) => fetch(service, { ...request, feedback: 'inline' }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      detach.push(state.subscribe(() => saveDraft(draft.storage, draft.owner, draft.key, persist, state.get())));
      sources.start(scope());
      if (page.onEnter && !entered) {
        entered = true;
        void run(page.onEnter, scope()).catch((error: Error) => {
          console.error('[page] onEnter failed', error);
          reportProblem({ kind: 'action', configPath: '/onEnter', message: error.message, error });
        }).finally(entry.done);
      }
      // A source follows what it reads: a state change (a tab chosen) loads again those sources that now
      // ask for something else. Attached after the entry load, so the first pass below finds all sources
      // asking for what they have just started loading, or for what the entry action has just set.
      detach.push(state.subscribe(() => sources.follow(scope(), 'state')));
      sources.follow(scope());
    },
    update(next) {
      if (sameValues(next.params, address.params) && sameValues(next.query, address.query) && sameValues(next.session, address.session)) return;
      address = next;
      for (const listener of listeners) listener();
      sources.follow(scope());
    },
    dispose() {
      for (const stop of detach.splice(0)) stop();
      sources.dispose();
    },
  };
}

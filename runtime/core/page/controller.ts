import { PageSources, sourceData, type ServiceFetcher, type ServiceRequest, type SourceConfig, type SourceState } from '../data';
import { runAction, type ActionConfig, type ActionContext, type ActionHost } from '../actions';
import type { Scope } from '../expression';
import { PageState } from '../state/page-state';
import { restoreDraft, saveDraft } from '../state/drafts';
import type { ReportProblem } from './problems';

/** The parts of a page definition the controller reads (validated before it gets here). */
export interface ControlledPage {
  state?: Record<string, unknown>;
  persist?: string[];
  data?: Record<string, SourceConfig>;
  actions?: Record<string, ActionConfig>;
  onEnter?: ActionConfig | string;
}

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
  fetch: ServiceFetcher;
  /** App constants, read as `app.*`. */
  app: Readonly<Record<string, unknown>>;
  address: PageAddress;
  /** Whose draft this is and of which page (the path it was opened at). */
  draft: { owner: string; key: string };
  reportProblem: ReportProblem;
  /** Subscribes to the services whose answers a call has just changed; returns the unsubscribe. */
  onServicesChanged?: (listener: (services: readonly string[]) => void) => () => void;
}

/** What a view of the page shows besides the page state, which each node reads itself. */
export interface PageSnapshot {
  sources: Readonly<Record<string, SourceState>>;
  /** The scope nodes share, without `state`: typing then re-renders only the nodes that show what was typed. */
  scope: Scope;
}

/** Whether two records hold the same values: a view may hand over an equal object on every render. */
function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}

/**
 * One shown page, framework-free: its state (with the draft of `persist`), its data sources, the scope
 * they and the actions read, and the action runner over the platform's host. A view subscribes to the
 * snapshot, passes address and session changes to `update`, and ends the page with `dispose`.
 */
export class PageController {
  readonly state: PageState;
  private readonly sources: PageSources;
  private readonly host: ActionHost;
  private readonly persist: readonly string[];
  private address: PageAddress;
  private snapshot: PageSnapshot & { address?: PageAddress } = { sources: {}, scope: {} };
  private listeners = new Set<() => void>();
  private detach: Array<() => void> = [];
  private entered = false;

  constructor(private readonly options: PageControllerOptions) {
    const { page, draft, address } = options;
    this.address = address;
    this.persist = page.persist ?? [];
    this.state = new PageState(restoreDraft(draft.owner, draft.key, this.persist, page.state ?? {}));
    const reportFailure = (name: string, message: string) => options.reportProblem({ kind: 'source', configPath: `/data/${name}`, message });
    this.sources = new PageSources(page.data ?? {}, options.fetch, options.extensions.filter, reportFailure);
    // Before the first render: a build-time render shows the sources as they start.
    this.sources.settle({ ...address, app: options.app, state: this.state.get() });
    this.host = {
      ...options.host,
      setState: this.setState,
      reload: this.reload,
      callService: (service, request) => options.fetch(service, request),
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const unsubscribe = this.sources.subscribe(listener);
    return () => {
      this.listeners.delete(listener);
      unsubscribe();
    };
  };

  /** The same object until a source or the address changes. */
  getSnapshot = (): PageSnapshot => {
    const sources = this.sources.snapshot();
    if (sources !== this.snapshot.sources || this.address !== this.snapshot.address) {
      const { params, query, session } = this.address;
      this.snapshot = { sources, address: this.address, scope: { data: sourceData(sources), params, query, session, app: this.options.app } };
    }
    return this.snapshot;
  };

  /** The whole scope as it is now, the state included: what an action or a load reads when it runs. */
  scope = (): Scope => ({ ...this.getSnapshot().scope, state: this.state.get() });

  /** Runs an action (or a named page action) in the given scope; resolves false when it declined. */
  run = (action: ActionConfig | string, scope: Scope): Promise<unknown> =>
    runAction(action, scope, { extensions: this.options.extensions, host: this.host, named: this.options.page.actions });

  setState = (values: Record<string, unknown>): void => this.state.set(values);

  reload = (source: string): Promise<void> => this.sources.load(source, this.scope());

  /** Loads a paged source's next page. */
  loadMore = (source: string): Promise<void> => this.sources.loadMore(source);

  /** A widget's own call (an upload, a face check) shows its failure beside the widget: no toast as well. */
  callService = (service: string, request: ServiceRequest): Promise<unknown> => this.options.fetch(service, { ...request, feedback: 'inline' });

  /**
   * Starts the sources, enters the page and follows what they read; again after a `dispose` (React may
   * mount a page twice), when the entry action does not run again: a page enters once.
   */
  start(): void {
    const { draft, page, onServicesChanged } = this.options;
    this.detach.push(this.state.subscribe(() => saveDraft(draft.owner, draft.key, this.persist, this.state.get())));
    this.sources.start(this.scope());
    if (page.onEnter && !this.entered) {
      this.entered = true;
      void this.run(page.onEnter, this.scope()).catch((error: Error) => {
        console.error('[page] onEnter failed', error);
        this.options.reportProblem({ kind: 'action', configPath: '/onEnter', message: error.message });
      });
    }
    // A source follows what it reads: a state change (a tab chosen) loads again those sources that now ask
    // for something else. Attached after the entry load, so the first pass below finds all sources asking
    // for what they have just started loading, or for what the entry action has just set.
    this.detach.push(this.state.subscribe(() => this.sources.follow(this.scope(), 'state')));
    this.sources.follow(this.scope());
    // A call that changed what a source shows (a claim cancelled, a card added) loads it again.
    if (onServicesChanged) this.detach.push(onServicesChanged((services) => this.sources.refresh(services, this.scope())));
  }

  /** A new address or session: the view shows it, and the sources that now ask for something else load again. */
  update(address: PageAddress): void {
    const current = this.address;
    if (sameValues(address.params, current.params) && sameValues(address.query, current.query) && sameValues(address.session, current.session)) return;
    this.address = address;
    for (const listener of this.listeners) listener();
    this.sources.follow(this.scope());
  }

  /** Aborts everything in flight and stops following; `start` may begin again. */
  dispose(): void {
    for (const detach of this.detach.splice(0)) detach();
    this.sources.dispose();
  }
}

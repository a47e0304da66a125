import type { Scope } from '../expression';

export type SourceStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface SourceState {
  status: SourceStatus;
  data: unknown;
  /** Why it failed: shown in place of its data, or (ready) why a refresh of a paged list kept the rows shown. */
  error?: string;
  /** The failure is the server's answer, which loading again would only repeat (what was asked for is not there). */
  lasting?: boolean;
  /** A paged source's next page: loading, failed (the rows stay), or none left. */
  more?: MoreState;
}
/**
 * The next page of a paged source: how many pages are loaded, and why the last one asked for failed
 * (`lasting`: asking again would only fail again, so it is not offered).
 */
export type MoreState = { status: 'ready' | 'loading' | 'done'; pages: number } | { status: 'error'; pages: number; error: string; lasting?: true };

/**
 * Who tells the customer that a call failed. Left out for a page's background loads: the table of docs/product.md (Errors), a
 * dropped connection shown by the source's own error state. `toast`: the customer asked for the call (a
 * tap), so every failure is toasted once, a dropped connection included. `inline`: the caller shows the
 * failure on the page itself (a widget's notice, an `else` that writes it into page state), so nothing is
 * toasted. `none`: the app's own check (the guard's), which decides even what a 401 means.
 */
export type FailureFeedback = 'toast' | 'inline' | 'none';

/** One call of a catalogue endpoint: path/query params and an optional body. */
export interface ServiceRequest {
  params?: Record<string, unknown>;
  body?: unknown;
  feedback?: FailureFeedback;
  /** Told how much of the body has been sent, from 0 to 1 (an image upload's progress bar). */
  onUploadProgress?: (fraction: number) => void;
  /**
   * A call an action makes: sent by another method than GET it is a write, done at most once. It carries an
   * idempotency key, and when its answer is lost the server is asked what became of it (docs/product.md, Errors).
   */
  once?: boolean;
}

/** How a service-bound source or action calls the catalogue; the http layer implements it. */
export type ServiceFetcher = (service: string, request: ServiceRequest, signal?: AbortSignal) => Promise<unknown>;

/**
 * A shown page's data sources, as its controller drives them (sources.ts for a page reading a service,
 * static-sources.ts for one that only holds its own data).
 */
export interface PageSourceSet {
  snapshot(): Readonly<Record<string, SourceState>>;
  subscribe(listener: () => void): () => void;
  /** Before the first render: what needs no call is shown at once. */
  settle(scope: Scope): void;
  start(scope: Scope): void;
  /** The scope changed (`changed`: which root, else any): sources reading it ask again. */
  follow(scope: Scope, changed?: string): void;
  load(name: string, scope: Scope): Promise<void>;
  loadMore(name: string): Promise<void>;
  refreshAll(scope: Scope): Promise<void>;
  dispose(): void;
}

import { createContext, useContext } from 'react';
import type { ActionRef } from '../../schemas/generated/page';
import type { Scope } from '../core/expression';
import type { ServiceRequest } from '../core/data';
import type { SourceStore } from '../core/page/controller';
import type { EntryProgress } from '../core/page/entry';
import type { PageState } from '../core/state/page-state';
import type { ReportProblem } from '../core/page/problems';
import type { Extensions } from '../core/registry/extensions';
import type { WidgetComponent } from './types';

/** One rendered page: what every node of it needs, and nothing of the app around it. */
export interface PageRuntime {
  extensions: Extensions<WidgetComponent>;
  /** The page's data sources: each node subscribes to those it reads. */
  sources: SourceStore;
  /** The page's local state: nodes subscribe to the paths they read. */
  state: PageState;
  /** Runs an action (or a named page action) in the given scope; resolves false when it declined. */
  run: (action: ActionRef, scope: Scope) => Promise<unknown>;
  reload: (source: string) => Promise<void>;
  /** Loads again every source showing an answer (a pull); settles, never rejects, once all are done. */
  refreshAll: () => Promise<void>;
  /** Loads a paged source's next page. */
  loadMore: (source: string) => Promise<void>;
  setState: (values: Record<string, unknown>) => void;
  /** Calls a catalogue service (for widgets that declare the services they call). */
  callService: (service: string, request: ServiceRequest) => Promise<unknown>;
  /** Show config paths in error boxes (development) or a neutral fallback (production). */
  dev: boolean;
  /** Reports a failure on this page (shown to the customer as well, by the node that failed). */
  reportProblem: ReportProblem;
  /** The route's title: the default of widgets that show one. */
  title: string;
  /** The page's entry action while it waits on a service: nodes bound to the state wait for it. */
  entry: EntryProgress;
}

export const PageContext = createContext<PageRuntime | null>(null);
/** The scope shared by a page's nodes, without `state` (each node adds the state it reads). */
export const ScopeContext = createContext<Scope>({});

export function usePageRuntime(): PageRuntime {
  const runtime = useContext(PageContext);
  if (!runtime) throw new Error('widget rendered outside a page');
  return runtime;
}

/** The route's title, or '' outside a page (a widget rendered on its own). */
export function usePageTitle(): string {
  return useContext(PageContext)?.title ?? '';
}

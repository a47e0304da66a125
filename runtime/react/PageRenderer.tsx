import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSources, sourceData } from '../core/data';
import { runAction, type ActionHost } from '../core/actions';
import { PageState } from '../core/state/page-state';
import { restoreDraft, saveDraft } from '../core/state/drafts';
import type { PageDefinition } from '../../schemas/generated/page';
import type { Scope } from '../core/expression';
import { PageContext, ScopeContext, type PageRuntime } from './context';
import { useAppRuntime } from './AppRuntime';
import { renderNodes } from './WidgetNode';
import { showAlert, showConfirm, showToast } from './feedback';
import { copyText, openDocument } from '../platform/documents';
import { detectEnvironment } from '../platform/environment';
import { portalHistoryDepth } from '../platform/history';

/** The parts of a page definition the renderer reads (validated before it gets here). */
export type RenderablePage = Pick<PageDefinition, 'state' | 'persist' | 'data' | 'actions' | 'onEnter' | 'appearance' | 'body'>;

interface Props {
  page: RenderablePage;
  /** The route's title, shown by widgets whose own title is left out (the nav-bar). */
  title?: string;
  /** Identifies the page's draft (the path it was opened at). */
  draftKey?: string;
  params: Readonly<Record<string, string | undefined>>;
  query: Readonly<Record<string, string>>;
}

function withQuery(to: string, query?: Record<string, string>): string {
  if (!query || Object.keys(query).length === 0) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

/** Renders one page definition: owns its state, data sources and action host. */
export function PageRenderer({ page, title = '', params, query, draftKey = '' }: Props) {
  const app = useAppRuntime();
  const navigate = useNavigate();
  const session = app.useSession();
  const persist = useMemo(() => page.persist ?? [], [page]);
  // The draft belongs to whoever opened the page: a 401 clearing the session mid-typing must not hand it on.
  const [owner] = useState(app.draftOwner);
  const [state] = useState(() => new PageState(restoreDraft(owner, draftKey, persist, page.state ?? {})));
  useEffect(() => state.subscribe(() => saveDraft(owner, draftKey, persist, state.get())), [state, owner, draftKey, persist]);
  const sources = useMemo(() => {
    const created = new PageSources(page.data ?? {}, app.fetch, app.extensions.filter, (name, message) => app.reportProblem({ kind: 'source', configPath: `/data/${name}`, message }));
    created.settle({ params, query, session, app: app.app, state: state.get() });
    return created;
    // Created once per definition: later scope changes are the sources' own business.
  }, [page, app.fetch, app.extensions]);
  const sourcesSnapshot = useCallback(() => sources.snapshot(), [sources]);
  // The same snapshot serves a build-time render (scripts/lib/prerender-page.tsx): sources as they start.
  const sourceStates = useSyncExternalStore(useCallback((listener) => sources.subscribe(listener), [sources]), sourcesSnapshot, sourcesSnapshot);

  // The scope nodes share; the page state is read by each node itself, so typing re-renders only the
  // nodes that show what was typed.
  const scope: Scope = useMemo(
    () => ({ data: sourceData(sourceStates), params, query, session, app: app.app }),
    [sourceStates, params, query, session, app.app],
  );
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  const currentScope = useCallback((): Scope => ({ ...scopeRef.current, state: state.get() }), [state]);

  const host: ActionHost = useMemo(() => ({
    site: app.site,
    navigate: (to, { replace, query: extra, carry }) => navigate(withQuery(to, extra), { replace, state: carry ? { carry } : undefined }),
    // A page opened from a shared link or a push message has no portal page behind it: back leads to the
    // portal's root (home) instead of out of the portal.
    back: (delta) => (delta <= portalHistoryDepth() ? navigate(-delta) : navigate('/', { replace: true })),
    openUrl: (url, options) => (options?.replace ? window.location.replace(url) : window.location.assign(url)),
    // No navigator when a page is rendered at build time (scripts/lib/prerender-page.tsx).
    inMessagingApp: detectEnvironment(globalThis.navigator?.userAgent ?? '').wechat,
    openDocument,
    copyText,
    toast: showToast,
    alert: showAlert,
    confirm: showConfirm,
    setState: (values) => state.set(values),
    reload: (name) => sources.load(name, currentScope()),
    callService: (service, request) => app.fetch(service, request),
    share: app.share,
    track: app.track,
  }), [navigate, sources, app, state, currentScope]);

  const runtime: PageRuntime = useMemo(() => ({
    extensions: app.extensions,
    sources: sourceStates,
    state,
    dev: app.dev,
    reportProblem: app.reportProblem,
    title,
    reload: host.reload,
    loadMore: (name) => sources.loadMore(name),
    setState: host.setState,
    // A widget's own call (an upload, a face check) shows its failure beside the widget: no toast as well.
    callService: (service, request) => app.fetch(service, { ...request, feedback: 'inline' }),
    run: (action, actionScope) => runAction(action, actionScope, { extensions: app.extensions, host, named: page.actions }),
  }), [app, sourceStates, sources, host, page, title]);

  useEffect(() => {
    sources.start(currentScope());
    if (page.onEnter) {
      void runtime.run(page.onEnter, currentScope()).catch((error: Error) => {
        console.error('[page] onEnter failed', error);
        app.reportProblem({ kind: 'action', configPath: '/onEnter', message: error.message });
      });
    }
    return () => sources.dispose();
    // The page enters once per definition; later scope changes must not re-run entry work.
  }, [sources]);

  // A source follows what it reads: a state change (a tab chosen) or a new address loads again those
  // sources that now ask for something else. Declared after the entry effect, so the first pass finds all
  // sources asking for what they have just started loading.
  useEffect(() => state.subscribe(() => sources.follow(currentScope(), 'state')), [state, sources, currentScope]);
  useEffect(() => sources.follow(currentScope()), [sources, currentScope, params, query, session]);
  // A call that changed what a source shows (a claim cancelled, a card added) loads it again.
  useEffect(() => app.onServicesChanged((services) => sources.refresh(services, currentScope())), [app, sources, currentScope]);

  // Every page has exactly one h1, which the router focuses after a navigation: the nav-bar's title, or
  // on a page without one (the home tabs) a heading only assistive technology sees, with the route's title.
  const hasNavBar = useMemo(() => page.body.some((node) => node.type === 'nav-bar'), [page]);

  return (
    <PageContext.Provider value={runtime}>
      <ScopeContext.Provider value={scope}>
        <main className={page.appearance === 'elderly' || session.elderlyMode === true ? 'page page--elderly' : 'page'}>
          {!hasNavBar && title && <h1 className="visually-hidden" tabIndex={-1}>{title}</h1>}
          {renderNodes(page.body, '/body')}
        </main>
      </ScopeContext.Provider>
    </PageContext.Provider>
  );
}

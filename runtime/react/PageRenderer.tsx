import { useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createPageController } from '../core/page/controller';
import { browserStorage } from '../core/state/storage';
import { sessionView } from '../core/session/view';
import type { PageDefinition } from '../../schemas/generated/page';
import { showElderly } from '../platform/layout';
import { PageContext, ScopeContext, type PageRuntime } from './context';
import { useAppRuntime } from './AppRuntime';
import { usePlatformHost } from './platform-host';
import { renderNodes } from './WidgetNode';

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

/** Renders one page definition: its controller (core/page/controller.ts) owns state, sources and actions. */
export function PageRenderer({ page, title = '', params, query, draftKey = '' }: Props) {
  const app = useAppRuntime();
  const facts = app.useSession();
  // Expressions see the session's curated view, never its tokens; made again only when the session changes.
  const session = useMemo(() => sessionView(facts), [facts]);
  const host = usePlatformHost(app);
  // Where a definition's controller starts from; later addresses and sessions reach it through `update`.
  const opened = useRef({ address: { params, query, session }, draftKey });
  opened.current = { address: { params, query, session }, draftKey };
  const controller = useMemo(() => createPageController({
    page, host, extensions: app.extensions, cache: app.cache, app: app.app, address: opened.current.address,
    // The draft belongs to whoever opened the page: a 401 clearing the session mid-typing must not hand it on.
    draft: { owner: app.draftOwner(), key: opened.current.draftKey, storage: browserStorage },
    reportProblem: app.reportProblem,
  }),
  // Created once per definition: later scope changes are the controller's own business.
  [page, app, host]);
  // The same snapshot serves a build-time render (scripts/lib/prerender-page.tsx): sources as they start.
  const { scope } = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);

  const runtime: PageRuntime = useMemo(() => ({
    extensions: app.extensions,
    sources: controller.sources,
    state: controller.state,
    dev: app.dev,
    reportProblem: app.reportProblem,
    title,
    reload: controller.reload,
    refreshAll: controller.refreshAll,
    loadMore: controller.loadMore,
    setState: controller.setState,
    callService: controller.callService,
    run: controller.run,
    entry: controller.entry,
  }), [app, controller, title]);

  // The page enters once per definition; later scope changes must not re-run entry work.
  useEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);
  // Before paint, so nodes never show a new address or session with the scope of the old one.
  useLayoutEffect(() => controller.update({ params, query, session }), [controller, params, query, session]);

  // Before paint, so the page never shows at the other mode's size.
  const elderly = page.appearance === 'elderly' || session.elderlyMode === true;
  useLayoutEffect(() => showElderly(document, elderly), [elderly]);

  // Every page has exactly one h1, which the router focuses after a navigation: the nav-bar's title, or
  // on a page without one (the home tabs) a heading only assistive technology sees, with the route's title.
  const hasNavBar = useMemo(() => page.body.some((node) => node.type === 'nav-bar'), [page]);

  return (
    <PageContext.Provider value={runtime}>
      <ScopeContext.Provider value={scope}>
        {/* The customer starting on the page (a field focused, a tap) fetches what its actions load when they run. */}
        <main className="page" onFocusCapture={controller.warmActions} onPointerDownCapture={controller.warmActions}>
          {!hasNavBar && title && <h1 className="visually-hidden" tabIndex={-1}>{title}</h1>}
          {renderNodes(page.body, '/body')}
        </main>
      </ScopeContext.Provider>
    </PageContext.Provider>
  );
}

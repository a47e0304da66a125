import { useMemo, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRuntimeContext, type AppRuntime } from './AppRuntime';
import { PageRenderer, type RenderablePage } from './PageRenderer';

type Params = Readonly<Record<string, string | undefined>>;
type Query = Readonly<Record<string, string>>;

export interface RenderOptions {
  page: RenderablePage;
  /** The extension catalogue: widgets (loaded first, as the router does), actions, filters. */
  extensions: AppRuntime['extensions'];
  /** The app's services the page uses: the portal's own (the playground), stand-ins (build time) or fakes (tests). */
  host: Omit<AppRuntime, 'extensions'>;
  /** The route's title, shown by widgets whose own title is left out. */
  title?: string;
  /** Identifies the page's draft (the path it was opened at). */
  draftKey?: string;
  params?: Params;
  query?: Query;
  /** Shows the page outside the app's router, in a router of its own at this address. */
  at?: string;
}

// One object each, so a page rendered without an address keeps the same one.
const NO_PARAMS: Params = {};
const NO_QUERY: Query = {};

function RenderedPage({ page, extensions, host, title, draftKey, params = NO_PARAMS, query = NO_QUERY, at }: RenderOptions) {
  const runtime: AppRuntime = useMemo(() => ({ ...host, extensions }), [host, extensions]);
  const shown = (
    <AppRuntimeContext.Provider value={runtime}>
      <PageRenderer page={page} title={title} params={params} query={query} draftKey={draftKey} />
    </AppRuntimeContext.Provider>
  );
  return at === undefined ? shown : <MemoryRouter initialEntries={[at]}>{shown}</MemoryRouter>;
}

/** The one way to show a page definition: with the runtime it needs around it, at build time, in the playground and in tests. */
export function render(options: RenderOptions): ReactElement {
  return <RenderedPage {...options} />;
}

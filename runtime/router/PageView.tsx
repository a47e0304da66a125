import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { PageRenderer } from '../react/PageRenderer';
import { NotFoundPage } from './StatusPage';
import type { PageLoad } from './page-lifecycle';
import { useRouteState } from './RoutedView';

/** One routed page, as its loader (the page lifecycle) left it: the definition rendered, or not found. */
export function PageView() {
  const { data, params } = useRouteState();
  const load = data as PageLoad;
  const location = useLocation();
  // Values a navigation carried past the address (a phone number) read as query parameters.
  const carried = (location.state as { carry?: Record<string, string> } | null)?.carry;
  const query = useMemo(() => ({ ...Object.fromEntries(new URLSearchParams(location.search)), ...carried }), [location.search, carried]);
  if (!load.found) return <NotFoundPage />;
  return <PageRenderer key={location.key} page={load.page} title={load.title} params={params} query={query} draftKey={location.pathname} />;
}

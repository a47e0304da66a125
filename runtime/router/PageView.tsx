import { useEffect, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageRenderer, type RenderablePage } from '../react/PageRenderer';
import { appConfig } from '../app/app-config';
import { NotFoundPage } from './StatusPage';
import { paramsAllowed, type RouteMeta } from './manifest';

/** One routed page: checks typed params, sets the title, renders the definition. */
export function PageView({ meta, page }: { meta: RouteMeta; page: RenderablePage }) {
  const params = useParams();
  const location = useLocation();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const allowed = paramsAllowed(meta, params);
  useEffect(() => {
    document.title = allowed ? meta.title ?? appConfig.companyName : '页面不存在';
  }, [allowed, meta.title]);
  if (!allowed) return <NotFoundPage />;
  return <PageRenderer key={location.key} page={page} params={params} query={query} draftKey={location.pathname} />;
}

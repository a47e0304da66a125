import { useParams } from 'react-router-dom';
import { studioApi } from '../../api-client/studio-api';
import { Loading } from '../../components/Loading';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFound } from '../../components/NotFound';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLoad } from '../../components/use-load';
import { PageWorkspace } from './PageWorkspace';

/** A page of the service at /official-studio/pages/:id: loaded, then worked on in its workspace. */
export function PageScreen() {
  const { id = '' } = useParams();
  const pageId = Number(id);
  const detail = useLoad(() => studioApi.page(pageId), id);
  useDocumentTitle(detail.data?.title ?? '页面');
  if (!/^\d{1,9}$/.test(id)) return <NotFound />;
  if (detail.error && !detail.data) return <LoadFailed title="无法打开页面" message={detail.error} onRetry={detail.reload} />;
  if (!detail.data) return <Loading tip="正在打开页面…" />;
  return <PageWorkspace key={pageId} page={detail.data} reload={detail.reload} />;
}

import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { studioApi } from '../../../api-client/studio-api';
import type { PageDetail, VersionRow } from '../../../api-client/types';
import { LoadFailed } from '../../../components/LoadFailed';
import { useLoad } from '../../../components/use-load';
import { AuditTable } from '../../audit/AuditTable';
import { beijingTime } from '../../../format/time';
import { shortVersion } from '../../../format/version';

/** The page's versions, newest first, marked as live, under work or shown before; then everything done to it. */
export function HistoryTab({ page }: { page: PageDetail }) {
  const audit = useLoad(() => studioApi.pageAudit(page.id), `${page.id}:${page.updatedAt}`);
  const columns: TableColumnProps<VersionRow>[] = [
    { title: '版本', dataIndex: 'hash', width: 130, render: (hash: string) => <code className="console-hash" title={hash}>{shortVersion(hash)}</code> },
    { title: '作者', dataIndex: 'authorName', width: 160 },
    { title: '保存时间（北京时间）', dataIndex: 'createdAt', width: 200, render: (at: string) => beijingTime(at) },
    {
      title: '标记', dataIndex: 'marks', render: (_, version) => (
        <span className="console-tags">
          {version.hash === page.liveVersion && <Tag color="green">线上版本</Tag>}
          {version.hash === page.candidateVersion && <Tag color="arcoblue">当前版本</Tag>}
          {version.hash !== page.liveVersion && page.earlierLive.includes(version.hash) && <Tag>曾上线</Tag>}
        </span>
      ),
    },
  ];
  return (
    <div className="console-history">
      <section className="console-card" aria-labelledby="versions-title">
        <header className="console-panel__header"><h2 id="versions-title">版本</h2><span className="console-muted">共 {page.versions.length} 个；版本名是内容的 SHA-256，内容不同即为不同版本</span></header>
        <Table rowKey="hash" columns={columns} data={page.versions} pagination={false} border={false} size="small" />
      </section>
      <section className="console-card" aria-labelledby="page-audit-title">
        <header className="console-panel__header"><h2 id="page-audit-title">操作记录</h2><span className="console-muted">谁在何时做了什么，以及与当时线上版本的差异</span></header>
        {audit.error ? <LoadFailed message={audit.error} onRetry={audit.reload} /> : <AuditTable entries={audit.data} loading={audit.loading} showTarget={false} />}
      </section>
    </div>
  );
}

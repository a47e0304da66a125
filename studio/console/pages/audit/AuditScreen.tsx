import { Button, Input } from '@arco-design/web-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { studioApi } from '../../api-client/studio-api';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLoad } from '../../components/use-load';
import { AuditTable } from './AuditTable';

/**
 * Every audited action, newest first (the service answers the latest 200), filtered by target: a page's
 * route, `staff:<username>` or `activity:<code>`, kept in the address.
 */
export function AuditScreen() {
  const [query, setQuery] = useSearchParams();
  const target = query.get('target')?.trim() || undefined;
  const [typed, setTyped] = useState(target ?? '');
  const audit = useLoad(() => studioApi.audit(target), target ?? '');
  useDocumentTitle('审计日志');

  const filter = (value: string | undefined) => setQuery(value?.trim() ? { target: value.trim() } : {}, { replace: true });
  return (
    <>
      <ScreenHeader title="审计日志" description="每一次保存、提交、审核、发布、下线、回滚，以及人员和活动的变更，都记录在此，不可修改或删除。" />
      <section className="console-card" aria-label="审计记录">
        <div className="console-toolbar" role="search">
          <Input.Search
            className="console-toolbar__search console-toolbar__search--wide" aria-label="按对象筛选" placeholder="对象：页面路径如 /act/winter，或 staff:editor、activity:ACT_WINTER" allowClear
            value={typed} onChange={setTyped} onSearch={filter} onClear={() => filter(undefined)}
          />
          {target && <Button type="text" onClick={() => { setTyped(''); filter(undefined); }}>清除筛选</Button>}
          <span className="console-toolbar__count" role="status">{audit.data ? `最近 ${audit.data.length} 条` : ''}</span>
        </div>
        {audit.error ? <LoadFailed message={audit.error} onRetry={audit.reload} /> : <AuditTable entries={audit.data} loading={audit.loading} showTarget />}
      </section>
    </>
  );
}

import { Button, Input, Message, Select, Table, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { studioApi } from '../../api-client/studio-api';
import type { PageRow } from '../../api-client/types';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenHeader } from '../../components/ScreenHeader';
import { StateTag } from '../../components/StateTag';
import { UnavailableButton } from '../../components/UnavailableButton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLoad } from '../../components/use-load';
import { scheduleText, timeOrDash } from '../../format/time';
import { shortVersion } from '../../format/version';
import { useStaff } from '../../session/session-context';
import { KIND_LABELS, STATE_LABELS, STATES } from '../../workflow/labels';
import { filterFromQuery, queryWith } from './list-query';
import { NewPageDialog } from './NewPageDialog';

const COLUMNS: TableColumnProps<PageRow>[] = [
  {
    title: '页面', dataIndex: 'title', render: (_, page) => (
      <div className="console-page-cell">
        <Link to={`/pages/${page.id}`} className="console-page-cell__title" onClick={(event) => event.stopPropagation()}>{page.title}</Link>
        <code className="console-page-cell__route">{page.routePath}</code>
      </div>
    ),
  },
  { title: '类型', dataIndex: 'kind', width: 90, render: (_, page) => KIND_LABELS[page.kind] },
  {
    title: '状态', dataIndex: 'state', width: 140, render: (_, page) => (
      <div className="console-stack">
        <StateTag state={page.state} />
        {page.publishAt && <span className="console-muted">定时 {timeOrDash(page.publishAt)}</span>}
      </div>
    ),
  },
  {
    title: '作者 / 更新时间', dataIndex: 'updatedAt', width: 180, render: (_, page) => (
      <div className="console-stack"><span>{page.authorName ?? page.createdByName}</span><span className="console-muted">{timeOrDash(page.updatedAt)}</span></div>
    ),
  },
  { title: '排期（北京时间）', dataIndex: 'validFrom', width: 260, render: (_, page) => <span className="console-schedule">{scheduleText(page.validFrom, page.validTo)}</span> },
  { title: '线上版本', dataIndex: 'liveVersion', width: 110, render: (_, page) => (page.liveVersion ? <code className="console-hash">{shortVersion(page.liveVersion)}</code> : <span className="console-muted">未上线</span>) },
];

/** Every page with its state, author, schedule and live version; search and filters kept in the address. */
export function PageListScreen() {
  const staff = useStaff();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const filter = filterFromQuery(query);
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useState(filter.search ?? '');
  const pages = useLoad(() => studioApi.pages(filter), JSON.stringify(filter));
  useDocumentTitle('页面');

  const change = (name: 'state' | 'kind' | 'search', value: string | undefined) => setQuery(queryWith(query, name, value), { replace: true });
  const filtered = Object.keys(filter).length > 0;
  const createButton = staff.can('editor')
    ? <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>新建页面</Button>
    : <UnavailableButton label="新建页面" reason="需要“编辑”角色才能新建页面"><Button type="primary" icon={<IconPlus />} disabled>新建页面</Button></UnavailableButton>;

  return (
    <>
      <ScreenHeader title="页面" description="运营发布的活动页和信息页：编写、检查、审核、定时发布、下线与回滚。" extra={createButton} />
      <section className="console-card" aria-label="页面列表">
        <div className="console-toolbar" role="search">
          <Input.Search
            className="console-toolbar__search" placeholder="搜索标题、路径或页面编码" aria-label="搜索页面" allowClear value={search}
            onChange={setSearch} onSearch={(value) => change('search', value)} onClear={() => change('search', undefined)}
          />
          <Select className="console-toolbar__filter" aria-label="按状态筛选" placeholder="全部状态" allowClear value={filter.state} onChange={(value?: string) => change('state', value)}>
            {STATES.map((state) => <Select.Option key={state} value={state}>{STATE_LABELS[state]}</Select.Option>)}
          </Select>
          <Select className="console-toolbar__filter" aria-label="按类型筛选" placeholder="全部类型" allowClear value={filter.kind} onChange={(value?: string) => change('kind', value)}>
            {Object.entries(KIND_LABELS).map(([kind, label]) => <Select.Option key={kind} value={kind}>{label}</Select.Option>)}
          </Select>
          {filtered && <Button type="text" onClick={() => { setSearch(''); setQuery(new URLSearchParams(), { replace: true }); }}>清除筛选</Button>}
          <span className="console-toolbar__count" role="status">{pages.data ? `共 ${pages.data.length} 个页面` : ''}</span>
        </div>
        {pages.error
          ? <LoadFailed message={pages.error} onRetry={pages.reload} />
          : (
            <Table
              rowKey="id" columns={COLUMNS} data={pages.data ?? []} loading={pages.loading} pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: true }}
              border={false} rowClassName={() => 'console-clickable-row'} onRow={(page) => ({ onClick: () => navigate(`/pages/${page.id}`) })}
              noDataElement={filtered
                ? <EmptyState title="没有符合条件的页面" description="换个关键词，或清除筛选后再看看。" />
                : <EmptyState title="还没有页面" description={staff.can('editor') ? '点击“新建页面”，从活动页或信息页模板开始。' : '编辑人员新建页面后，会显示在这里。'} />}
            />
          )}
      </section>
      <NewPageDialog
        visible={creating} onClose={() => setCreating(false)}
        onCreated={(page) => { setCreating(false); Message.success(`已新建页面“${page.title}”`); navigate(`/pages/${page.id}`); }}
      />
    </>
  );
}

import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconMinus, IconPlus } from '@arco-design/web-react/icon';
import type { AuditEntry } from '../../api-client/types';
import { EmptyState } from '../../components/EmptyState';
import { beijingTime } from '../../format/time';
import { shortVersion } from '../../format/version';
import { auditActionLabel, STATE_LABELS, type State } from '../../workflow/labels';
import { DeltaView } from '../page/diff/DeltaView';

/** What an entry adds to its action: the state it moved the page to, the comment, the time set, the roles given. */
function details(entry: AuditEntry): string[] {
  const detail = entry.detail ?? {};
  const lines: string[] = [];
  if (typeof detail.from === 'string' && typeof detail.to === 'string' && detail.from !== detail.to) lines.push(`${STATE_LABELS[detail.from as State] ?? detail.from} → ${STATE_LABELS[detail.to as State] ?? detail.to}`);
  if (typeof detail.comment === 'string') lines.push(`意见：${detail.comment}`);
  if (typeof detail.publishAt === 'string') lines.push(`定时：${beijingTime(detail.publishAt)}`);
  if (typeof detail.name === 'string') lines.push(detail.name);
  if (Array.isArray(detail.roles)) lines.push(`角色：${detail.roles.join('、')}`);
  if (detail.active === false) lines.push('已停用');
  if (detail.active === true) lines.push('已启用');
  if (detail.passwordReset === true) lines.push('已重置密码');
  return lines;
}

interface Props {
  entries?: AuditEntry[];
  loading: boolean;
  /** The whole log names each entry's page or record; a page's own history need not. */
  showTarget: boolean;
}

/** Audit entries, newest first: when, who, what, on what, and for a page the difference from its live version. */
export function AuditTable({ entries, loading, showTarget }: Props) {
  const columns: TableColumnProps<AuditEntry>[] = [
    { title: '时间（北京时间）', dataIndex: 'at', width: 170, render: (at: string) => beijingTime(at) },
    { title: '人员', dataIndex: 'actorName', width: 140 },
    { title: '操作', dataIndex: 'action', width: 110, render: (_, entry) => <Tag className="console-action-tag">{auditActionLabel(entry.action, entry.detail)}</Tag> },
    ...(showTarget ? [{ title: '对象', dataIndex: 'target', width: 220, render: (target: string) => <code className="console-target">{target}</code> }] : []),
    { title: '说明', dataIndex: 'detail', render: (_, entry) => <div className="console-stack">{details(entry).map((line) => <span key={line}>{line}</span>)}</div> },
    { title: '版本', dataIndex: 'version', width: 110, render: (version: string | null) => (version ? <code className="console-hash" title={version}>{shortVersion(version)}</code> : '—') },
  ];
  return (
    <Table
      rowKey="id" columns={columns} data={entries ?? []} loading={loading} border={false} size="small" pagination={{ pageSize: 30, hideOnSinglePage: true }}
      expandedRowRender={(entry) => (entry.difference ? <DeltaView delta={entry.difference} /> : null)}
      expandProps={{
        rowExpandable: (entry) => !!entry.difference, expandRowByClick: false,
        // arco's own expand button has only an icon: this one says what it opens.
        icon: ({ expanded }) => <button type="button" aria-expanded={expanded} aria-label={expanded ? '收起与线上版本的差异' : '展开与线上版本的差异'}>{expanded ? <IconMinus /> : <IconPlus />}</button>,
      }}
      noDataElement={<EmptyState title="暂无记录" />}
    />
  );
}

import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { deltaChanges, type Change, type ChangeKind } from './delta-changes';

const KINDS: Record<ChangeKind, { label: string; colour: string }> = {
  added: { label: '新增', colour: 'green' },
  removed: { label: '删除', colour: 'red' },
  changed: { label: '修改', colour: 'orange' },
  moved: { label: '移动', colour: 'arcoblue' },
};

/** A value as one readable line: text as it is, anything else as JSON, long ones shortened. */
function shown(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 237)}…` : text;
}

const COLUMNS: TableColumnProps<Change & { key: string }>[] = [
  { title: '位置', dataIndex: 'path', width: 260, render: (path: string) => <code className="console-diff__path">{path}</code> },
  { title: '改动', dataIndex: 'kind', width: 80, render: (kind: ChangeKind) => <Tag color={KINDS[kind].colour} className={`console-change console-change--${kind}`}>{KINDS[kind].label}</Tag> },
  { title: '线上版本', dataIndex: 'before', render: (value: unknown) => <span className="console-diff__before">{shown(value)}</span> },
  { title: '此版本', dataIndex: 'after', render: (value: unknown) => <span className="console-diff__after">{shown(value)}</span> },
];

/** A jsondiffpatch delta as a table of changes: where, what kind, before → after. */
export function DeltaView({ delta }: { delta: unknown }) {
  const changes = deltaChanges(delta).map((change, index) => ({ ...change, key: `${change.path}:${index}` }));
  return <Table className="console-diff" rowKey="key" columns={COLUMNS} data={changes} pagination={false} border={false} size="small" />;
}

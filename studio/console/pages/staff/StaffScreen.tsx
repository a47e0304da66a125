import { Button, Message, Popconfirm, Result, Space, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { messageOf } from '../../api-client/api-error';
import { studioApi, type StaffChange } from '../../api-client/studio-api';
import type { StaffMember } from '../../api-client/types';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenHeader } from '../../components/ScreenHeader';
import { useAction } from '../../components/use-action';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLoad } from '../../components/use-load';
import { beijingTime } from '../../format/time';
import { useStaff } from '../../session/session-context';
import { PasswordDialog } from './PasswordDialog';
import { RolesDialog } from './RolesDialog';
import { StaffDialog } from './StaffDialog';

const lockedNow = (member: StaffMember) => !!member.lockedUntil && Date.parse(member.lockedUntil) > Date.now();

/** Staff accounts (管理员 only): add, change roles, reset a password (which also unlocks), deactivate. */
export function StaffScreen() {
  const me = useStaff();
  useDocumentTitle('人员');
  if (!me.can('admin')) {
    return (
      <section className="console-card console-result">
        <h1 className="console-visually-hidden">人员</h1>
        <Result status="403" title="没有权限" subTitle="人员管理需要“管理员”角色。" />
      </section>
    );
  }
  return <StaffAdministration myId={me.id} />;
}

function StaffAdministration({ myId }: { myId: number }) {
  const staff = useLoad(() => studioApi.staff(), 'staff');
  const [dialog, setDialog] = useState<{ kind: 'add' } | { kind: 'roles' | 'password'; member: StaffMember }>();
  const { busy, run } = useAction();

  const change = (member: StaffMember, body: StaffChange, done: string) => run(`${member.id}`, async () => {
    try {
      await studioApi.changeStaff(member.id, body);
      Message.success(done);
      setDialog(undefined);
      staff.reload();
    } catch (error) {
      Message.error(messageOf(error));
    }
  });

  const columns: TableColumnProps<StaffMember>[] = [
    { title: '姓名', dataIndex: 'displayName', render: (_, member) => <div className="console-page-cell"><strong>{member.displayName}{member.id === myId && <span className="console-muted">（我）</span>}</strong><code className="console-page-cell__route">{member.username}</code></div> },
    { title: '角色', dataIndex: 'roles', width: 240, render: (_, member) => <span className="console-tags">{member.roleLabels.map((label) => <Tag key={label} color="arcoblue">{label}</Tag>)}</span> },
    {
      title: '状态', dataIndex: 'active', width: 220, render: (_, member) => (
        !member.active ? <Tag color="gray">已停用</Tag>
          : lockedNow(member) ? <Tag color="red">已锁定至 {beijingTime(member.lockedUntil!)}</Tag>
            : <Tag color="green">正常</Tag>
      ),
    },
    {
      title: '操作', dataIndex: 'actions', width: 300, render: (_, member) => (
        <Space size={4}>
          <Button size="small" type="text" onClick={() => setDialog({ kind: 'roles', member })}>修改角色</Button>
          <Button size="small" type="text" onClick={() => setDialog({ kind: 'password', member })}>{lockedNow(member) ? '解锁并重置密码' : '重置密码'}</Button>
          {member.id !== myId && (member.active
            ? (
              <Popconfirm title={`停用 ${member.displayName}？`} content="停用后此账号立即退出登录，且不能再登录。" okText="停用" okButtonProps={{ status: 'danger' }} onOk={() => change(member, { active: false }, `已停用 ${member.displayName}`)}>
                <Button size="small" type="text" status="danger" loading={busy === `${member.id}`}>停用</Button>
              </Popconfirm>
            )
            : <Button size="small" type="text" loading={busy === `${member.id}`} onClick={() => void change(member, { active: true }, `已启用 ${member.displayName}`)}>启用</Button>)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader
        title="人员" description="运营人员账号与角色：编辑写页面，审核通过或退回，发布上线与下线，管理员管理人员。一人可兼任多个角色，但不能审核自己编写的版本。"
        extra={<Button type="primary" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>添加人员</Button>}
      />
      <section className="console-card" aria-label="人员列表">
        {staff.error
          ? <LoadFailed message={staff.error} onRetry={staff.reload} />
          : <Table rowKey="id" columns={columns} data={staff.data ?? []} loading={staff.loading} border={false} pagination={false} noDataElement={<EmptyState title="还没有人员" />} />}
      </section>
      <StaffDialog visible={dialog?.kind === 'add'} onClose={() => setDialog(undefined)} onAdded={(member) => { setDialog(undefined); Message.success(`已添加 ${member.displayName}`); staff.reload(); }} />
      {dialog?.kind === 'roles' && <RolesDialog member={dialog.member} busy={!!busy} onClose={() => setDialog(undefined)} onSave={(roles) => void change(dialog.member, { roles }, `已修改 ${dialog.member.displayName} 的角色`)} />}
      {dialog?.kind === 'password' && <PasswordDialog member={dialog.member} busy={!!busy} onClose={() => setDialog(undefined)} onSave={(password) => void change(dialog.member, { password }, `已重置 ${dialog.member.displayName} 的密码，其所有登录已退出`)} />}
    </>
  );
}

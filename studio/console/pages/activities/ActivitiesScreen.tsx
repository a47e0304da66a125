import { Button, Message, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { studioApi } from '../../api-client/studio-api';
import type { Activity } from '../../api-client/types';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { ScreenHeader } from '../../components/ScreenHeader';
import { UnavailableButton } from '../../components/UnavailableButton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLoad } from '../../components/use-load';
import { beijingTime } from '../../format/time';
import { useStaff } from '../../session/session-context';
import { ActivityDialog } from './ActivityDialog';

/** Where an activity is in its dates now. */
function phase(activity: Activity, now: number) {
  if (Date.parse(activity.endsAt) <= now) return <Tag color="gray">已结束</Tag>;
  if (Date.parse(activity.startsAt) > now) return <Tag color="arcoblue">未开始</Tag>;
  return <Tag color="green">进行中</Tag>;
}

/** The registered activities a campaign's leads are recorded under, and registering one (编辑 or 发布). */
export function ActivitiesScreen() {
  const staff = useStaff();
  const activities = useLoad(() => studioApi.activities(), 'activities');
  const [registering, setRegistering] = useState(false);
  const [now] = useState(() => Date.now());
  useDocumentTitle('活动');
  const mayRegister = staff.can('editor') || staff.can('publisher');

  const columns: TableColumnProps<Activity>[] = [
    { title: '活动', dataIndex: 'name', render: (_, activity) => <div className="console-page-cell"><strong>{activity.name}</strong><code className="console-page-cell__route">{activity.code}</code></div> },
    { title: '状态', dataIndex: 'phase', width: 100, render: (_, activity) => phase(activity, now) },
    { title: '开始时间（北京时间）', dataIndex: 'startsAt', width: 190, render: (at: string) => beijingTime(at) },
    { title: '结束时间（北京时间）', dataIndex: 'endsAt', width: 190, render: (at: string) => beijingTime(at) },
    { title: '活动页面', dataIndex: 'pagePath', width: 200, render: (path: string | null) => (path ? <code className="console-target">{path}</code> : <span className="console-muted">—</span>) },
    { title: '登记时间', dataIndex: 'registeredAt', width: 170, render: (at: string) => beijingTime(at) },
  ];
  const register = mayRegister
    ? <Button type="primary" icon={<IconPlus />} onClick={() => setRegistering(true)}>登记活动</Button>
    : <UnavailableButton label="登记活动" reason="需要“编辑”或“发布”角色才能登记活动"><Button type="primary" icon={<IconPlus />} disabled>登记活动</Button></UnavailableButton>;

  return (
    <>
      <ScreenHeader title="活动" description="活动页的线索按活动编码记录；活动页的排期须在所关联活动的时间之内。" extra={register} />
      <section className="console-card" aria-label="活动列表">
        {activities.error
          ? <LoadFailed message={activities.error} onRetry={activities.reload} />
          : (
            <Table
              rowKey="code" columns={columns} data={activities.data ?? []} loading={activities.loading} border={false} pagination={{ pageSize: 20, hideOnSinglePage: true }}
              noDataElement={<EmptyState title="还没有登记活动" description={mayRegister ? '点击“登记活动”，或在新建活动页时一并登记。' : '编辑或发布人员登记活动后，会显示在这里。'} />}
            />
          )}
      </section>
      <ActivityDialog
        visible={registering} onClose={() => setRegistering(false)}
        onRegistered={(activity) => { setRegistering(false); Message.success(`已登记活动“${activity.name}”`); activities.reload(); }}
      />
    </>
  );
}

import { Alert, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import type { PageDetail } from '../../api-client/types';
import { ScreenHeader } from '../../components/ScreenHeader';
import { StateTag } from '../../components/StateTag';
import { scheduleText, timeOrDash } from '../../format/time';
import { shortVersion } from '../../format/version';
import { KIND_LABELS } from '../../workflow/labels';

/** The page's name, address, state, schedule and live version, with the actions this staff member may take. */
export function PageHeader({ page, actions, dirty }: { page: PageDetail; actions: ReactNode; dirty: boolean }) {
  const facts: Array<[string, ReactNode]> = [
    ['路径', <code key="route">{page.routePath}</code>],
    ['类型', KIND_LABELS[page.kind]],
    ['页面编码', page.pageCode ?? '—'],
    ...(page.kind === 'campaign' ? [['关联活动', page.activityCode ?? '未关联'] as [string, ReactNode]] : []),
    ['排期（北京时间）', scheduleText(page.validFrom, page.validTo)],
    ['线上版本', page.liveVersion ? <code key="live" className="console-hash">{shortVersion(page.liveVersion)}</code> : '未上线'],
    ['最近修改', `${page.authorName ?? page.createdByName} · ${timeOrDash(page.updatedAt)}`],
  ];
  return (
    <ScreenHeader
      trail={[{ label: '页面', to: '/pages' }]}
      title={page.title}
      description={(
        <span className="console-tags">
          <StateTag state={page.state} />
          {page.liveVersion && page.state !== 'live' && <Tag color="green">线上版本仍在运行</Tag>}
          {dirty && <Tag color="orangered" className="console-unsaved">有未保存的修改</Tag>}
          {page.publishAt && <Tag color="arcoblue">定时上线：{timeOrDash(page.publishAt)}</Tag>}
        </span>
      )}
      extra={actions}
    >
      <dl className="console-facts">
        {facts.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
      </dl>
      {page.state === 'draft' && page.reviewComment && <Alert className="console-review-comment" type="warning" title="审核退回意见" content={page.reviewComment} />}
    </ScreenHeader>
  );
}

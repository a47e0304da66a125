import { Select } from '@arco-design/web-react';
import { useState } from 'react';
import { studioApi } from '../../../api-client/studio-api';
import type { PageDetail } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { Loading } from '../../../components/Loading';
import { LoadFailed } from '../../../components/LoadFailed';
import { useLoad } from '../../../components/use-load';
import { beijingTime } from '../../../format/time';
import { shortVersion } from '../../../format/version';
import { DeltaView } from './DeltaView';

/** How a version of the page (by default the one under work) differs from the live one (GET pages/:id/diff). */
export function DiffTab({ page }: { page: PageDetail }) {
  const [version, setVersion] = useState(page.candidateVersion ?? undefined);
  const difference = useLoad(() => studioApi.difference(page.id, version), `${page.id}:${version}:${page.liveVersion}`);

  const body = () => {
    if (difference.error) return <LoadFailed message={difference.error} onRetry={difference.reload} />;
    if (!difference.data) return <Loading />;
    if (!difference.data.live) return <EmptyState title="尚无线上版本" description="页面还没有上线过，发布后可在这里比较新版本与线上版本的差异。" />;
    if (!difference.data.difference) return <EmptyState title="与线上版本相同" description={`版本 ${shortVersion(difference.data.version)} 与线上版本 ${shortVersion(difference.data.live)} 内容一致。`} />;
    return <DeltaView delta={difference.data.difference} />;
  };

  return (
    <section className="console-card" aria-labelledby="diff-title">
      <header className="console-panel__header">
        <h2 id="diff-title">与线上版本的差异</h2>
        <div className="console-inline-field">
          <span>比较的版本</span>
          <Select value={version} onChange={setVersion} style={{ width: 320 }} aria-label="比较的版本">
            {page.versions.map((item) => (
              <Select.Option key={item.hash} value={item.hash}>
                {shortVersion(item.hash)} · {item.authorName} · {beijingTime(item.createdAt)}{item.hash === page.candidateVersion ? '（当前）' : ''}
              </Select.Option>
            ))}
          </Select>
        </div>
      </header>
      {difference.data?.live && <p className="console-panel__note">线上版本 <code className="console-hash">{shortVersion(difference.data.live)}</code>；只比较已保存的版本，编辑器中未保存的修改不在其中。</p>}
      {body()}
    </section>
  );
}

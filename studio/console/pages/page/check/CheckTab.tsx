import { Button, Result } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { studioApi } from '../../../api-client/studio-api';
import { Loading } from '../../../components/Loading';
import { LoadFailed } from '../../../components/LoadFailed';
import { useLoad } from '../../../components/use-load';
import { RefusalList } from '../RefusalList';

/** The gates' refusals for the saved version: what submitting it would say (GET pages/:id/check). */
export function CheckTab({ pageId, savedVersion, onReveal }: { pageId: number; savedVersion: string | null; onReveal(field: string): void }) {
  const check = useLoad(() => studioApi.checkSaved(pageId), `${pageId}:${savedVersion}`);
  if (check.error) return <LoadFailed message={check.error} onRetry={check.reload} />;
  if (!check.data) return <Loading tip="正在检查已保存的版本…" />;
  const { refusals } = check.data;
  return (
    <section className="console-card console-check" aria-labelledby="check-title">
      <header className="console-panel__header">
        <h2 id="check-title">已保存版本的提交前检查</h2>
        <Button size="small" icon={<IconRefresh />} loading={check.loading} onClick={check.reload}>重新检查</Button>
      </header>
      {refusals.length === 0
        ? <Result status="success" title="全部检查通过" subTitle="已保存的版本可以提交审核。" />
        : (
          <>
            <p className="console-check__summary" role="status">共 {refusals.length} 项未通过，修改并保存后再提交审核：</p>
            <RefusalList refusals={refusals} onReveal={onReveal} />
          </>
        )}
      <p className="console-panel__note">检查的是已保存的版本；编辑器中未保存的修改，在“编辑”中随输入检查。</p>
    </section>
  );
}

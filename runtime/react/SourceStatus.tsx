import Loading from '@arco-design/mobile-react/esm/loading';
import '@arco-design/mobile-react/esm/loading/style';
import type { SourceState } from '../core/data';

/** The loading, error-with-retry and empty states every data-bound node gets for free. */
export function SourceLoading() {
  return (
    <div className="source-state" role="status" aria-live="polite">
      <Loading type="arc" radius={10} />
      <span>加载中…</span>
    </div>
  );
}

export function SourceError({ state, onRetry }: { state: SourceState; onRetry: () => void }) {
  return (
    <div className="source-state source-state--error" role="alert">
      <span>{state.error ?? '系统开小差，请稍后重试'}</span>
      <button type="button" className="source-state__retry" onClick={onRetry}>重新加载</button>
    </div>
  );
}

export function SourceEmpty({ text }: { text?: string }) {
  return (
    <div className="source-state source-state--empty">
      <span className="source-state__empty-icon" aria-hidden="true" />
      <span>{text ?? '暂无数据'}</span>
    </div>
  );
}

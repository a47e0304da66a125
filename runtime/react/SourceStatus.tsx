import Loading from '@arco-design/mobile-react/esm/loading';
import '@arco-design/mobile-react/esm/loading/style';
import type { CSSProperties } from 'react';
import type { SourceState } from '../core/data';
import type { WidgetNode } from '../../schemas/generated/page';
import { EmptyIllustration } from '../../widgets/shared/EmptyIllustration';
import { unbroken } from '../../widgets/shared/unbroken';

/** A static "w:h" ratio prop, as a CSS aspect-ratio (banners know their shape before their data). */
function ratioOf(node?: WidgetNode): string | undefined {
  const ratio = node?.props?.ratio;
  return typeof ratio === 'string' && /^\d+(\.\d+)?:\d+(\.\d+)?$/.test(ratio) ? ratio.replace(':', ' / ') : undefined;
}

/**
 * The loading, error-with-retry and empty states every data-bound node gets for free. While loading,
 * a node keeps the room its widget will take (the widget's CSS sizes `.source-state--for-<type>`), so
 * nothing below it moves when the data arrives. Marked busy, as every loading placeholder is: assistive
 * technology and tests (scripts/lib/settle.ts) know the page is not finished.
 */
export function SourceLoading({ node }: { node?: WidgetNode }) {
  const ratio = ratioOf(node);
  return (
    <div
      className={node ? `source-state source-state--loading source-state--for-${node.type}` : 'source-state source-state--loading'}
      style={ratio ? ({ '--ratio': ratio } as CSSProperties) : undefined}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <Loading type="arc" radius={10} />
      <span>加载中…</span>
    </div>
  );
}

/** A way onward from nothing to show (the node's `emptyLink`): its text, and going there. */
export interface Onward { text: string; go: () => void }

/**
 * A failed load in place of its data, with 重新加载. A lasting answer (what was asked for is not there),
 * which loading again would only repeat, is shown as nothing to show, with the server's reason and the
 * node's way onward.
 */
export function SourceError({ state, onRetry, onward }: { state: SourceState; onRetry: () => void; onward?: Onward }) {
  const reason = state.error ?? '系统开小差，请稍后重试';
  if (state.lasting) return <SourceEmpty text={reason} alert onward={onward} />;
  return (
    <div className="source-state source-state--error" role="alert">
      <span>{reason}</span>
      <button type="button" className="source-state__button" onClick={onRetry}>重新加载</button>
    </div>
  );
}

export function SourceEmpty({ text, alert = false, onward }: { text?: string; alert?: boolean; onward?: Onward }) {
  return (
    <div className="source-state source-state--empty" role={alert ? 'alert' : undefined}>
      <EmptyIllustration className="source-state__empty-image" />
      <p className="source-state__empty-text">{unbroken(text ?? '暂无数据')}</p>
      {onward && <button type="button" className="source-state__button" onClick={onward.go}>{onward.text}</button>}
    </div>
  );
}

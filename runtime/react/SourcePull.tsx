import { useEffect, useState, type ReactNode } from 'react';
// The transform-based implementation, on every system: arco's iOS one scrolls its own box, and our pages
// scroll as a whole. Imported directly, it also leaves out the chooser's system detection.
import { PullRefresh } from '@arco-design/mobile-react/esm/pull-refresh/android-pull-refresh';
import type { PullRefreshBasicProps } from '@arco-design/mobile-react/esm/pull-refresh/model';
import '@arco-design/mobile-react/esm/pull-refresh/style';
import Loading from '@arco-design/mobile-react/esm/loading';
import './source-pull.css';

const label = (content: ReactNode) => <div className="arco-pull-refresh-label-text">{content}</div>;
// The gesture's hints, hidden from screen readers: they stay in the page above the list while nobody pulls.
const hint = (text: string) => <div className="arco-pull-refresh-label-text" aria-hidden="true">{text}</div>;

/** Whether the page is scrolled to its very top, followed as it scrolls. */
function useAtTop(): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    const check = () => setAtTop(window.scrollY <= 0);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  return atTop;
}

interface Props {
  /** Loads the list again from its first page; settles (never rejects) once the answer is shown or has failed. */
  onRefresh: () => Promise<void>;
  /** False after a refresh that failed: the rows stay, its toast said why, and 刷新成功 is not shown. */
  refreshed: boolean;
  /** Not pulled for now, wherever the page is scrolled. */
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A paged list pulled down while the page is at its top: 下拉刷新, 释放立即刷新 past the label's height,
 * 刷新中 while the first page loads again, then 刷新成功. Further down the page it listens to nothing, so
 * the same gesture only scrolls.
 */
export default function SourcePull({ onRefresh, refreshed, disabled = false, children }: Props) {
  const atTop = useAtTop();
  return (
    <PullRefresh
      className="source-pull"
      disabled={disabled || !atTop}
      // Typed by arco as es6-promise's Promise; it only waits for it (Promise.all), which any promise allows.
      onRefresh={onRefresh as unknown as PullRefreshBasicProps['onRefresh']}
      pullingText={hint('下拉刷新')}
      loosingText={hint('释放立即刷新')}
      loadingText={label(<><Loading type="circle" radius={8} /><span role="status">刷新中</span></>)}
      finishText={refreshed ? label(<span role="status">刷新成功</span>) : null}
    >
      {children}
    </PullRefresh>
  );
}

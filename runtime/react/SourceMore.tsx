import { useEffect, useEffectEvent } from 'react';
import LoadMore from '@arco-design/mobile-react/esm/load-more';
import '@arco-design/mobile-react/esm/load-more/style';
import Loading from '@arco-design/mobile-react/esm/loading';
import type { MoreState } from '../core/data';
import './source-more.css';

const STATUS = { ready: 'prepare', loading: 'loading', error: 'retry', done: 'nomore' } as const;
/** How near the page's end (px) the next page is asked for. */
const THRESHOLD = 240;

/**
 * The end of a list bound to a paged source: it loads the next page as the customer scrolls near it (and
 * at once while the list is shorter than the screen), shows 加载中 meanwhile, 没有更多了 after the last
 * page, and after a failed page the failure with 重试 (without it when asking again would fail again), every
 * row loaded so far still above it.
 */
export default function SourceMore({ more, onMore }: { more: MoreState; onMore: () => Promise<void> }) {
  // This part arrives lazily, after the rows: a customer may have scrolled to the page's end meanwhile, and
  // arco only looks again on a scroll, which the end of the page no longer gives. So it looks once now.
  const loadIfAtTheEnd = useEffectEvent(() => {
    const page = document.documentElement;
    if (more.status === 'ready' && page.scrollHeight - window.scrollY - page.clientHeight <= THRESHOLD) void onMore();
  });
  useEffect(() => loadIfAtTheEnd(), []);
  // One page and nothing more: the list simply ends.
  if (more.status === 'done' && more.pages === 1) return null;
  // A next page that asking again would not bring (not there any more, not the customer's): the list ends with why.
  const ended = more.status === 'error' && more.lasting;
  return (
    <LoadMore
      className="source-more"
      status={ended ? 'nomore' : STATUS[more.status]}
      getDataAtFirst={false}
      getDataWhenNoScrollAtFirst
      threshold={THRESHOLD}
      getData={(done) => void onMore().finally(() => done('prepare'))}
      prepareArea={<span className="source-more__text" />}
      loadingArea={
        <span className="source-more__text" role="status" aria-busy="true">
          <Loading type="arc" radius={8} />
          加载中…
        </span>
      }
      noMoreArea={ended
        ? <span className="source-more__text" role="alert">{more.error}</span>
        : <span className="source-more__text source-more__text--end">没有更多了</span>}
      retryArea={
        <span className="source-more__text" role="alert">
          {more.status === 'error' && more.error}
          <button type="button" className="source-more__retry">重试</button>
        </span>
      }
    />
  );
}

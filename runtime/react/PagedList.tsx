import type { ReactNode } from 'react';
import type { SourceState } from '../core/data';
import { usePageRuntime } from './context';
import SourceMore from './SourceMore';
import SourcePull from './SourcePull';

/**
 * A list bound to a paged source, in a chunk that only pages with such a list load: pulled down at the
 * page's top it loads again from its first page, and near its end it loads the next.
 */
export default function PagedList({ source, state, children }: { source: string; state: SourceState; children: ReactNode }) {
  const runtime = usePageRuntime();
  const { more, error } = state;
  if (!more) return children;
  return (
    <>
      {/* A pull asks for the page as it is now: the list from its first page, and every other source shown
          beside it (the bean balance above the bean history), so the page never disagrees with itself.
          Not pulled while a next page loads: the refresh would give that page up. */}
      <SourcePull onRefresh={runtime.refreshAll} refreshed={error === undefined} disabled={more.status === 'loading'}>
        {children}
      </SourcePull>
      <SourceMore more={more} onMore={() => runtime.loadMore(source)} />
    </>
  );
}

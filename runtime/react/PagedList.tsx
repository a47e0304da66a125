import type { ReactNode } from 'react';
import { usePageRuntime } from './context';
import SourceMore from './SourceMore';
import SourcePull from './SourcePull';

/**
 * A list bound to a paged source, in a chunk that only pages with such a list load: pulled down at the
 * page's top it loads again from its first page, and near its end it loads the next.
 */
export default function PagedList({ source, children }: { source: string; children: ReactNode }) {
  const runtime = usePageRuntime();
  const { more, error } = runtime.sources[source];
  if (!more) return children;
  return (
    <>
      {/* Not pulled while a next page loads: the refresh would abort it, and a failed one keep it loading. */}
      <SourcePull onRefresh={() => runtime.reload(source)} refreshed={error === undefined} disabled={more.status === 'loading'}>
        {children}
      </SourcePull>
      <SourceMore more={more} onMore={() => runtime.loadMore(source)} />
    </>
  );
}

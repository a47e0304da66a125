import { useSyncExternalStore } from 'react';
import Loading from '@arco-design/mobile-react/esm/loading';
import '@arco-design/mobile-react/esm/loading/style';
import type { Navigation } from './navigation';

/**
 * The page-loading overlay (docs/product.md, Routes; Route guard, steps 2 and 8): shown while a navigation is pending — the
 * first one included — that is while the guard runs and the next page loads.
 */
export function LoadingOverlay({ navigation }: { navigation: Pick<Navigation, 'state' | 'subscribe'> }) {
  const pending = useSyncExternalStore(navigation.subscribe, () => !navigation.state.initialized || navigation.state.pending !== null);
  if (!pending) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-overlay__box">
        <Loading type="spin" radius={12} />
        <span>页面加载中…</span>
      </div>
    </div>
  );
}

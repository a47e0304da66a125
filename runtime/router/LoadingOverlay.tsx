import { useNavigation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import Loading from '@arco-design/mobile-react/esm/loading';
import '@arco-design/mobile-react/esm/loading/style';
import { overlayStore } from '../core/ui/overlay';

/** The page-loading overlay: while the guard runs and the next page's chunk loads. */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const { visible } = useSnapshot(overlayStore);
  if (!visible && navigation.state === 'idle') return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <div className="loading-overlay__box">
        <Loading type="spin" radius={12} />
        <span>页面加载中…</span>
      </div>
    </div>
  );
}

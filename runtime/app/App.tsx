import { AppRuntimeContext, type AppRuntime } from '../react/AppRuntime';
import { LoadingOverlay } from '../router/LoadingOverlay';
import { RoutedView } from '../router/RoutedView';
import type { AppRouter } from './router';

/** The app shell: the runtime every page uses, the routed page and the page-loading overlay. */
export function App({ runtime, router }: { runtime: AppRuntime; router: AppRouter }) {
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <RoutedView navigation={router} />
      <LoadingOverlay navigation={router} />
    </AppRuntimeContext.Provider>
  );
}

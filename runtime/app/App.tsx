import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { widgetRegistry } from '../../widgets/registry';
import { AppRuntimeContext, type AppRuntime } from '../react/AppRuntime';
import { sessionOwner, sessionStore } from '../core/session';
import { appConfig } from './app-config';
import { callService } from './services';
import { sharePage, trackEvent } from './page-effects';
import type { createAppRouter } from './router';

const runtime: AppRuntime = {
  registry: widgetRegistry,
  app: appConfig,
  site: { origin: window.location.origin, allowlist: appConfig.redirectAllowlist },
  useSession: () => useSnapshot(sessionStore),
  draftOwner: () => sessionOwner(sessionStore.user),
  fetch: callService,
  share: sharePage,
  track: trackEvent,
  dev: import.meta.env.DEV,
};

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <RouterProvider router={router} />
    </AppRuntimeContext.Provider>
  );
}

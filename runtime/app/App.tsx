import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { widgetRegistry } from '../../widgets/registry';
import { AppRuntimeContext, type AppRuntime } from '../react/AppRuntime';
import { sessionStore } from '../core/session';
import { appConfig } from './app-config';
import { callService } from './services';
import { sharePage, trackEvent } from './page-effects';
import { router } from './router';

const runtime: AppRuntime = {
  registry: widgetRegistry,
  app: appConfig,
  useSession: () => useSnapshot(sessionStore),
  fetch: callService,
  share: sharePage,
  track: trackEvent,
  dev: import.meta.env.DEV,
};

export function App() {
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <RouterProvider router={router} />
    </AppRuntimeContext.Provider>
  );
}

import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { pages } from 'virtual:pages';
import { widgetRegistry } from '../widgets/registry';
import { buildRoutes } from './router/routes';
import { AppRuntimeContext, type AppRuntime } from './react/AppRuntime';
import { sessionStore } from './core/session/store';
import { appConfig } from './app-config';

const router = createBrowserRouter(buildRoutes(pages, widgetRegistry), { basename: '/official' });

const unavailable = () => Promise.reject(new Error('服务暂不可用，请稍后重试'));

export function App() {
  const runtime: AppRuntime = useMemo(() => ({
    registry: widgetRegistry,
    app: appConfig,
    useSession: () => useSnapshot(sessionStore),
    fetch: unavailable,
    share: unavailable,
    track: () => undefined,
    dev: import.meta.env.DEV,
  }), []);
  return (
    <AppRuntimeContext.Provider value={runtime}>
      <RouterProvider router={router} />
    </AppRuntimeContext.Provider>
  );
}

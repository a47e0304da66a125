import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ConsoleLayout } from './components/ConsoleLayout';
import { Loading } from './components/Loading';
import { NotFound } from './components/NotFound';
import { ActivitiesScreen } from './pages/activities/ActivitiesScreen';
import { AuditScreen } from './pages/audit/AuditScreen';
import { LoginScreen } from './pages/login/LoginScreen';
import { PageListScreen } from './pages/page-list/PageListScreen';
import { StaffScreen } from './pages/staff/StaffScreen';
import { RequireSession } from './session/RequireSession';
import { HOME_PATH } from './session/next-path';
import { SessionProvider } from './session/SessionProvider';
import { CONSOLE_BASE } from './base';

// The page screen holds the editor (CodeMirror) and the preview: a chunk of its own, fetched when a page is opened.
const PageScreen = lazy(() => import('./pages/page/PageScreen').then((module) => ({ default: module.PageScreen })));

export function App() {
  return (
    <ConfigProvider locale={zhCN}>
      <BrowserRouter basename={CONSOLE_BASE.replace(/\/$/, '')}>
        <SessionProvider>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route element={<RequireSession><ConsoleLayout /></RequireSession>}>
              <Route index element={<Navigate to={HOME_PATH} replace />} />
              <Route path="/pages" element={<PageListScreen />} />
              <Route path="/pages/:id" element={<Suspense fallback={<Loading />}><PageScreen /></Suspense>} />
              <Route path="/activities" element={<ActivitiesScreen />} />
              <Route path="/staff" element={<StaffScreen />} />
              <Route path="/audit" element={<AuditScreen />} />
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </SessionProvider>
      </BrowserRouter>
    </ConfigProvider>
  );
}

import { Button, Result, Spin } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from './next-path';
import { useSession } from './session-context';

/**
 * The screens behind login: while GET me is asked, a spinner; signed out, login, which comes back here
 * (a bookmark, an expired session) unless staff signed out themselves.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state, retry } = useSession();
  const location = useLocation();
  if (state.status === 'checking') {
    return <main className="console-splash"><Spin size={32} tip="正在确认登录状态…" /></main>;
  }
  if (state.status === 'unreachable') {
    return (
      <main className="console-splash">
        <Result status="error" title="无法连接发布服务" subTitle={state.message} extra={<Button type="primary" onClick={retry}>重试</Button>} />
      </main>
    );
  }
  if (state.status === 'signed-out') {
    return <Navigate to={state.left ? '/login' : loginPathFor(`${location.pathname}${location.search}`)} replace state={{ expired: state.expired }} />;
  }
  return children;
}

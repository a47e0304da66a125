import { lazy, Suspense, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { InvalidPageError } from './invalid-page';
import './status-page.css';

const InvalidPage = lazy(() => import('./InvalidPage'));

/**
 * The way home, as React Router's Link would draw it; Link itself brings the data router's prefetching and
 * route discovery into every first load.
 */
function HomeLink() {
  const href = useHref('/');
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the address as the browser would.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate('/', { replace: true });
  };
  return <a className="status-page__home" href={href} onClick={follow}>返回首页</a>;
}

/** Not-found and generic error pages: plain words and a way home. */
export function StatusPage({ title, message }: { title: string; message: string }) {
  return (
    <main className="status-page" role="main">
      <div className="status-page__icon" aria-hidden="true">!</div>
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__message">{message}</p>
      <HomeLink />
    </main>
  );
}

export const NotFoundPage = () => <StatusPage title="页面不存在" message="您访问的页面不存在或已下线，请返回首页继续浏览。" />;

/** A route's error: the customer's plain words, or in the dev server an invalid page's problems. */
export function ErrorPage({ error }: { error?: unknown }) {
  if (error instanceof InvalidPageError) return <Suspense><InvalidPage error={error} /></Suspense>;
  return <StatusPage title="页面出错了" message="系统开小差，请稍后重试。如需帮助，请联系在线客服或拨打客服热线。" />;
}

import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlatformHost } from '../core/page/controller';
import type { AppRuntime } from './AppRuntime';
import { showAlert, showConfirm, showToast } from './feedback';
import { copyText, openDocument } from '../platform/documents';
import { detectEnvironment } from '../platform/environment';
import { portalHistoryDepth } from '../platform/history';

function withQuery(to: string, query?: Record<string, string>): string {
  if (!query || Object.keys(query).length === 0) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${new URLSearchParams(query)}`;
}

/** What a page's actions may do beyond the page, in the browser: the router, feedback, documents, the app's share and track. */
export function usePlatformHost(app: AppRuntime): PlatformHost {
  const navigate = useNavigate();
  // The page's controller keeps one host for its life; a router outside the app's own hands out a new navigate per location.
  const latest = useRef(navigate);
  latest.current = navigate;
  return useMemo(() => ({
    session: app.session,
    site: app.site,
    navigate: (to, { replace, query, carry }) => latest.current(withQuery(to, query), { replace, state: carry ? { carry } : undefined }),
    // A page opened from a shared link or a push message has no portal page behind it: back leads to the
    // portal's root (home) instead of out of the portal.
    back: (delta) => (delta <= portalHistoryDepth() ? latest.current(-delta) : latest.current('/', { replace: true })),
    openUrl: (url, options) => (options?.replace ? window.location.replace(url) : window.location.assign(url)),
    // No navigator when a page is rendered at build time (scripts/lib/prerender-page.tsx).
    inMessagingApp: detectEnvironment(globalThis.navigator?.userAgent ?? '').wechat,
    openDocument,
    copyText,
    toast: showToast,
    alert: showAlert,
    confirm: showConfirm,
    share: app.share,
    track: app.track,
  }), [app]);
}

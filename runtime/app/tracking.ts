import type { ServiceFetcher } from '../core/data';
import type { RuntimeProblem } from '../core/page/problems';

export interface Tracking {
  /** Page tracking (SPEC §4 step 8). */
  trackPage(pageCode: string, path: string): void;
  /** The track action: a custom event on the current page. */
  trackEvent(event: string, params: Record<string, unknown>): void;
  /** A failure on a page, so operations hear of a broken page before customers call. */
  reportProblem(problem: RuntimeProblem): void;
}

/** Analytics events with the SPEC §9 constants; a failed send is dropped, never shown. */
export function createTracking(callService: ServiceFetcher, analytics: { platformType: number; platformName: number }): Tracking {
  const send = (body: Record<string, unknown>) => {
    const request = { body: { platform_type: analytics.platformType, platform_name: analytics.platformName, title: document.title, ...body } };
    void callService('analytics.track', request).catch(() => undefined);
  };
  return {
    trackPage: (pageCode, path) => send({ pageCode, path, event: 'pageview' }),
    trackEvent: (event, params) => send({ pageCode: String(params.pageCode ?? event), path: window.location.pathname, event: 'custom', element: event }),
    reportProblem: ({ kind, configPath, message }) => send({
      pageCode: 'RUNTIME_PROBLEM', path: window.location.pathname, event: 'problem', element: kind,
      configPath: configPath.slice(0, 200), message: message.slice(0, 500),
    }),
  };
}

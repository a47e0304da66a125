import type { ServiceFetcher } from '../core/data';
import type { RuntimeProblem } from '../core/page/problems';

export interface Tracking {
  /**
   * A page is on screen (docs/product.md, Route guard, step 8): a page with a code is tracked, and its path, with personal
   * params already taken out, is the one the events after it name.
   */
  pageShown(path: string, pageCode: string | null): void;
  /** The track action: a custom event on the current page. */
  trackEvent(event: string, params: Record<string, unknown>): void;
  /** A failure on a page, so operations hear of a broken page before customers call. */
  reportProblem(problem: RuntimeProblem): void;
}

/** Analytics events with their constants (docs/product.md, Analytics); a failed send is dropped, never shown. */
export function createTracking(callService: ServiceFetcher, analytics: { platformType: number; platformName: number }): Tracking {
  // Before the first page is shown no address has been vetted: none is sent.
  let path = '';
  const send = (body: Record<string, unknown>) => {
    const request = { body: { platform_type: analytics.platformType, platform_name: analytics.platformName, title: document.title, path, ...body } };
    void callService('analytics.track', request).catch(() => undefined);
  };
  return {
    pageShown: (shownPath, pageCode) => {
      path = shownPath;
      if (pageCode) send({ pageCode, event: 'pageview' });
    },
    trackEvent: (event, params) => send({ pageCode: String(params.pageCode ?? event), event: 'custom', element: event }),
    reportProblem: ({ kind, configPath, message }) => send({
      pageCode: 'RUNTIME_PROBLEM', event: 'problem', element: kind,
      configPath: configPath.slice(0, 200), message: message.slice(0, 500),
    }),
  };
}

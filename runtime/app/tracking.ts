import type { ServiceFetcher } from '../core/data';
import type { RuntimeProblem } from '../core/page/problems';
import { refusalOf } from '../http/errors';

export interface Tracking {
  /**
   * A page is on screen (docs/product.md, Route guard, step 8): a page with a code is tracked, and its path, with personal
   * params already taken out, is the one the events after it name.
   */
  pageShown(path: string, pageCode: string | null): void;
  /** The track action: a custom event on the current page. */
  trackEvent(event: string, params: Record<string, unknown>): void;
  /**
   * A failure on a page. A fault (a widget or config error, a load or call the server could not answer)
   * is a `problem`, so operations hear of a broken page before customers call; the server's refusal of a
   * request (a wrong SMS code, a rule) is a `refusal`, with its service and code, and never a `problem`.
   */
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
    reportProblem: ({ kind, configPath, message, error }) => {
      const refusal = refusalOf(error);
      // The server's own wording is left out of a refusal: it may name the customer, and the code says what it was.
      if (refusal) send({ pageCode: 'BUSINESS_REFUSAL', event: 'refusal', element: refusal.service, code: refusal.code, configPath: configPath.slice(0, 200) });
      else send({ pageCode: 'RUNTIME_PROBLEM', event: 'problem', element: kind, configPath: configPath.slice(0, 200), message: message.slice(0, 500) });
    },
  };
}

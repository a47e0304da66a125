import { snapshot, subscribe, useSnapshot } from 'valtio';
import { createSession, sessionOwner, sessionView } from '../core/session';
import { browserStorage } from '../core/state/storage';
import { createDataCache, readsServices, serviceSources } from '../core/data';
import type { AppRuntime } from '../react/AppRuntime';
import { blankAccount } from './account/account-session';
import { appConfig, appScope } from './app-config';
import { portalExtensions } from './extensions';
import { createMessagingApp } from './messaging-app';
import { detectEnvironment } from '../platform/environment';
import { BASE_PATH, portalUrl } from '../platform/base-path';
import { createAppRouter, sendToLogin, type AppRouter } from './router';
import { createServiceCaller } from './services';
import { handOverToken } from './token-handoff';
import { createTracking } from './tracking';
import { watchPageLanguage } from './expression-problems';
import { shareablePath } from '../router/manifest';
import { loadFeedbackOnFirstTouch } from '../react/feedback';
import { releaseKeys, runtimeVersion } from 'virtual:publishing';
import { lazyPublishedPages } from './published/lazy';

/**
 * The sandbox's stand-ins for the partners and documents the portal hands customers to (same origin,
 * VITE_STAND_INS in .env); the other build modes set none and keep to app.json's allowlist.
 */
function standIns(): string[] {
  const prefix = (import.meta.env as Record<string, string | undefined>).VITE_STAND_INS;
  return prefix ? [new URL(prefix, window.location.origin).href] : [];
}

/**
 * The composition root, called once by the entry point: the one session (holding a handed-over token
 * before any request), the extension catalogue, the service client, tracking, the messaging app, the
 * router (whose first navigation starts now) and the runtime pages get.
 */
export function createPortal(): { runtime: AppRuntime; router: AppRouter } {
  const session = createSession(browserStorage, blankAccount);
  // Before the router's first navigation makes any request.
  handOverToken(session);
  // A failure the customer meets later is told even if the connection has gone by then.
  loadFeedbackOnFirstTouch();
  const extensions = portalExtensions();
  const app = appScope(detectEnvironment(navigator.userAgent).wechat);
  const caller = createServiceCaller({
    session,
    remoteClientAppId: appConfig.remoteClientAppId,
    // Only ever called with an answer, after the router below exists.
    onUnauthorized: (silent) => sendToLogin(router, silent),
    // A call that changed what a source shows (a claim cancelled, a card added): shown ones load again.
    onChanged: (services) => cache.invalidate(services),
  });
  const callService = caller.call;
  const cache = createDataCache({ fetcher: callService, owner: () => sessionOwner(session.store.user), freshFor: caller.freshFor });
  // A logout, another customer's login or a handed-over token drops the answers given to whoever it was before.
  subscribe(session.store, () => cache.owner());
  const tracking = createTracking(callService, appConfig.analytics);
  watchPageLanguage(tracking.reportProblem, import.meta.env.DEV);
  const messagingApp = createMessagingApp(callService, new URL(appConfig.defaultShareImage, window.location.origin).href);
  // Fetched beside the first page; a page staff published shows at its route (docs/publishing.md).
  const published = lazyPublishedPages({
    keys: releaseKeys,
    runtime: runtimeVersion,
    storage: browserStorage,
    fetch: (input, init) => fetch(input, init),
    now: () => new Date(),
    extensions,
    report: ({ route, reason }) => tracking.reportProblem({ kind: 'publishing', configPath: route ?? '/release', message: reason }),
  });
  const router = createAppRouter({
    session,
    extensions,
    published,
    callService,
    companyName: appConfig.companyName,
    // Only a page reading a service has data to start; it came with the query core (provide-query-core.ts).
    startData: (page, params, query) => {
      if (readsServices(page)) serviceSources().prefetchSources(page.data, { params, query, session: sessionView(snapshot(session.store)), app }, cache, extensions.filter);
    },
    shown: (page) => {
      tracking.pageShown(portalUrl(shareablePath(page.route, page.location.pathname)), page.pageCode);
      messagingApp.configure(page);
    },
  });
  const runtime: AppRuntime = {
    extensions,
    app,
    site: { origin: window.location.origin, basePath: BASE_PATH, allowlist: [...appConfig.redirectAllowlist, ...standIns()] },
    session,
    useSession: () => useSnapshot(session.store),
    draftOwner: () => sessionOwner(session.store.user),
    cache,
    share: messagingApp.share,
    track: tracking.trackEvent,
    reportProblem: tracking.reportProblem,
    dev: import.meta.env.DEV,
  };
  return { runtime, router };
}

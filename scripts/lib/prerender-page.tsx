// Loaded by scripts/lib/prerender.ts through Vite's SSR loader (it imports the runtime's React modules
// and the widgets' CSS), never bundled into the app.
import { prerender } from 'react-dom/static';
import type { AppRuntime } from '../../runtime/react/AppRuntime';
import type { RenderablePage } from '../../runtime/react/PageRenderer';
import { render } from '../../runtime/react/render';
import { portalExtensions } from '../../runtime/app/extensions';
import { appConfig, appScope } from '../../runtime/app/app-config';
import { pageTitle } from '../../runtime/router/manifest';
import { BASE_PATH } from '../../runtime/platform/base-path';
import { createSession } from '../../runtime/core/session';
import { browserStorage } from '../../runtime/core/state/storage';
import { blankAccount } from '../../runtime/app/account/account-session';
import { snapshot } from 'valtio/vanilla';
import { createDataCache } from '../../runtime/core/data';
// The pages rendered here are not loaded by the router, which brings the query core with a page reading a service.
import '../../runtime/core/data/provide-query-core';

const never = () => new Promise<never>(() => undefined);

/**
 * A page's markup as a visitor's browser first draws it: static sources filled in, sources bound to a
 * service still loading (their placeholders keep the room their data will take), the session a new
 * visitor starts with (nothing is stored where this runs). Rejects with every problem met (a widget
 * that failed, say): such a page is better served without markup.
 */
export async function renderPage(page: RenderablePage & { route: { path: string; title?: string } }): Promise<string> {
  const { route } = page;
  const problems: string[] = [];
  const session = createSession(browserStorage, blankAccount);
  const cache = createDataCache({ fetcher: never });
  const host: Omit<AppRuntime, 'extensions'> = {
    app: appScope(false),
    site: { origin: 'https://prerender.invalid', basePath: BASE_PATH, allowlist: [] },
    session,
    useSession: () => snapshot(session.store),
    draftOwner: () => '',
    cache,
    share: never,
    track: () => undefined,
    reportProblem: (problem) => problems.push(`${problem.configPath}: ${problem.message}`),
    dev: false,
  };
  const title = pageTitle(route, appConfig.companyName);
  const { prelude } = await prerender(
    render({ page, extensions: portalExtensions(), host, title, draftKey: route.path, at: route.path }),
    // Every boundary inline: React would otherwise move large ones to the end with an inline script,
    // which the portal's CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => { problems.push(error instanceof Error ? error.message : String(error)); } },
  );
  const html = await new Response(prelude).text();
  // The sources' queries would hold the build open until their garbage collection (five minutes).
  cache.client.clear();
  if (problems.length > 0) throw new Error(problems.join('; '));
  return html;
}

import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import type { AppRuntime } from '../../../runtime/react/AppRuntime';
import type { RenderablePage } from '../../../runtime/react/PageRenderer';
import { render as pageElement } from '../../../runtime/react/render';
import type { ReactWidgetSpec } from '../../../runtime/react/types';
import { coreExtensions } from '../core/registry/core-extensions';
import { memorySession } from '../core/session/memory-session';
import { createDataCache, type ServiceFetcher } from '../../../runtime/core/data';

/** Renders a page definition with the given widgets (loaded and their nodes prepared first, as the router does) and services. */
export async function renderPage(page: RenderablePage, specs: ReactWidgetSpec[], { fetch = async () => undefined, ...overrides }: Partial<AppRuntime> & { fetch?: ServiceFetcher } = {}, draftKey?: string) {
  const extensions = coreExtensions(specs);
  await extensions.preloadWidgets(specs.map((spec) => spec.type));
  await extensions.prepareNodes(page.body);
  const { extensions: catalogue, ...host }: AppRuntime = {
    extensions, app: { companyName: '鸿泰人寿保险股份有限公司' }, site: { origin: 'https://portal.example', basePath: '/official', allowlist: ['https://www.hongtai-life.example'] }, session: memorySession(), useSession: () => ({}), draftOwner: () => 'visitor-test', reportProblem: () => undefined,
    cache: createDataCache({ fetcher: fetch }), share: async () => ({ shared: true, link: 'https://portal.example/official/' }), track: () => undefined, dev: true,
    ...overrides,
  };
  // StrictMode mounts twice, as the dev server does: pages must survive it.
  return render(<StrictMode>{pageElement({ page, extensions: catalogue, host, draftKey, at: '/' })}</StrictMode>);
}

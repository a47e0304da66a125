import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRuntimeContext, type AppRuntime } from '../../../runtime/react/AppRuntime';
import { PageRenderer, type RenderablePage } from '../../../runtime/react/PageRenderer';
import type { ReactWidgetSpec } from '../../../runtime/react/types';
import { coreExtensions } from '../core/registry/core-extensions';
import { memorySession } from '../core/session/memory-session';

/** Renders a page definition with the given widgets (loaded first, as the router does) and services. */
export async function renderPage(page: RenderablePage, specs: ReactWidgetSpec[], overrides: Partial<AppRuntime> = {}, draftKey?: string) {
  const extensions = coreExtensions(specs);
  await extensions.preloadWidgets(specs.map((spec) => spec.type));
  const runtime: AppRuntime = {
    extensions, app: { companyName: '鸿泰人寿保险股份有限公司' }, site: { origin: 'https://portal.example', basePath: '/official', allowlist: ['https://www.hongtai-life.example'] }, session: memorySession(), useSession: () => ({}), draftOwner: () => 'visitor-test', reportProblem: () => undefined,
    fetch: async () => undefined, onServicesChanged: () => () => undefined, share: async () => undefined, track: () => undefined, dev: true,
    ...overrides,
  };
  // StrictMode mounts twice, as the dev server does: pages must survive it.
  return render(
    <StrictMode>
      <AppRuntimeContext.Provider value={runtime}>
        <MemoryRouter>
          <PageRenderer page={page} params={{}} query={{}} draftKey={draftKey} />
        </MemoryRouter>
      </AppRuntimeContext.Provider>
    </StrictMode>,
  );
}

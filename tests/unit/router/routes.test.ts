import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, type PublishedRoutes } from '../../../runtime/router/routes';
import { RELEASE_WAIT_MS } from '../../../runtime/router/release-wait';
import { createPageLifecycle } from '../../../runtime/router/page-lifecycle';
import type { AppRoute } from '../../../runtime/router/navigation';
import type { PageEntry } from '../../../runtime/router/manifest';
import { builtinGuardSteps } from '../../../runtime/core/guard';
import { fakeDeps } from '../core/guard/fakes';

const page = (text: string) => ({ body: [{ type: 'text', props: { text } }] });
const entry = (route: PageEntry['route'], text: string, version?: string): PageEntry => ({ route, widgets: ['text'], version, load: async () => ({ default: page(text) }) });
const builtIn = [entry({ path: '/act-spring', title: '春季健康节', module: 'campaign' }, '内置活动页'), entry({ path: '/me/info', title: '个人信息', module: 'me' }, '个人信息')];

function routesWith(published: PublishedRoutes): AppRoute[] {
  const lifecycle = createPageLifecycle({
    loginPath: '/login', defaultTitle: '鸿泰人寿', extensions: { guardSteps: builtinGuardSteps, preloadWidgets: async () => undefined, prepareNodes: async () => undefined },
    guard: fakeDeps().deps, session: () => ({ visitorMode: false }), setTitle: () => undefined, shown: vi.fn(),
  });
  return buildRoutes(builtIn, lifecycle, [], published);
}
const visit = (routes: AppRoute[], path: string, url = path) => {
  const loader = routes.find((route) => route.path === path)!.loader!;
  return Promise.resolve(loader({ url: new URL(`https://portal.example/official${url}`), params: {}, signal: new AbortController().signal }));
};

describe('routes and the pages staff published', () => {
  it('shows a published page at a path no built-in page has, and 页面不存在 where none is published', async () => {
    const published = { entry: async (path: string) => (path === '/act-winter' ? entry({ path: '/act-winter', title: '冬季关爱月', module: 'campaign' }, '已发布活动页', 'a'.repeat(64)) : undefined) };
    const routes = routesWith(published);
    await expect(visit(routes, '*', '/act-winter')).resolves.toMatchObject({ found: true, page: page('已发布活动页'), title: '冬季关爱月', route: { path: '/act-winter' } });
    await expect(visit(routes, '*', '/act-nothing')).resolves.toEqual({ found: false });
  });

  it('shows a campaign\'s published version in place of the built-in one, and leaves other built-in pages alone', async () => {
    const asked: string[] = [];
    const published = { entry: async (path: string) => { asked.push(path); return entry({ path, title: '春季健康节（新版）', module: 'campaign' }, '新版活动页', 'b'.repeat(64)); } };
    const routes = routesWith(published);
    await expect(visit(routes, '/act-spring')).resolves.toMatchObject({ page: page('新版活动页'), title: '春季健康节（新版）' });
    await expect(visit(routes, '/me/info')).resolves.toMatchObject({ page: page('个人信息') });
    expect(asked).toEqual(['/act-spring']);
  });

  it('shows the built-in campaign when the release has not answered within a moment', async () => {
    vi.useFakeTimers();
    try {
      const routes = routesWith({ entry: () => new Promise(() => undefined) });
      const shown = visit(routes, '/act-spring');
      await vi.advanceTimersByTimeAsync(RELEASE_WAIT_MS);
      await expect(shown).resolves.toMatchObject({ page: page('内置活动页') });
    } finally {
      vi.useRealTimers();
    }
  });
});

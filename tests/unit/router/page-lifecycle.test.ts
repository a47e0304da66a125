import { describe, expect, it, vi } from 'vitest';
import { createPageLifecycle, type PageLifecycleOptions } from '../../../runtime/router/page-lifecycle';
import type { PageEntry } from '../../../runtime/router/manifest';
import { Redirect, type NavigationState } from '../../../runtime/router/navigation';
import { fakeDeps } from '../core/guard/fakes';
import { builtinGuardSteps } from '../../../runtime/core/guard';

const page = { body: [{ type: 'text', props: { text: '关于我们' } }] };

function lifecycle(overrides: Partial<PageLifecycleOptions> = {}) {
  const titles: string[] = [];
  const preloadWidgets = vi.fn(async () => undefined);
  const prepareNodes = vi.fn(async () => undefined);
  const options: PageLifecycleOptions = {
    loginPath: '/login',
    defaultTitle: '鸿泰人寿保险股份有限公司',
    extensions: { guardSteps: builtinGuardSteps, preloadWidgets, prepareNodes },
    guard: fakeDeps().deps,
    session: () => ({ visitorMode: false }),
    setTitle: (title) => titles.push(title),
    shown: vi.fn(),
    ...overrides,
  };
  return { ...createPageLifecycle(options), titles, preloadWidgets, prepareNodes };
}

const entry = (route: PageEntry['route'], load: PageEntry['load'] = async () => ({ default: page })): PageEntry =>
  ({ route, widgets: ['text'], load });

const visit = async (loader: ReturnType<ReturnType<typeof lifecycle>['loader']>, url: string, params: Record<string, string> = {}) =>
  loader({ url: new URL(`https://portal.example/official${url}`), params, signal: new AbortController().signal });

describe('page lifecycle', () => {
  it('titles the page once, runs the guard, and hands the definition and title to the view with its widgets loaded', async () => {
    const { loader, titles, preloadWidgets } = lifecycle();
    await expect(visit(loader(entry({ path: '/about-us', title: '关于我们' })), '/about-us')).resolves.toEqual({ found: true, page, title: '关于我们', route: { path: '/about-us', title: '关于我们' } });
    expect(titles).toEqual(['关于我们']);
    expect(preloadWidgets).toHaveBeenCalledWith(['text']);
  });

  it('shows the page only once what its nodes need has loaded, so no node draws a loading card after the page appears', async () => {
    let prepared!: () => void;
    const prepareNodes = vi.fn(() => new Promise<void>((resolve) => { prepared = resolve; }));
    const { loader } = lifecycle({ extensions: { guardSteps: builtinGuardSteps, preloadWidgets: async () => undefined, prepareNodes } });
    let shown = false;
    const load = visit(loader(entry({ path: '/about-us' })), '/about-us').then(() => { shown = true; });
    await vi.waitFor(() => expect(prepareNodes).toHaveBeenCalledWith(page.body));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toBe(false);
    prepared();
    await load;
    expect(shown).toBe(true);
  });

  it('titles a page without its own with the company name', async () => {
    const { loader, titles } = lifecycle();
    await visit(loader(entry({ path: '/work-into' })), '/work-into');
    expect(titles).toEqual(['鸿泰人寿保险股份有限公司']);
  });

  it('answers a param outside its allowed values with 页面不存在, asking nothing of the guard', async () => {
    const { deps, calls } = fakeDeps();
    const { loader, titles } = lifecycle({ guard: deps });
    const route: PageEntry['route'] = { path: '/me/bank-card/:mode', login: true, params: { mode: { values: ['detail', 'edit'] } } };
    await expect(visit(loader(entry(route)), '/me/bank-card/delete', { mode: 'delete' })).resolves.toEqual({ found: false });
    expect(titles).toEqual(['页面不存在']);
    expect(calls).toEqual([]);
  });

  it('turns a guard redirect into a replacing redirect', async () => {
    const { loader } = lifecycle();
    const thrown = await visit(loader(entry({ path: '/me/info', login: true })), '/me/info?tab=1').catch((error: unknown) => error);
    expect(thrown).toEqual(new Redirect('/login?redirect=%2Fme%2Finfo%3Ftab%3D1'));
  });

  it('stores a token a link carries as ?t= and opens the page at the address without it, so no page reads it as query.t', async () => {
    const { deps, calls } = fakeDeps();
    const { loader } = lifecycle({ guard: deps });
    const thrown = await visit(loader(entry({ path: '/share-home' })), '/share-home?from=wx&t=tok-7f3a').catch((error: unknown) => error);
    expect(calls).toContain('storeToken:tok-7f3a');
    expect(thrown).toEqual(new Redirect('/share-home?from=wx'));
  });

  it('loads a page chunk that failed again on the next visit, and keeps it once loaded', async () => {
    const load = vi.fn<PageEntry['load']>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: page });
    const { loader } = lifecycle();
    const about = loader(entry({ path: '/about-us' }, load));
    await expect(visit(about, '/about-us')).rejects.toThrow('Failed to fetch');
    await expect(visit(about, '/about-us')).resolves.toEqual({ found: true, page, title: '鸿泰人寿保险股份有限公司', route: { path: '/about-us' } });
    await visit(about, '/about-us');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells the app of each page shown, with the share card its definition holds', () => {
    const shown = vi.fn();
    const { watch } = lifecycle({ shown });
    const share = { title: '关于鸿泰人寿', desc: '十六年稳健经营' };
    const route = { path: '/about-us', title: '关于我们', isShare: true };
    const state = {
      pending: null,
      initialized: true,
      location: { key: 'first', pathname: '/official/about-us', search: '?from=wx' },
      route: { path: '/about-us', handle: { meta: route } },
      data: { found: true, page: { ...page, share }, title: '关于我们', route },
    } as unknown as NavigationState;
    watch({ subscribe: (listener) => { listener(state); return () => undefined; } });
    expect(shown).toHaveBeenCalledWith({ route, share, location: { pathname: '/about-us', search: '?from=wx' }, pageCode: null });
  });
});

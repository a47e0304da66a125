import { describe, expect, it, vi } from 'vitest';
import { createPageController, type ControlledPage, type PlatformHost } from '../../../../runtime/core/page/controller';
import { createDataCache, type ServiceFetcher } from '../../../../runtime/core/data';
import { coreExtensions } from '../registry/core-extensions';
import { memorySession } from '../session/memory-session';
import { memoryStorage } from '../state/memory-storage';

// The page controller without React (issue 30 §6): what a view subscribes to, and what it leaves to the controller.
const extensions = coreExtensions();
const claims: ControlledPage = { state: { tab: 'all' }, data: { claims: { service: 'face.claimList', params: { status: '{{ state.tab }}', channel: '{{ query.channel }}' } } } };

/** A service whose answers the test releases one by one, in any order. */
function heldService() {
  const calls: Array<{ status: string; signal?: AbortSignal; answer: (data: unknown) => void }> = [];
  const fetch: ServiceFetcher = (_service, request, signal) => new Promise((resolve) => {
    calls.push({ status: String(request.params?.status), signal, answer: resolve });
  });
  return { calls, fetch };
}

function platformHost(): PlatformHost {
  return {
    session: memorySession(),
    site: { origin: 'https://portal.example', basePath: '/official', allowlist: [] },
    navigate: vi.fn(), back: vi.fn(), openUrl: vi.fn(), inMessagingApp: false, openDocument: vi.fn(), copyText: vi.fn(async () => true),
    toast: vi.fn(), alert: vi.fn(async () => undefined), confirm: vi.fn(async () => true), share: vi.fn(async () => ({ shared: true, link: 'https://portal.example/official/' })), track: vi.fn(),
  };
}

function controllerOf(page: ControlledPage, fetch: ServiceFetcher = async () => undefined, host = platformHost()) {
  const reportProblem = vi.fn();
  const controller = createPageController({
    page, host, extensions, cache: createDataCache({ fetcher: fetch }), app: { hotline: '95500' }, reportProblem,
    address: { params: {}, query: { channel: 'app' }, session: {} }, draft: { owner: 'visitor-test', key: '/claims', storage: memoryStorage() },
  });
  return { controller, host, reportProblem };
}

describe('page controller', () => {
  it('loads a source again when the state it reads changes, keeping its data meanwhile', async () => {
    const held = heldService();
    const { controller } = controllerOf(claims, held.fetch);
    controller.start();
    held.calls[0].answer(['LP1', 'LP2']);
    await vi.waitFor(() => expect(controller.sources.snapshot().claims.status).toBe('ready'));

    controller.setState({ tab: 'paid' });
    expect(held.calls.map((call) => call.status)).toEqual(['all', 'paid']);
    expect(controller.sources.snapshot().claims).toEqual({ status: 'loading', data: ['LP1', 'LP2'] });
  });

  it('ignores a superseded answer that arrives after the newer one', async () => {
    const held = heldService();
    const { controller } = controllerOf(claims, held.fetch);
    controller.start();
    controller.setState({ tab: 'paid' });
    held.calls[1].answer(['LP1']);
    await vi.waitFor(() => expect(controller.sources.snapshot().claims).toEqual({ status: 'ready', data: ['LP1'] }));

    expect(held.calls[0].signal?.aborted).toBe(true);
    held.calls[0].answer(['LP1', 'LP2', 'LP3']);
    await Promise.resolve();
    expect(controller.sources.snapshot().claims).toEqual({ status: 'ready', data: ['LP1'] });
  });

  it('runs the entry action once, also when the page is started again after a dispose', async () => {
    const { controller, host } = controllerOf({ onEnter: { action: 'track', event: 'claims_enter' } });
    controller.start();
    controller.dispose();
    controller.start();
    await vi.waitFor(() => expect(host.track).toHaveBeenCalledWith('claims_enter', {}));
    expect(host.track).toHaveBeenCalledTimes(1);
  });

  it('reports a failing entry action as an /onEnter problem', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { controller, reportProblem } = controllerOf({ onEnter: 'missing' });
    controller.start();
    await vi.waitFor(() => expect(reportProblem).toHaveBeenCalledWith({ kind: 'action', configPath: '/onEnter', message: 'unknown page action "missing"', error: new Error('unknown page action "missing"') }));
    quiet.mockRestore();
  });

  it('lets an action set the state: the scope reads it, and the sources show the source that follows it', async () => {
    const held = heldService();
    const { controller } = controllerOf(claims, held.fetch);
    controller.start();
    held.calls[0].answer(['LP1', 'LP2']);
    await vi.waitFor(() => expect(controller.sources.snapshot().claims.status).toBe('ready'));
    const before = controller.sources.snapshot();

    await controller.run({ action: 'setState', values: { tab: 'paid' } }, controller.scope());
    expect(controller.scope().state).toEqual({ tab: 'paid' });
    expect(controller.sources.snapshot()).not.toBe(before);
    expect(controller.sources.snapshot().claims.status).toBe('loading');
  });

  it('runs each step of an action in the page as it is then: a step reads what the one before it set', async () => {
    const { controller } = controllerOf({ state: { count: 1 } });
    controller.start();
    await controller.run([
      { action: 'setState', values: { count: '{{ state.count + 1 }}' } },
      { action: 'setState', values: { count: '{{ state.count * 10 }}' } },
    ], controller.scope());
    expect(controller.scope().state).toEqual({ count: 20 });
  });

  it('shows a new address in the snapshot\'s scope and loads what reads it; an equal address changes nothing', () => {
    const held = heldService();
    const { controller } = controllerOf(claims, held.fetch);
    controller.start();
    const listener = vi.fn();
    controller.subscribe(listener);
    const before = controller.getSnapshot();

    controller.update({ params: {}, query: { channel: 'app' }, session: {} });
    expect(controller.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();

    controller.update({ params: {}, query: { channel: 'wechat' }, session: {} });
    expect(controller.getSnapshot().scope.query).toEqual({ channel: 'wechat' });
    expect(listener).toHaveBeenCalled();
    expect(held.calls).toHaveLength(2);
  });

  it('aborts every request in flight when disposed, and stops following', () => {
    const held = heldService();
    const { controller } = controllerOf(claims, held.fetch);
    controller.start();
    controller.dispose();
    expect(held.calls[0].signal?.aborted).toBe(true);

    controller.setState({ tab: 'paid' });
    expect(held.calls).toHaveLength(1);
  });
});

describe('the code a page\'s actions load when they run', () => {
  it('is fetched once when the customer starts on the page, for the actions the page can run and no other', () => {
    const preload = vi.fn(async () => undefined);
    const other = vi.fn(async () => undefined);
    const withLogin = { ...extensions, action: (name: string) => (name === 'login' ? { name, preload, run: vi.fn() } : name === 'register' ? { name, preload: other, run: vi.fn() } : extensions.action(name)) };
    const page: ControlledPage = { actions: { submit: { action: 'toast', message: '请稍候', then: { action: 'login' } } }, onEnter: { action: 'setState', values: { ready: true } } };
    const controller = createPageController({
      page, host: platformHost(), extensions: withLogin, cache: createDataCache({ fetcher: async () => undefined }), app: {}, reportProblem: vi.fn(),
      address: { params: {}, query: {}, session: {} }, draft: { owner: 'visitor-test', key: '/login', storage: memoryStorage() },
    });
    expect(preload).not.toHaveBeenCalled();
    controller.warmActions();
    controller.warmActions();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});

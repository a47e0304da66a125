import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNavigation, Redirect, type AppRoute, type LoaderArgs, type NavigationState } from '../../../runtime/router/navigation';

const View = () => null;

/** A loader that answers when the test says so, remembering what it was asked. */
function heldLoader() {
  const asked: LoaderArgs[] = [];
  const answers: Array<(value: unknown) => void> = [];
  const loader = (args: LoaderArgs) => {
    asked.push(args);
    return new Promise((resolve) => answers.push(resolve));
  };
  return { loader, asked, answer: (value: unknown, index = answers.length - 1) => answers[index](value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const shown = (state: NavigationState) => ({ path: state.location.pathname + state.location.search, route: state.route?.path, data: state.data, pending: state.pending?.pathname ?? null });

describe('navigation', () => {
  beforeEach(() => window.history.replaceState(null, '', '/official/'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows a page only once its loader has answered, and only then changes the address', async () => {
    const policy = heldLoader();
    const routes: AppRoute[] = [{ path: '/', loader: () => 'home', Component: View }, { path: '/policy/:no', loader: policy.loader, Component: View }];
    const navigation = createNavigation({ routes });
    await navigation.start();
    expect(shown(navigation.state)).toEqual({ path: '/official/', route: '/', data: 'home', pending: null });

    const opened = navigation.navigate('/policy/P001?tab=1');
    expect(navigation.state.pending?.pathname).toBe('/official/policy/P001');
    expect(window.location.pathname).toBe('/official/');
    expect(policy.asked[0].params).toEqual({ no: 'P001' });
    expect(policy.asked[0].url.href).toBe(`${window.location.origin}/official/policy/P001?tab=1`);
    policy.answer('policy P001');
    await opened;
    expect(shown(navigation.state)).toEqual({ path: '/official/policy/P001?tab=1', route: '/policy/:no', data: 'policy P001', pending: null });
    expect(window.location.pathname + window.location.search).toBe('/official/policy/P001?tab=1');
    expect(navigation.state.action).toBe('PUSH');
  });

  it('drops the answer of a navigation a newer one overtook, and aborts its loader', async () => {
    const slow = heldLoader();
    const routes: AppRoute[] = [{ path: '/', Component: View }, { path: '/slow', loader: slow.loader, Component: View }, { path: '/fast', loader: () => 'fast', Component: View }];
    const navigation = createNavigation({ routes });
    await navigation.start();
    const first = navigation.navigate('/slow');
    await navigation.navigate('/fast');
    expect(slow.asked[0].signal.aborted).toBe(true);
    slow.answer('slow');
    await first;
    expect(shown(navigation.state)).toEqual({ path: '/official/fast', route: '/fast', data: 'fast', pending: null });
  });

  it('follows a loader\'s redirect in place of the entry it was loading, keeping the history as long', async () => {
    const routes: AppRoute[] = [
      { path: '/', Component: View },
      { path: '/me/info', loader: ({ url }) => { throw new Redirect(`/login?redirect=${encodeURIComponent(url.pathname.replace('/official', ''))}`); }, Component: View },
      { path: '/login', loader: () => 'login', Component: View },
    ];
    const navigation = createNavigation({ routes });
    await navigation.start();
    const length = window.history.length;
    await navigation.navigate('/me/info');
    await settle();
    expect(shown(navigation.state)).toEqual({ path: '/official/login?redirect=%2Fme%2Finfo', route: '/login', data: 'login', pending: null });
    expect(navigation.state.action).toBe('REPLACE');
    expect(window.history.length).toBe(length);
  });

  it('shows a loader\'s failure as the route\'s error, and an address no route has at the catch-all', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const routes: AppRoute[] = [
      { path: '/', Component: View },
      { path: '/broken', loader: () => Promise.reject(failure), Component: View },
      { path: '*', loader: () => 'not found', Component: View },
    ];
    const navigation = createNavigation({ routes });
    await navigation.start();
    await navigation.navigate('/broken');
    expect(navigation.state.error).toBe(failure);
    await navigation.navigate('/no/such/page');
    expect(shown(navigation.state)).toEqual({ path: '/official/no/such/page', route: '*', data: 'not found', pending: null });
    expect(navigation.state.error).toBeUndefined();
  });

  it('loads the entry back leads to, keeping the carried state of the entry', async () => {
    const routes: AppRoute[] = [{ path: '/', loader: () => 'home', Component: View }, { path: '/verify', loader: ({ url }) => url.search, Component: View }];
    const navigation = createNavigation({ routes });
    await navigation.start();
    navigation.navigator.push({ pathname: '/official/verify', search: '?step=2' }, { carry: { phone: '13800138000' } });
    await settle();
    expect(navigation.state.location.state).toEqual({ carry: { phone: '13800138000' } });
    const seen: NavigationState[] = [];
    navigation.subscribe((state) => seen.push(state));
    window.history.back();
    await settle();
    expect(shown(navigation.state)).toEqual({ path: '/official/', route: '/', data: 'home', pending: null });
    expect(navigation.state.action).toBe('POP');
    expect(seen.some((state) => state.pending?.pathname === '/official/')).toBe(true);
  });
});

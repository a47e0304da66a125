import { builtinGuardSteps, runGuard, type GuardDeps, type GuardInput, type GuardRoute } from '../../../../runtime/core/guard';

/** Guard dependencies that record every call, in order. */
export function fakeDeps(overrides: { cps?: boolean | Error; loggedIn?: boolean | Error } = {}) {
  const calls: string[] = [];
  const answer = (value: boolean | Error | undefined) =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? true);
  const deps: GuardDeps = {
    paths: { login: '/login' },
    checkCps: (code) => { calls.push(`checkCps:${code}`); return answer(overrides.cps); },
    notify: (message) => { calls.push(`notify:${message}`); },
    isLoggedIn: () => { calls.push('isLoggedIn'); return answer(overrides.loggedIn); },
    storeToken: (token) => { calls.push(`storeToken:${token}`); },
    clearUserInfo: () => { calls.push('clearUserInfo'); },
  };
  return { deps, calls };
}

export function guardInput(
  url: string,
  route: Partial<GuardRoute> = {},
  session: GuardInput['session'] = { visitorMode: false },
  isLoginRoute = false,
): GuardInput {
  const [pathname, search = ''] = url.split(/(?=\?)/);
  return { route: { path: pathname, ...route }, location: { pathname, search }, session, isLoginRoute };
}

/** Runs the core guard steps, in their order. */
export const guard = (input: GuardInput, deps: GuardDeps) => runGuard(input, deps, builtinGuardSteps);

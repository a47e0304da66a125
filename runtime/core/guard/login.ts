import { redirectTo, type GuardDecision, type GuardInput, type GuardStep } from './types';

/** Login is required on `login` routes, and on `visitor` routes unless visitor mode is on. */
export function requiresLogin({ route, session }: Pick<GuardInput, 'route' | 'session'>): boolean {
  return route.visitor ? !session.visitorMode : route.login === true;
}

/** To the login page, coming back to `location` afterwards. */
export function loginRedirect(location: { pathname: string; search: string }, loginPath: string): GuardDecision {
  return redirectTo(`${loginPath}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
}

export const requireToken: GuardStep = (input, deps) =>
  requiresLogin(input) && !input.session.accessToken ? loginRedirect(input.location, deps.paths.login) : undefined;

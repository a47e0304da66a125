import { loginRedirect, requiresLogin } from './login';
import type { GuardInput, GuardStep } from './types';

/** On the login route a `code` (messaging-app authorisation) is being exchanged: the user info must survive. */
function keepsUserInfo({ isLoginRoute, location }: GuardInput): boolean {
  return isLoginRoute && new URLSearchParams(location.search).has('code');
}

/**
 * With a token, asks the server whether it is still valid. A rejected token clears the user info and,
 * where login is required, leads to login. A check that cannot be made (the call fails) changes nothing.
 */
export const verifySession: GuardStep = async (input, deps) => {
  if (!input.session.accessToken) return undefined;
  const loggedIn = await deps.isLoggedIn().catch(() => true);
  if (loggedIn) return undefined;
  if (!keepsUserInfo(input)) deps.clearUserInfo();
  return requiresLogin(input) ? loginRedirect(input.location, deps.paths.login) : undefined;
};

import { addressWithout } from './query';
import { redirectTo, type GuardStep } from './types';

/**
 * The access token carried as `?t=` and the same address without it (other values re-encoded, the
 * fragment kept), or null when the query has no `t`.
 */
export function splitTokenFromQuery(location: { pathname: string; search: string; hash?: string }): { token: string; to: string } | null {
  const query = new URLSearchParams(location.search);
  if (!query.has('t')) return null;
  return { token: query.get('t') ?? '', to: addressWithout(location, 't') };
}

/** Stores a `?t=` token and replaces the address so no history entry keeps it. */
export const takeTokenFromQuery: GuardStep = ({ location }, deps) => {
  const split = splitTokenFromQuery(location);
  if (!split) return undefined;
  if (split.token) deps.storeToken(split.token);
  return redirectTo(split.to);
};

import { splitTokenFromQuery } from '../core/guard';
import type { Session } from '../core/session';

/**
 * Takes a `?t=` access token out of the address the app was opened at, before the app makes any request
 * (so no Referer, log or history entry keeps it), and stores it. The fragment and other values stay.
 * The guard does the same for `?t=` on in-app navigations.
 */
export function handOverToken(session: Session, location: Location = window.location, history: History = window.history): void {
  const split = splitTokenFromQuery(location);
  if (!split) return;
  if (split.token) session.setAccessToken(split.token);
  history.replaceState(history.state, '', split.to);
}

/**
 * Where the portal is served: every address of the app lies below it. Vite's `base` (vite.config.ts), the
 * router, the sandbox's return addresses and the tools all read it from here.
 */
export const BASE_PATH = '/official';

/** An in-app path (`/hqbean/index`) as the address a browser opens (`/official/hqbean/index`). */
export const portalUrl = (path: string): string => `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;

/** Whether an address lies in the portal (`/official` or below it). */
export const isPortalUrl = (address: string): boolean => address === BASE_PATH || address.startsWith(`${BASE_PATH}/`);

/** The in-app path of an address below the portal (`/official/login?x=1` → `/login?x=1`); others unchanged. */
export function inAppPath(address: string): string {
  if (!isPortalUrl(address.split(/[?#]/)[0])) return address;
  const rest = address.slice(BASE_PATH.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

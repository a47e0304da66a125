/** The site the app runs on: its origin, the path it is served under, and the other origins it may send a customer to. */
export interface Site {
  origin: string;
  /** The path every in-app address lies below (`/official`). */
  basePath: string;
  allowlist: readonly string[];
}

/** What an address from config, the server or a query means to the app. */
export type Address =
  | { kind: 'in-app'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused' };

const REFUSED: Address = { kind: 'refused' };

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const isBelowBase = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The one parse of an address. Only absolute paths and http(s) URLs are web addresses at all:
 * protocol-relative values, backslashes and control characters are not. A path names a page of this
 * app, with or without the base.
 */
function parse(value: string, { origin, basePath }: Site): URL | null {
  if (/[\\\u0000-\u001f]/.test(value)) return null;
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(value)) return null;
  try {
    return isPath ? new URL(isBelowBase(value.split(/[?#]/)[0], basePath) ? value : `${basePath}${value}`, origin) : new URL(value);
  } catch {
    return null;
  }
}

/** The router path of an address below the base: repeated slashes folded, so it can never leave the app. */
function routerPath(url: URL, basePath: string): string {
  const path = url.pathname.slice(basePath.length).replace(/\/{2,}/g, '/') || '/';
  return `${path.startsWith('/') ? path : `/${path}`}${url.search}${url.hash}`;
}

/**
 * Classifies an address: paths and this origin's addresses below the base path are in the app; another
 * origin is external only when it is on the allowlist (and `tel:`/`mailto:` links are external); every
 * other value, a same-origin address outside the base path included, is refused.
 */
export function classifyAddress(value: string, site: Site): Address {
  const text = value.trim();
  if (/^(tel|mailto):[^\s<>"']+$/i.test(text)) return { kind: 'external', url: text };
  const url = text ? parse(text, site) : null;
  if (!url || url.username || url.password) return REFUSED;
  if (url.origin === originOf(site.origin)) return isBelowBase(url.pathname, site.basePath) ? { kind: 'in-app', to: routerPath(url, site.basePath) } : REFUSED;
  return site.allowlist.some((entry) => originOf(entry) === url.origin) ? { kind: 'external', url: url.href } : REFUSED;
}

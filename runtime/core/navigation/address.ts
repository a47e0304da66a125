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

/** An allowlist entry is an origin (any of its pages) or an address whose path the URL's begins with. */
function allows(entry: string, url: URL): boolean {
  try {
    const allowed = new URL(entry);
    return allowed.origin === url.origin && url.pathname.startsWith(allowed.pathname);
  } catch {
    return false;
  }
}

const isBelowBase = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The one parse of an address. Only absolute paths and http(s) URLs are web addresses at all:
 * protocol-relative values, backslashes and control characters are not. A path names a page of this
 * app, with or without the base, unless the allowlist names it (a same-origin service of documents).
 */
function parse(value: string, { origin, basePath, allowlist }: Site): URL | null {
  if ([...value].some((char) => char === '\\' || char < ' ')) return null;
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(value)) return null;
  try {
    if (!isPath) return new URL(value);
    const asIs = new URL(value, origin);
    return isBelowBase(asIs.pathname, basePath) || allowlist.some((entry) => allows(entry, asIs)) ? asIs : new URL(`${basePath}${value}`, origin);
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
 * address is external only when the allowlist allows it (and `tel:`/`mailto:` links are external); every
 * other value, a same-origin address outside the base path and the allowlist included, is refused.
 */
export function classifyAddress(value: string, site: Site): Address {
  const text = value.trim();
  if (/^(tel|mailto):[^\s<>"']+$/i.test(text)) return { kind: 'external', url: text };
  const url = text ? parse(text, site) : null;
  if (!url || url.username || url.password) return REFUSED;
  if (url.origin === originOf(site.origin) && isBelowBase(url.pathname, site.basePath)) return { kind: 'in-app', to: routerPath(url, site.basePath) };
  return site.allowlist.some((entry) => allows(entry, url)) ? { kind: 'external', url: url.href } : REFUSED;
}

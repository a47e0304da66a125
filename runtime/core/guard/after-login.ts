/** Where to go once logged in: a path of this app, an allowlisted site, or home for anything else. */
export type AfterLogin = { kind: 'in-app'; to: string } | { kind: 'external'; url: string } | { kind: 'home' };

const BASE = '/official';
const HOME: AfterLogin = { kind: 'home' };
/** Going back to these after logging in would only show the login again. */
const LOGIN_PATHS = new Set(['/login']);

/** Decodes a still-encoded value; a plain path or URL is taken as it is (it was decoded with the query). */
function decodeRedirect(value: string): string {
  if (/^(\/|https?:)/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const isBelowBase = (pathname: string) => pathname === BASE || pathname.startsWith(`${BASE}/`);

/**
 * The one parse of a redirect value, relative to this site's app base. Only absolute paths and http(s)
 * URLs are addresses at all: protocol-relative values, backslashes and control characters are not.
 */
function parseRedirect(value: string, origin: string): URL | null {
  if (/[\\\u0000-\u001f]/.test(value)) return null;
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !/^https?:\/\//i.test(value)) return null;
  try {
    // A path names a page of this app: with or without the base, it resolves below it.
    return isPath ? new URL(isBelowBase(value.split(/[?#]/)[0]) ? value : `${BASE}${value}`, origin) : new URL(value);
  } catch {
    return null;
  }
}

/** The router path of an address below the base: repeated slashes folded, so it can never leave the app. */
function inAppTarget(url: URL): AfterLogin {
  const path = url.pathname.slice(BASE.length).replace(/\/{2,}/g, '/') || '/';
  if (LOGIN_PATHS.has(path.replace(/\/$/, ''))) return HOME;
  return { kind: 'in-app', to: `${path.startsWith('/') ? path : `/${path}`}${url.search}${url.hash}` };
}

/**
 * Resolves the `redirect` query of the login page (SPEC §4 "After login"): addresses of this origin below
 * /official, and app paths, stay in the app; another origin is left for only when it is on the allowlist;
 * everything else (a same-origin address outside /official included) goes home.
 */
export function resolveAfterLogin(redirect: string | null | undefined, origin: string, allowlist: readonly string[]): AfterLogin {
  const value = decodeRedirect(redirect?.trim() ?? '');
  const url = value ? parseRedirect(value, origin) : null;
  if (!url || url.username || url.password) return HOME;
  if (url.origin === originOf(origin)) return isBelowBase(url.pathname) ? inAppTarget(url) : HOME;
  const allowed = allowlist.some((entry) => originOf(entry) === url.origin);
  return allowed ? { kind: 'external', url: url.href } : HOME;
}

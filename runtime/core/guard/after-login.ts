/** Where to go once logged in. */
export type AfterLogin = { kind: 'in-app'; to: string } | { kind: 'external'; url: string } | { kind: 'home' };

const BASE = '/official';
const HOME: AfterLogin = { kind: 'home' };

/** Decodes a still-encoded value; a plain path or URL is taken as it is (it was decoded with the query). */
function decodeRedirect(value: string): string {
  if (/^(\/|https?:)/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The in-app path of an address below the site base, or null when it is not below it. */
function inAppPath(path: string): string | null {
  if (path !== BASE && !/^\/official[/?#]/.test(path)) return null;
  const rest = path.slice(BASE.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Resolves the `redirect` query of the login page. Addresses below `origin` + /official and relative
 * paths stay in the app; other http(s) addresses leave it when their origin is this one or on the allowlist.
 */
export function resolveAfterLogin(redirect: string | null | undefined, origin: string, allowlist: readonly string[]): AfterLogin {
  const value = decodeRedirect(redirect?.trim() ?? '');
  if (!value) return HOME;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return { kind: 'in-app', to: inAppPath(value) ?? value };
  }
  if (value.startsWith(origin)) {
    const to = inAppPath(value.slice(origin.length));
    if (to !== null) return { kind: 'in-app', to };
  }
  if (!/^https?:\/\//i.test(value)) return HOME;
  const target = originOf(value);
  const allowed = target !== null && (target === originOf(origin) || allowlist.some((entry) => originOf(entry) === target));
  return allowed ? { kind: 'external', url: value } : HOME;
}

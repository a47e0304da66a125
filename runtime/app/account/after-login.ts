import { classifyAddress, type Site } from '../../core/navigation/address';
import { PATHS } from '../paths';

/** Where to go once logged in: a path of this app, an allowlisted site, or home for anything else. */
export type AfterLogin = { kind: 'in-app'; to: string } | { kind: 'external'; url: string } | { kind: 'home' };

const HOME: AfterLogin = { kind: 'home' };
/** Going back to the login page after logging in would only show it again. */
const isLoginPage = (to: string) => to.split(/[?#]/)[0].replace(/\/$/, '') === PATHS.login;

/** Decodes a still-encoded value; a plain path or URL is taken as it is (it was decoded with the query). */
function decodeRedirect(value: string): string {
  if (/^(\/|https?:)/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Resolves the `redirect` query of the login page (docs/product.md, Login, "After login") with the one address parse:
 * what is in the app stays in it, an allowlisted origin is left for, and everything refused goes home.
 */
export function resolveAfterLogin(redirect: string | null | undefined, site: Site): AfterLogin {
  const value = decodeRedirect(redirect?.trim() ?? '');
  if (!/^(\/|https?:)/i.test(value)) return HOME;
  const address = classifyAddress(value, site);
  if (address.kind === 'in-app') return isLoginPage(address.to) ? HOME : address;
  return address.kind === 'external' ? address : HOME;
}

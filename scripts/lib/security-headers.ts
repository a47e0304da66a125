// The security headers of the built app, one definition for the page's <meta>, `vite preview` and nginx
// (deploy/). The API hosts come from the build mode's VITE_API_* base paths (.env.<mode>).
import { SIGNED_IN_CHECK_SOURCE } from './signed-in-check';

/**
 * Trusted Types policies the app may create (widgets/rich-text/sanitize.ts): `rich-text`, whose HTML is
 * DOMPurify's output, and `dompurify`, DOMPurify's own, which hands the dirty input to its inert parser.
 */
export const TRUSTED_TYPES_POLICIES = ['rich-text', 'dompurify'];

export type Env = Record<string, string | undefined>;

/** Origins of the absolute VITE_API_* base paths; relative ones are served by the page's own origin. */
export function apiOrigins(env: Env): string[] {
  const origins = Object.entries(env)
    .filter(([name, value]) => name.startsWith('VITE_API_') && value && /^https?:\/\//i.test(value))
    .map(([, value]) => new URL(value!).origin);
  return [...new Set(origins)].sort();
}

/**
 * Scripts only from the app's own files and the one inline check of scripts/lib/signed-in-check.ts, no
 * eval and HTML sinks only through Trusted Types; inline styles stay allowed (arco and React set them).
 * `frame-ancestors` works only as a header: browsers ignore it, with a console error, in a <meta> policy.
 */
export function contentSecurityPolicy(env: Env, delivery: 'meta' | 'header'): string {
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", SIGNED_IN_CHECK_SOURCE],
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data: https:"],
    [`connect-src 'self'`, ...apiOrigins(env)],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["require-trusted-types-for 'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES],
    ...(delivery === 'header' ? [["frame-ancestors 'self'"]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every response header the portal's HTML is served with (the token of `?t=` must not leak in Referer). */
export function securityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, 'header'),
    'Referrer-Policy': 'strict-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
  };
}

// Staff security at the HTTP edge: the session cookie, the same-site check on every write, the CSRF
// token header, and the login rate limit per client address.
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'studio_session';
export const CSRF_HEADER = 'x-csrf-token';

export function sessionCookie(id: string, path: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${id}; Path=${path}; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}
export const clearedSessionCookie = (path: string) => `${SESSION_COOKIE}=; Path=${path}; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

export function sessionIdOf(req: IncomingMessage): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE && value.length > 0) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * Whether a write comes from the console's own site: a browser says where a request comes from (Origin,
 * Sec-Fetch-Site); one from another site is refused even with a valid cookie. A client that says
 * nothing (a script) still needs the CSRF token.
 */
export function fromSameSite(req: IncomingMessage, allowedOrigins: readonly string[] | undefined): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const own = allowedOrigins ?? [`http://${req.headers.host}`, `https://${req.headers.host}`];
  return own.includes(origin);
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The address a request comes from, which the login limit counts: behind a proxy the service trusts
 * (STUDIO_TRUSTED_PROXIES), the nearest address in X-Forwarded-For that is not one of them; else the
 * socket's. A client can prepend anything to X-Forwarded-For, never append after the proxy.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
  const socket = unmapped(req.socket.remoteAddress ?? 'unknown');
  if (!trustedProxies.includes(socket)) return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',').map((part) => unmapped(part.trim())).filter(Boolean);
  return forwarded.reverse().find((address) => !trustedProxies.includes(address)) ?? socket;
}

/**
 * At most `attempts` refused logins per client address within `windowMs`, then none from it until the
 * oldest leaves the window: password guessing is slowed, while staff signing in rightly are never counted.
 */
export function loginLimiter(attempts = 10, windowMs = 60_000) {
  const refused = new Map<string, number[]>();
  const recent = (address: string, now: number) => (refused.get(address) ?? []).filter((time) => time > now - windowMs);
  return {
    check(address: string, now: number): { allowed: boolean; retryAfterSeconds: number } {
      const times = recent(address, now);
      return times.length >= attempts ? { allowed: false, retryAfterSeconds: Math.ceil((times[0] + windowMs - now) / 1000) } : { allowed: true, retryAfterSeconds: 0 };
    },
    refused(address: string, now: number): void {
      refused.set(address, [...recent(address, now), now]);
      if (refused.size > 10_000) refused.delete(refused.keys().next().value!);
    },
  };
}

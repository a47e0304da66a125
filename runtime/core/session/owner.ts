import type { StoredUser } from './model';

/** FNV-1a: a short, stable name for a token, so the token itself is never written into a storage key. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Whom what is typed now belongs to: the logged-in customer, the holder of a handed-over token (`?t=`,
 * which names no customer), or this browser's visitor.
 */
export function sessionOwner(user: StoredUser): string {
  if (user.userId) return `customer-${user.userId}`;
  if (user.accessToken) return `token-${fingerprint(user.accessToken)}`;
  return `visitor-${user.visitorId}`;
}

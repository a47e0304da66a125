// Where login returns to: the screen the session ended on, carried in the login address as `next`.

export const HOME_PATH = '/pages';

/** The login address that returns to `path` (a path of the console, with its query) afterwards. */
export const loginPathFor = (path: string): string => (path === '/' || path.startsWith('/login') ? '/login' : `/login?next=${encodeURIComponent(path)}`);

/** The console path `next` names; anything else (another site, `//host`, a backslash trick) goes home. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || next.startsWith('/login')) return HOME_PATH;
  return next;
}

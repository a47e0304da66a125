// Whether this browser has signed in and not out: the session cookie is HttpOnly, so the console keeps
// this hint beside it. Without it the console goes straight to login instead of asking GET me, whose 401
// every first visit would log in the browser's console as an error.

const KEY = 'official-studio:signed-in';

export const signedInHint = {
  get: (storage: Pick<Storage, 'getItem'> = localStorage): boolean => storage.getItem(KEY) === '1',
  set(signedIn: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
    try {
      if (signedIn) storage.setItem(KEY, '1');
      else storage.removeItem(KEY);
    } catch {
      // Storage off: the console asks GET me on every load, as it would without the hint.
    }
  },
};

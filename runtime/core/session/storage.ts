/** Storage keys of the session (SPEC §3). customerId lives in session storage, the rest in local storage. */
export const STORAGE_KEYS = {
  user: 'official:user',
  loginData: 'official:loginData',
  openId: 'official:openId',
  unionId: 'official:unionId',
  accountInfoFlag: 'official:accountInfoFlag',
  visitorMode: 'official:visitorMode',
  elderlyMode: 'official:elderlyMode',
  customerId: 'official:customerId',
} as const;

type Area = 'localStorage' | 'sessionStorage';

// Storage may be missing or refuse access (private modes, blocked cookies): the session then lives in memory.
function area(name: Area): Storage | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: string, from: Area = 'localStorage'): T | undefined {
  try {
    const text = area(from)?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a value as JSON; null, undefined and '' remove the key. */
export function writeJson(key: string, value: unknown, to: Area = 'localStorage'): void {
  try {
    if (value === undefined || value === null || value === '') area(to)?.removeItem(key);
    else area(to)?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or access errors leave the in-memory session as the only copy.
  }
}

// The browser's storage as the portal uses it: JSON values under keys, and never an exception.

export type Area = 'localStorage' | 'sessionStorage';

/** Storage as the session and drafts use it: small enough that a test passes an in-memory one. */
export interface JsonStorage {
  readJson<T>(key: string, from?: Area): T | undefined;
  /** Writes a value as JSON; null, undefined and '' remove the key. */
  writeJson(key: string, value: unknown, to?: Area): void;
  /** The keys an area holds now (none when it cannot be read). */
  storedKeys(from: Area): string[];
}

// Storage may be missing or refuse access (private modes, blocked cookies): what would be kept then lives in memory only.
function area(name: Area): Storage | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    return undefined;
  }
}

/** The browser's local and session storage; each call looks the area up, so nothing is read before the first call. */
export const browserStorage: JsonStorage = {
  readJson<T>(key: string, from: Area = 'localStorage'): T | undefined {
    try {
      const text = area(from)?.getItem(key);
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  },

  writeJson(key: string, value: unknown, to: Area = 'localStorage'): void {
    try {
      if (value === undefined || value === null || value === '') area(to)?.removeItem(key);
      else area(to)?.setItem(key, JSON.stringify(value));
    } catch {
      // Quota or access errors leave the in-memory value as the only copy.
    }
  },

  storedKeys(from: Area): string[] {
    try {
      const storage = area(from);
      if (!storage) return [];
      return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
    } catch {
      return [];
    }
  },
};

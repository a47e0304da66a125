import type { Area, JsonStorage } from '../../../../runtime/core/state/storage';

export interface MemoryStorage extends JsonStorage {
  areas: Record<Area, Map<string, string>>;
  /** How often it was read (keys listed too) and written. */
  counts: { reads: number; writes: number };
}

/** A JsonStorage kept in memory as the browser's keeps it (JSON text), counting what is read and written. */
export function memoryStorage(): MemoryStorage {
  const areas: Record<Area, Map<string, string>> = { localStorage: new Map(), sessionStorage: new Map() };
  const counts = { reads: 0, writes: 0 };
  return {
    areas,
    counts,
    readJson<T>(key: string, from: Area = 'localStorage') {
      counts.reads += 1;
      const text = areas[from].get(key);
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    writeJson(key: string, value: unknown, to: Area = 'localStorage') {
      counts.writes += 1;
      if (value === undefined || value === null || value === '') areas[to].delete(key);
      else areas[to].set(key, JSON.stringify(value));
    },
    storedKeys(from: Area) {
      counts.reads += 1;
      return [...areas[from].keys()];
    },
  };
}

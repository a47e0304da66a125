// Drafts: the parts of page state a definition lists in `persist` survive a reload, a failed submit
// and a re-login round trip. A draft belongs to one owner (a customer, or this browser's visitor): it is
// kept in sessionStorage under the owner and the page path, restored only for that owner, and dropped
// when another customer logs in or the customer logs out. A key may be a path ("lead.name"): part of a
// form is kept (what was typed), part is not (a picture code that is stale after a reload).

import { getAtPath, setAtPath } from './path';
import type { JsonStorage } from './storage';

const PREFIX = 'official:draft:';

const keyOf = (owner: string, page: string) => `${PREFIX}${owner}:${page}`;

export function restoreDraft(storage: JsonStorage, owner: string, page: string, keys: readonly string[], initial: Record<string, unknown>): Record<string, unknown> {
  const saved = keys.length > 0 ? storage.readJson<unknown>(keyOf(owner, page), 'sessionStorage') : undefined;
  if (!saved || typeof saved !== 'object') return initial;
  // A copy: the definition's initial state stays as written for the next visit.
  const restored = structuredClone(initial);
  for (const key of keys) if (Object.hasOwn(saved, key)) setAtPath(restored, key, (saved as Record<string, unknown>)[key]);
  return restored;
}

export function saveDraft(storage: JsonStorage, owner: string, page: string, keys: readonly string[], state: Record<string, unknown>): void {
  if (keys.length === 0) return;
  storage.writeJson(keyOf(owner, page), Object.fromEntries(keys.map((key) => [key, getAtPath(state, key)])), 'sessionStorage');
}

/** Removes every draft except those of `keep` (all of them when no owner is kept). */
export function dropDrafts(storage: JsonStorage, keep?: string): void {
  const kept = keep === undefined ? undefined : `${PREFIX}${keep}:`;
  for (const key of storage.storedKeys('sessionStorage')) {
    if (key.startsWith(PREFIX) && !(kept && key.startsWith(kept))) storage.writeJson(key, undefined, 'sessionStorage');
  }
}

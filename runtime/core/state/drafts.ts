// Drafts: the parts of page state a definition lists in `persist` survive a reload, a failed submit
// and a re-login round trip. A draft belongs to one owner (a customer, or this browser's visitor): it is
// kept in sessionStorage under the owner and the page path, restored only for that owner, and dropped
// when another customer logs in or the customer logs out. A key may be a path ("lead.name"): part of a
// form is kept (what was typed), part is not (a picture code that is stale after a reload).

import { getAtPath, setAtPath } from './path';

const PREFIX = 'official:draft:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const keyOf = (owner: string, page: string) => `${PREFIX}${owner}:${page}`;

export function restoreDraft(owner: string, page: string, keys: readonly string[], initial: Record<string, unknown>): Record<string, unknown> {
  const text = keys.length > 0 ? storage()?.getItem(keyOf(owner, page)) : undefined;
  if (!text) return initial;
  try {
    const saved = JSON.parse(text) as Record<string, unknown>;
    // A copy: the definition's initial state stays as written for the next visit.
    const restored = structuredClone(initial);
    for (const key of keys) if (Object.hasOwn(saved, key)) setAtPath(restored, key, saved[key]);
    return restored;
  } catch {
    return initial;
  }
}

export function saveDraft(owner: string, page: string, keys: readonly string[], state: Record<string, unknown>): void {
  if (keys.length === 0) return;
  try {
    storage()?.setItem(keyOf(owner, page), JSON.stringify(Object.fromEntries(keys.map((key) => [key, getAtPath(state, key)]))));
  } catch {
    // A full or refused storage keeps the draft in memory only.
  }
}

/** Removes every draft except those of `keep` (all of them when no owner is kept). */
export function dropDrafts(keep?: string): void {
  const area = storage();
  if (!area) return;
  const kept = keep === undefined ? undefined : `${PREFIX}${keep}:`;
  const keys = Array.from({ length: area.length }, (_, index) => area.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) {
    if (key.startsWith(PREFIX) && !(kept && key.startsWith(kept))) area.removeItem(key);
  }
}

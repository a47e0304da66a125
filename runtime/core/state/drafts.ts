// Drafts: the parts of page state a definition lists in `persist` survive a reload, a failed submit
// and a re-login round trip, kept in sessionStorage per page path.

const PREFIX = 'official:draft:';

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function restoreDraft(page: string, keys: readonly string[], initial: Record<string, unknown>): Record<string, unknown> {
  const text = keys.length > 0 ? storage()?.getItem(PREFIX + page) : undefined;
  if (!text) return initial;
  try {
    const saved = JSON.parse(text) as Record<string, unknown>;
    return { ...initial, ...Object.fromEntries(keys.filter((key) => Object.hasOwn(saved, key)).map((key) => [key, saved[key]])) };
  } catch {
    return initial;
  }
}

export function saveDraft(page: string, keys: readonly string[], state: Record<string, unknown>): void {
  if (keys.length === 0) return;
  storage()?.setItem(PREFIX + page, JSON.stringify(Object.fromEntries(keys.map((key) => [key, state[key]]))));
}

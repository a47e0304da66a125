// Structural sharing for values computed afresh on every render (a widget's resolved props): what is
// deep-equal to the previous value keeps the previous object, so a memoised part downstream sees the
// same reference and need not draw again. The idea and name follow TanStack Query's replaceEqualDeep.

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * `next`, with every part deep-equal to the same part of `previous` replaced by that part of `previous`
 * (all of `previous` when the two are deep-equal). Plain objects and arrays are compared; anything else
 * (functions, dates, class instances) only by identity.
 */
export function replaceEqualDeep<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  const arrays = Array.isArray(previous) && Array.isArray(next);
  if (!arrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const copy: Record<string, unknown> = arrays ? [] as unknown as Record<string, unknown> : {};
  let equal = keys.length === Object.keys(before).length;
  for (const key of keys) {
    copy[key] = replaceEqualDeep(before[key], after[key]);
    if (copy[key] !== before[key] || !Object.hasOwn(before, key)) equal = false;
  }
  return (equal ? previous : copy) as T;
}

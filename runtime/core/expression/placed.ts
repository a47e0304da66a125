import { enter, leave } from './diagnostics';
import type { Scope } from './evaluate';
import type { FilterLookup } from './filter-spec';
import { resolveCondition, resolveValue } from './template';

/** resolveValue, its problems reported at `pointer` (the JSON pointer of the value in the page definition). */
export function resolveAt(pointer: string, value: unknown, scope: Scope, filter: FilterLookup): unknown {
  const saved = enter(pointer);
  try {
    return resolveValue(value, scope, filter);
  } finally {
    leave(saved);
  }
}

/** resolveCondition, its problems reported at `pointer`. */
export function conditionAt(pointer: string, condition: string | boolean | undefined, scope: Scope, fallback: boolean, filter: FilterLookup): boolean {
  if (condition === undefined) return fallback;
  const saved = enter(pointer);
  try {
    return resolveCondition(condition, scope, fallback, filter);
  } finally {
    leave(saved);
  }
}

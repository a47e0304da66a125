import type { SourceState } from './types';

/** Whether a source's data shows nothing: no answer, or an empty list. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

/** The `data` scope seen by expressions: each source's current value. */
export function sourceData(states: Readonly<Record<string, SourceState>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(states).map(([name, state]) => [name, state.data]));
}

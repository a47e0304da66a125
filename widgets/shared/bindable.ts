// Props that authors usually bind with {{ }} are typed "value | expression string" by their schemas.
// The runtime has resolved the expression by the time a component sees it, but the result is data:
// these helpers turn whatever arrived into the shape the component needs, never throwing.

/** An array prop; anything else (an unresolved or empty source) renders as no items. */
export function asList<T>(value: readonly T[] | string | null | undefined): readonly T[] {
  return Array.isArray(value) ? value : [];
}

/** A numeric prop such as a step index; route params arrive as strings, so "2" counts as 2. */
export function asNumber(value: number | string | null | undefined, fallback: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  return value === '' || value === null || value === undefined || Number.isNaN(number) ? fallback : number;
}

/** A boolean prop; expressions may yield any truthy value. */
export function asFlag(value: boolean | string | null | undefined, fallback = false): boolean {
  return value === undefined || value === null ? fallback : Boolean(value);
}

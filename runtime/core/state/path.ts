// Dotted state paths ("form.phone", "tabs.0") used by setState actions and form bindings.

const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

export function splitPath(path: string): string[] {
  const segments = path.split('.').filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => UNSAFE.has(segment))) {
    throw new Error(`invalid state path "${path}"`);
  }
  return segments;
}

/** Reads the value at `path` (own data only), or undefined. */
export function getAtPath(target: unknown, path: string): unknown {
  let cursor = target;
  for (const segment of splitPath(path)) {
    if (cursor === null || typeof cursor !== 'object' || !Object.hasOwn(cursor, segment)) return undefined;
    cursor = (cursor as Record<string, unknown>)[segment];
  }
  return cursor;
}

/** Writes `value` at `path` inside a mutable object, creating plain objects on the way. */
export function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const segments = splitPath(path);
  let cursor = target;
  for (const segment of segments.slice(0, -1)) {
    const next = cursor[segment];
    if (next === null || typeof next !== 'object') cursor[segment] = {};
    cursor = cursor[segment] as Record<string, unknown>;
  }
  cursor[segments[segments.length - 1]] = value;
}

/**
 * `node` with `value` at `path`: a copy of each object on the way (a step that is not an object becomes
 * one), or `node` itself when the value is already there. What immer's produce did, without its 4 KB gz in
 * every page's first load.
 */
export function withValueAt(node: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [segment, ...rest] = path;
  const current = node[segment];
  const child = rest.length === 0 ? value : withValueAt(current !== null && typeof current === 'object' ? (current as Record<string, unknown>) : {}, rest, value);
  if (Object.is(child, current) && Object.hasOwn(node, segment)) return node;
  const copy = Array.isArray(node) ? (node.slice() as unknown as Record<string, unknown>) : { ...node };
  copy[segment] = child;
  return copy;
}

// A jsondiffpatch delta (the service's difference from the live version, docs/publishing.md §4) as a list
// staff can read: each changed place as a JSON pointer, with what it was and what it is.
// Delta format: https://github.com/benjamine/jsondiffpatch/blob/master/docs/deltas.md

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

export interface Change {
  path: string;
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

const escape = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

function leaf(path: string, delta: unknown[]): Change[] {
  if (delta.length === 1) return [{ path, kind: 'added', after: delta[0] }];
  if (delta.length === 2) return [{ path, kind: 'changed', before: delta[0], after: delta[1] }];
  if (delta[2] === 0) return [{ path, kind: 'removed', before: delta[0] }];
  // A text diff (a unified patch of a long string) shows as the patch.
  if (delta[2] === 2) return [{ path, kind: 'changed', after: delta[0] }];
  if (delta[2] === 3) return [{ path, kind: 'moved', after: `移到第 ${Number(delta[1]) + 1} 项` }];
  return [];
}

/** Every change the delta holds, in document order; an empty list for no delta. */
export function deltaChanges(delta: unknown, path = ''): Change[] {
  if (Array.isArray(delta)) return leaf(path || '/', delta);
  if (!delta || typeof delta !== 'object') return [];
  const entries = Object.entries(delta as Record<string, unknown>);
  const isArray = (delta as { _t?: unknown })._t === 'a';
  return entries
    .filter(([key]) => key !== '_t')
    // In an array delta, `_3` is index 3 of the old array (removed or moved from), `3` of the new one.
    .map(([key, value]) => ({ index: isArray ? Number(key.replace(/^_/, '')) : 0, key: isArray ? key.replace(/^_/, '') : key, removed: key.startsWith('_'), value }))
    .sort((a, b) => (isArray ? a.index - b.index || Number(b.removed) - Number(a.removed) : 0))
    .flatMap(({ key, value }) => deltaChanges(value, `${path}/${escape(key)}`));
}

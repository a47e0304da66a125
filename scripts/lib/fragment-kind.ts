// What a fragment's use stands for, from its body: a block of a page (a node or nodes), an action step, or
// a whole page's part (beside "route"). The console's palette offers the blocks, each pictured by the
// fragment gallery's state named after it.
export type FragmentKind = 'block' | 'action' | 'page';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A page's part holds a body, an action step an action; anything else is a block. */
export function fragmentKind(body: unknown): FragmentKind {
  const first = Array.isArray(body) ? body[0] : body;
  if (isObject(body) && 'body' in body) return 'page';
  return isObject(first) && 'action' in first ? 'action' : 'block';
}


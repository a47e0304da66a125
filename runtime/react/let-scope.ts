import { useMemo } from 'react';
import { resolveAt, type FilterLookup, type Scope } from '../core/expression';
import type { WidgetNode } from '../../schemas/generated/page';

/**
 * The scope with a node's `let` names added (docs/authoring.md, "Name a record"): each is worked out in
 * the node's scope, later names seeing the earlier ones, and the node, its children and its actions read
 * them. A new scope only when the node's scope is new.
 */
export function useLetScope(node: WidgetNode, path: string, scope: Scope, filter: FilterLookup): Scope {
  const names = node.let;
  return useMemo(() => {
    if (!names) return scope;
    const bound: Record<string, unknown> = { ...scope };
    for (const [name, value] of Object.entries(names)) bound[name] = resolveAt(`${path}/let/${name}`, value, bound, filter);
    return bound;
  }, [names, path, scope, filter]);
}

// Locked compliance blocks (issue 51 §4, docs/authoring.md §8): a node marked "locked" in the page's first
// version (the one made from its template) or in its live one stays in every later version, unchanged and
// still locked; it may move. The console may offer no delete or edit on it, but a client can be bypassed:
// this is where the service refuses.
import { canonicalJson } from '../../../runtime/core/publishing/canonical';
import { appendPointer } from '../../../runtime/config/origins';
import type { Gate, GateRefusal } from './gate';

interface LockedNode { node: Record<string, any>; pointer: string }

/** Every node marked locked, wherever it sits (the body, children, slots, a fragment use), with its pointer. */
function lockedNodes(value: unknown, pointer = '', found: LockedNode[] = []): LockedNode[] {
  if (Array.isArray(value)) value.forEach((item, index) => lockedNodes(item, `${pointer}/${index}`, found));
  else if (value && typeof value === 'object') {
    const node = value as Record<string, any>;
    if (node.locked === true) found.push({ node, pointer });
    else for (const [key, item] of Object.entries(node)) lockedNodes(item, appendPointer(pointer, key), found);
  }
  return found;
}

/** The locked nodes of a version by their canonical text (two alike are two blocks to keep). */
function byText(content: unknown): Map<string, LockedNode[]> {
  const groups = new Map<string, LockedNode[]>();
  for (const locked of lockedNodes(content)) {
    const text = canonicalJson(locked.node);
    groups.set(text, [...(groups.get(text) ?? []), locked]);
  }
  return groups;
}

const titleOf = (value: unknown) => (typeof value === 'string' && value.trim() && !value.includes('{{') ? value.trim() : undefined);

export interface LockedGateOptions {
  /** The Chinese names of widgets (by type) and fragments (by "fragments/…"), for a block without a title of its own. */
  names: () => Promise<ReadonlyMap<string, string>>;
}

export function lockedGate({ names }: LockedGateOptions): Gate {
  return async ({ content, firstVersion, liveVersion }) => {
    // What must stay: each locked block as often as the earlier version holding it most often has it.
    const kept = new Map<string, LockedNode[]>();
    for (const earlier of [firstVersion, liveVersion]) {
      for (const [text, nodes] of byText(earlier)) if (nodes.length > (kept.get(text)?.length ?? 0)) kept.set(text, nodes);
    }
    const present = byText(content);
    const missing = [...kept].flatMap(([text, nodes]) => nodes.slice(present.get(text)?.length ?? 0));
    if (missing.length === 0) return [];
    const named = await names();
    return missing.map(({ node, pointer }): GateRefusal => {
      const name = titleOf(node.props?.title) ?? titleOf(node.with?.title) ?? named.get(node.type ?? node.use) ?? '锁定区块';
      return { field: pointer, message: `合规内容“${name}”已锁定，不能删除或修改` };
    });
  };
}

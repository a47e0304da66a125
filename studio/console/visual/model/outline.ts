// The page's node tree as the outline shows it, derived from the text on every change: each node's
// place, what it is (a widget's type or a fragment's name), a label of its own, its lists, and its lock.
import { parse, type ParseError } from 'jsonc-parser';
import { pointerOf, type Path } from './json-path';
import { isLockedNode } from './locks';
import { isObject, kindOf, type Json, type NodeKind, type SlotsOf } from './structure';

export interface OutlineNode {
  path: Path;
  pointer: string;
  kind: NodeKind;
  /** The widget's type, or the fragment's name (`fragments/campaign-benefits`). */
  name: string;
  /** Its title or text, when it has one written in the page. */
  label?: string;
  /** Locked itself, or inside a locked node. */
  locked: boolean;
  /** Where nodes go inside it: `children`, and its widget's slots. */
  lists: OutlineList[];
}

export interface OutlineList {
  /** `children`, or the slot prop's name. */
  key: string;
  path: Path;
  nodes: OutlineNode[];
  /** A slot holding one node, not a list. */
  single?: boolean;
}

const LABEL_KEYS = ['title', 'text', 'label'];

function labelOf(node: Json): string | undefined {
  const values = isObject(node.props) ? node.props : isObject(node.with) ? node.with : {};
  const label = LABEL_KEYS.map((key) => values[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return label?.trim();
}

function outlineNode(value: Json, path: Path, slotsOf: SlotsOf, lockedAbove: boolean): OutlineNode {
  const kind = kindOf(value)!;
  const locked = lockedAbove || isLockedNode(value);
  const lists: OutlineList[] = [];
  if (kind === 'widget') {
    lists.push({ key: 'children', path: [...path, 'children'], nodes: nodesOf(value.children, [...path, 'children'], slotsOf, locked) });
    const props = isObject(value.props) ? value.props : {};
    for (const [slot, shape] of Object.entries(slotsOf(value.type as string) ?? {})) {
      const slotPath = [...path, 'props', slot];
      const held = props[slot];
      if (shape === 'nodes') lists.push({ key: slot, path: slotPath, nodes: nodesOf(held, slotPath, slotsOf, locked) });
      else lists.push({ key: slot, path: slotPath, single: true, nodes: kindOf(held) ? [outlineNode(held as Json, slotPath, slotsOf, locked)] : [] });
    }
  }
  return { path, pointer: pointerOf(path), kind, name: (kind === 'widget' ? value.type : value.use) as string, label: labelOf(value), locked, lists };
}

function nodesOf(list: unknown, path: Path, slotsOf: SlotsOf, locked: boolean): OutlineNode[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, index) => (kindOf(item) ? [outlineNode(item as Json, [...path, index], slotsOf, locked)] : []));
}

/** The body's nodes, or undefined while the text is not a page (not JSON, no body list). */
export function outlineOf(text: string, slotsOf: SlotsOf): OutlineNode[] | undefined {
  const errors: ParseError[] = [];
  const page: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !isObject(page) || !Array.isArray(page.body)) return undefined;
  return nodesOf(page.body, ['body'], slotsOf, false);
}

/** Every node of the outline, depth first (the order rows show in). */
export function flatten(nodes: readonly OutlineNode[]): OutlineNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.lists.flatMap((list) => list.nodes))]);
}

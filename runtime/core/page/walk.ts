import type { WidgetNode } from '../../../schemas/generated/page';
import type { WidgetSpec } from '../registry/widgets';

/** The data sources a node waits for: `source` is one name or a list of names. */
export function nodeSources(node: WidgetNode): string[] {
  if (typeof node.source === 'string') return [node.source];
  return Array.isArray(node.source) ? node.source.filter((name): name is string => typeof name === 'string') : [];
}

type SlotsOf = (type: string) => WidgetSpec['slots'] | undefined;

/** Visits every widget node of a tree, including nodes held in slot props, with its JSON pointer. */
export function walkNodes(nodes: readonly WidgetNode[], pointer: string, slotsOf: SlotsOf, visit: (node: WidgetNode, pointer: string) => void): void {
  const visitNode = (node: WidgetNode, here: string) => {
    if (!node || typeof node !== 'object') return;
    visit(node, here);
    if (Array.isArray(node.children)) node.children.forEach((child, i) => visitNode(child, `${here}/children/${i}`));
    for (const [slot, shape] of Object.entries(slotsOf(node.type) ?? {})) {
      const value = node.props?.[slot];
      if (shape === 'nodes' && Array.isArray(value)) value.forEach((child, i) => visitNode(child as WidgetNode, `${here}/props/${slot}/${i}`));
      if (shape === 'node' && value && typeof value === 'object') visitNode(value as WidgetNode, `${here}/props/${slot}`);
    }
  };
  nodes.forEach((node, i) => visitNode(node, `${pointer}/${i}`));
}

/** Widget types used anywhere in a tree: the page loader fetches them alongside the definition. */
export function usedWidgetTypes(nodes: readonly WidgetNode[], slotsOf: SlotsOf): string[] {
  const types = new Set<string>();
  walkNodes(nodes, '', slotsOf, (node) => types.add(node.type));
  return [...types];
}

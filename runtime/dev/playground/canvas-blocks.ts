// The blocks of a page the console's canvas selects (runtime/dev/playground/block-select.tsx) and its
// outline maps them to: each node of `body`, and inside a section or card each of its children.

/** The widgets whose children are blocks of their own on the canvas. */
export const BLOCK_CONTAINERS: readonly string[] = ['section', 'card'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's blocks by their JSON pointer, in order. */
export function canvasBlocks(page: unknown): string[] {
  const found: string[] = [];
  const visit = (nodes: unknown, pointer: string): void => {
    if (!Array.isArray(nodes)) return;
    nodes.forEach((node, index) => {
      if (!isObject(node)) return;
      found.push(`${pointer}/${index}`);
      if (BLOCK_CONTAINERS.includes(node.type as string)) visit(node.children, `${pointer}/${index}/children`);
    });
  };
  visit(isObject(page) ? page.body : undefined, '/body');
  return found;
}

/**
 * The names a node's `let` binds (docs/authoring.md, "Name a record"), by where they may be read: the
 * node's own keys and everything inside it. Returns the names readable at a JSON pointer.
 */
export function letNames(page: unknown): (pointer: string) => readonly string[] {
  const scopes: Array<{ prefix: string; names: string[] }> = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (typeof node.type === 'string' && node.let && typeof node.let === 'object' && !Array.isArray(node.let)) {
        scopes.push({ prefix: `${pointer}/`, names: Object.keys(node.let) });
      }
      for (const [key, child] of Object.entries(node)) visit(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  visit(page, '');
  return (pointer) => scopes.filter((scope) => pointer.startsWith(scope.prefix)).flatMap((scope) => scope.names);
}

// What a condition's expression surely gives when it is not a boolean (docs/page-language.md): a value of
// the address (text), a count, a record found in a list. Paths into data and state may hold booleans and
// are left to the dev server's check at run time.
import type { Node } from '../core/expression/parse';

const pathText = (node: Extract<Node, { kind: 'path' }>): string | undefined =>
  (node.segments.every((segment) => typeof segment === 'string') ? [node.root, ...node.segments].join('.') : undefined);

/** Why `node`, a condition or one side of its `&&` / `||`, is not a boolean, with what to write; undefined when it may be. */
export function notBoolean(node: Node): string | undefined {
  if (node.kind === 'binary' && (node.op === '&&' || node.op === '||')) return notBoolean(node.left) ?? notBoolean(node.right);
  if (node.kind === 'path' && (node.root === 'query' || node.root === 'params')) {
    const text = pathText(node);
    return text && `"${text}" is text, not true or false: did you mean !!${text}?`;
  }
  if (node.kind === 'filter' && node.name === 'length') return 'a count is not true or false: did you mean (… | length) > 0?';
  if (node.kind === 'filter' && node.name === 'find') return 'a record found in a list is not true or false: did you mean (… | find(…)) != null?';
  if (node.kind === 'literal' && typeof node.value !== 'boolean') return `${JSON.stringify(node.value)} is not true or false`;
  return undefined;
}

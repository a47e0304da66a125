import type { Node } from './parse';
import { compileTemplate, hasExpression } from './template';

/** What an expression reads and which filters it uses, so config can be checked before it runs. */
export interface ExpressionRefs {
  /**
   * Each path read: its root (data, state, item…), its first property when that is a plain name, and
   * its leading plain names (`state.form[key].x` → ['form']): the value it depends on lies below them.
   */
  paths: Array<{ root: string; first?: string; prefix: string[] }>;
  filters: string[];
}

function leadingNames(segments: ReadonlyArray<string | Node>): string[] {
  const end = segments.findIndex((segment) => typeof segment !== 'string');
  return (end === -1 ? segments : segments.slice(0, end)) as string[];
}

function collect(node: Node, refs: ExpressionRefs): void {
  switch (node.kind) {
    case 'literal': return;
    case 'path':
      refs.paths.push({ root: node.root, first: typeof node.segments[0] === 'string' ? node.segments[0] : undefined, prefix: leadingNames(node.segments) });
      for (const segment of node.segments) if (typeof segment !== 'string') collect(segment, refs);
      return;
    case 'member':
      collect(node.object, refs);
      for (const segment of node.segments) if (typeof segment !== 'string') collect(segment, refs);
      return;
    case 'array': node.items.forEach((item) => collect(item, refs)); return;
    case 'unary': collect(node.arg, refs); return;
    case 'binary': collect(node.left, refs); collect(node.right, refs); return;
    case 'ternary': collect(node.test, refs); collect(node.then, refs); collect(node.else, refs); return;
    case 'filter':
      refs.filters.push(node.name);
      collect(node.input, refs);
      node.args.forEach((arg) => collect(arg, refs));
  }
}

/**
 * The leading plain names of every `root.…` path read by the expressions anywhere in a config value
 * (strings, arrays, objects). Strings that do not parse read nothing: the validator reports them.
 */
export function pathsReadIn(value: unknown, root: string, found: string[][] = []): string[][] {
  if (typeof value === 'string') {
    if (!hasExpression(value)) return found;
    try {
      for (const path of templateRefs(value).paths) if (path.root === root) found.push(path.prefix);
    } catch {
      // A broken expression renders as its error and is reported by the validator.
    }
  } else if (Array.isArray(value)) value.forEach((item) => pathsReadIn(item, root, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => pathsReadIn(item, root, found));
  return found;
}

/** Parses a config string (throws ExpressionError when it does not parse) and lists what it reads. */
export function templateRefs(source: string): ExpressionRefs {
  const template = compileTemplate(source);
  const refs: ExpressionRefs = { paths: [], filters: [] };
  if (template.kind === 'expression') collect(template.node, refs);
  if (template.kind === 'interpolation') for (const part of template.parts) if (typeof part !== 'string') collect(part, refs);
  return refs;
}

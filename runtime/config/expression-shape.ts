// The shapes of an expression that make a page a program instead of a description (issue 30): a long
// expression, a chain of ternaries standing in for a table, a fixed position in a list that can grow. The
// validator warns on them (check-expression-shape.ts) and `npm run report:config` counts them.
import { compileTemplate, type Template } from '../core/expression/template';
import type { Node } from '../core/expression/parse';
import { eachExpression } from './page-checks';

/** Longer than this, an expression is hard to read in a JSON string: name its parts. */
export const LONG_EXPRESSION = 160;
/** This many ternaries in one expression are a lookup table written the long way. */
export const TERNARY_CHAIN = 3;

export interface ExpressionShape {
  /** The expression as written, `{{ … }}` included. */
  text: string;
  /** Where it starts in its string. */
  at: number;
  ternaries: number;
  /** Paths reading a fixed position of a list: `data.members[0]`, written as they read. */
  literalIndexes: string[];
}

export function* nodesOf(node: Node): Generator<Node> {
  yield node;
  switch (node.kind) {
    case 'path': for (const segment of node.segments) if (typeof segment !== 'string') yield* nodesOf(segment); return;
    case 'member': yield* nodesOf(node.object); for (const segment of node.segments) if (typeof segment !== 'string') yield* nodesOf(segment); return;
    case 'array': for (const item of node.items) yield* nodesOf(item); return;
    case 'unary': yield* nodesOf(node.arg); return;
    case 'binary': yield* nodesOf(node.left); yield* nodesOf(node.right); return;
    case 'ternary': yield* nodesOf(node.test); yield* nodesOf(node.then); yield* nodesOf(node.else); return;
    case 'filter': yield* nodesOf(node.input); for (const arg of node.args) yield* nodesOf(arg); return;
    default:
  }
}

const isIndex = (segment: string | Node) => typeof segment !== 'string' && segment.kind === 'literal' && typeof segment.value === 'number';

/** `data.members[0]` as written: the names up to and including the first literal index. */
function indexedPath(node: Extract<Node, { kind: 'path' }>): string | undefined {
  const end = node.segments.findIndex(isIndex);
  if (end === -1) return undefined;
  const names = node.segments.slice(0, end).map((segment) => (typeof segment === 'string' ? `.${segment}` : '[…]')).join('');
  return `${node.root}${names}[${(node.segments[end] as { value: number }).value}]`;
}

function rootsOfTemplate(template: Template): Node[] {
  if (template.kind === 'expression') return [template.node];
  if (template.kind === 'interpolation') return template.parts.filter((part): part is Node => typeof part !== 'string');
  return [];
}

/** Each `{{ … }}` of a string, with its shape; an expression that does not parse is left to the validator. */
export function expressionShapes(text: string): ExpressionShape[] {
  const shapes: ExpressionShape[] = [];
  eachExpression(text, (source, at) => {
    if (source === undefined) return;
    try {
      const nodes = rootsOfTemplate(compileTemplate(source)).flatMap((root) => [...nodesOf(root)]);
      shapes.push({
        text: source,
        at,
        ternaries: nodes.filter((node) => node.kind === 'ternary').length,
        // A list of the page's own data or state can grow; a text's first character (phone[0]) is not a list
        // position, but reads as one: it is named too, and `slice(0, 1)` says what is meant.
        literalIndexes: nodes.flatMap((node) => (node.kind === 'path' && (node.root === 'data' || node.root === 'state') ? [indexedPath(node)].filter((p): p is string => p !== undefined) : [])),
      });
    } catch {
      // Reported by checkExpressions.
    }
  });
  return shapes;
}

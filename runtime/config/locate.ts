import { findNodeAtLocation, parseTree, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { describeSyntaxError, type SyntaxIssue } from './syntax-errors';

/** A parsed config file that can turn a JSON pointer back into line:column. */
export interface LocatedJson {
  value: unknown;
  /** In plain words, each at the place that caused it. */
  syntaxErrors: SyntaxIssue[];
  position(offset: number): { line: number; column: number };
  /**
   * Where the value (or with `key`, the key) at a pointer is; with `at`, the character at that index
   * of the string value there.
   */
  locate(pointer: string, key?: boolean, at?: number): { line: number; column: number };
}

export function pointerSegments(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer.slice(1).split('/').map((part) => {
    const text = part.replace(/~1/g, '/').replace(/~0/g, '~');
    return /^\d+$/.test(text) ? Number(text) : text;
  });
}

export function parseLocated(text: string): LocatedJson {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const position = (offset: number) => {
    let line = lineStarts.findIndex((start) => start > offset);
    line = line === -1 ? lineStarts.length : line;
    return { line, column: offset - lineStarts[line - 1] + 1 };
  };
  return {
    value: tree ? toValue(tree) : undefined,
    syntaxErrors: errors.map((error) => describeSyntaxError(text, error)),
    position,
    locate(pointer, key = false, at) {
      if (!tree) return position(0);
      const segments = pointerSegments(pointer);
      // Walk up until a node exists: an error about a missing property points at its parent.
      for (let depth = segments.length; depth >= 0; depth--) {
        const node = findNodeAtLocation(tree, segments.slice(0, depth));
        if (node && at !== undefined && depth === segments.length && node.type === 'string') return position(node.offset + rawIndex(text.slice(node.offset, node.offset + node.length), at));
        if (node) return position(key && depth === segments.length && node.parent?.type === 'property' ? node.parent.offset : node.offset);
      }
      return position(0);
    },
  };
}

/** The index in a quoted JSON string literal of the decoded string's character `at` (escapes are longer). */
function rawIndex(literal: string, at: number): number {
  let raw = 1;
  for (let decoded = 0; decoded < at && raw < literal.length - 1; decoded++) {
    if (literal[raw] !== '\\') raw += 1;
    else raw += literal[raw + 1] === 'u' ? 6 : 2;
  }
  return raw;
}

function toValue(node: JsonNode): unknown {
  switch (node.type) {
    case 'object': return Object.fromEntries((node.children ?? []).map((property) => [property.children![0].value, property.children![1] ? toValue(property.children![1]) : undefined]));
    case 'array': return (node.children ?? []).map(toValue);
    default: return node.value;
  }
}

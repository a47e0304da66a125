// Recursive-descent parser for the `{{ … }}` expression language. It produces a small AST that
// `evaluate` interprets; nothing is ever handed to eval or new Function.

export type Node =
  | { kind: 'literal'; value: unknown }
  | { kind: 'path'; root: string; segments: Array<string | Node> }
  /** Properties read from a parenthesised value: `(data.people | find('custNo', x)).name`. */
  | { kind: 'member'; object: Node; segments: Array<string | Node> }
  | { kind: 'array'; items: Node[] }
  | { kind: 'unary'; op: '!' | '-'; arg: Node }
  | { kind: 'binary'; op: BinaryOp; left: Node; right: Node }
  | { kind: 'ternary'; test: Node; then: Node; else: Node }
  | { kind: 'filter'; name: string; input: Node; args: Node[] };

export type BinaryOp =
  | '||' | '&&' | '??' | '==' | '!=' | '===' | '!==' | '<' | '<=' | '>' | '>='
  | '+' | '-' | '*' | '/' | '%';

export class ExpressionError extends Error {
  constructor(message: string, readonly source: string, readonly position: number) {
    super(`${message} (at ${position} in "${source}")`);
    this.name = 'ExpressionError';
  }
}

type Token =
  | { type: 'num'; value: number; pos: number }
  | { type: 'str'; value: string; pos: number }
  | { type: 'ident'; value: string; pos: number }
  | { type: 'op'; value: string; pos: number }
  | { type: 'end'; pos: number };

const OPERATORS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '??', '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '.', ',', '(', ')', '[', ']', '|'];
const KEYWORDS: Record<string, unknown> = { true: true, false: false, null: null, undefined: undefined };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9]/.test(ch)) {
      const match = /^\d+(\.\d+)?/.exec(source.slice(i))!;
      tokens.push({ type: 'num', value: Number(match[0]), pos: i });
      i += match[0].length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      let value = '';
      let j = i + 1;
      while (j < source.length && source[j] !== ch) {
        if (source[j] === '\\' && j + 1 < source.length) j++;
        value += source[j++];
      }
      if (j >= source.length) throw new ExpressionError('unterminated string', source, i);
      tokens.push({ type: 'str', value, pos: i });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_$\u4e00-\u9fa5]/.test(ch)) {
      const match = /^[A-Za-z_$\u4e00-\u9fa5][\w$\u4e00-\u9fa5]*/.exec(source.slice(i))!;
      tokens.push({ type: 'ident', value: match[0], pos: i });
      i += match[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (!op) throw new ExpressionError(`unexpected character "${ch}"`, source, i);
    tokens.push({ type: 'op', value: op, pos: i });
    i += op.length;
  }
  tokens.push({ type: 'end', pos: source.length });
  return tokens;
}

const BINARY_LEVELS: BinaryOp[][] = [
  ['??'], ['||'], ['&&'], ['==', '!=', '===', '!=='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%'],
];

export function parseExpression(source: string): Node {
  const tokens = tokenize(source);
  let index = 0;
  const peek = () => tokens[index];
  const isOp = (value: string) => { const t = peek(); return t.type === 'op' && t.value === value; };
  const fail = (message: string): never => { throw new ExpressionError(message, source, peek().pos); };
  const expectOp = (value: string) => { if (!isOp(value)) fail(`expected "${value}"`); index++; };

  function parseFilters(): Node {
    let node = parseTernary();
    while (isOp('|')) {
      index++;
      const name = peek();
      if (name.type !== 'ident') fail('expected a filter name after "|"');
      index++;
      const args: Node[] = [];
      if (isOp('(')) {
        index++;
        while (!isOp(')')) {
          args.push(parseTernary());
          if (!isOp(')')) expectOp(',');
        }
        index++;
      }
      node = { kind: 'filter', name: (name as { value: string }).value, input: node, args };
    }
    return node;
  }

  function parseTernary(): Node {
    const test = parseBinary(0);
    if (!isOp('?')) return test;
    index++;
    const then = parseTernary();
    expectOp(':');
    return { kind: 'ternary', test, then, else: parseTernary() };
  }

  function parseBinary(level: number): Node {
    if (level === BINARY_LEVELS.length) return parseUnary();
    let left = parseBinary(level + 1);
    for (;;) {
      const t = peek();
      if (t.type !== 'op' || !BINARY_LEVELS[level].includes(t.value as BinaryOp)) return left;
      index++;
      left = { kind: 'binary', op: t.value as BinaryOp, left, right: parseBinary(level + 1) };
    }
  }

  function parseUnary(): Node {
    if (isOp('!') || isOp('-')) {
      const op = (peek() as { value: '!' | '-' }).value;
      index++;
      return { kind: 'unary', op, arg: parseUnary() };
    }
    return parsePrimary();
  }

  function parsePrimary(): Node {
    const t = peek();
    index++;
    if (t.type === 'num' || t.type === 'str') return { kind: 'literal', value: t.value };
    if (t.type === 'op' && t.value === '(') {
      const inner = parseFilters();
      expectOp(')');
      const segments = parseSegments();
      return segments.length > 0 ? { kind: 'member', object: inner, segments } : inner;
    }
    if (t.type === 'op' && t.value === '[') {
      const items: Node[] = [];
      while (!isOp(']')) {
        items.push(parseTernary());
        if (!isOp(']')) expectOp(',');
      }
      index++;
      return { kind: 'array', items };
    }
    if (t.type === 'ident') {
      if (Object.hasOwn(KEYWORDS, t.value)) return { kind: 'literal', value: KEYWORDS[t.value] };
      return parsePath(t.value);
    }
    index--;
    return fail(t.type === 'end' ? 'unexpected end of expression' : 'unexpected token');
  }

  function parsePath(root: string): Node {
    return { kind: 'path', root, segments: parseSegments() };
  }

  /** `.name` and `[expression]` property reads following a value. */
  function parseSegments(): Array<string | Node> {
    const segments: Array<string | Node> = [];
    for (;;) {
      if (isOp('.')) {
        index++;
        const name = peek();
        if (name.type !== 'ident' && name.type !== 'num') fail('expected a property name after "."');
        index++;
        segments.push(String((name as { value: string | number }).value));
      } else if (isOp('[')) {
        index++;
        segments.push(parseFilters());
        expectOp(']');
      } else if (isOp('(')) {
        fail('function calls are not allowed; use a filter such as "| date"');
      } else {
        return segments;
      }
    }
  }

  const ast = parseFilters();
  if (peek().type !== 'end') fail('unexpected token after the end of the expression');
  return ast;
}

// The runtime's expression errors in the words operations staff read: the parser and the typed operators
// speak English to developers (the console and the validator's output), and the live value under an
// expression field says the same in Chinese, each by the shape of its message. A message no shape fits
// keeps its English, so nothing is lost.
import { ExpressionError } from '../../core/expression/parse';

const PARSE_SHAPES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^unterminated string$/, () => '文字没有结束：缺少配对的引号'],
  [/^unexpected character "(.)"$/, ([, ch]) => `不能使用字符“${ch}”`],
  [/^expected a filter name after "\|"$/, () => '“|”后应写过滤器的名称，如 | date'],
  [/^expected a property name after "\."$/, () => '“.”后应写字段名'],
  [/^expected "(.+)"$/, ([, token]) => `这里应写“${token}”`],
  [/^function calls are not allowed/, () => '不能调用函数：请改用过滤器，如 | date'],
  [/^unexpected end of expression$/, () => '表达式不完整'],
  [/^unexpected token after the end of the expression$/, () => '表达式结束后还有多余的内容'],
  [/^unexpected token$/, () => '这里出现了不该有的内容'],
];

/** Where in the expression the parser stopped: the text from there, or its end. */
function placeOf({ source, position }: ExpressionError): string {
  const rest = source.slice(position).trim();
  return rest ? `（在“${rest.length > 10 ? `${rest.slice(0, 10)}…` : rest}”处）` : '（在末尾）';
}

/** A parse error, with where it was found. */
export function parseErrorInChinese(error: unknown): string {
  if (!(error instanceof ExpressionError)) return `表达式写法有误：${String(error)}`;
  const plain = error.message.replace(/ \(at \d+ in "[\s\S]*"\)$/, '');
  for (const [shape, words] of PARSE_SHAPES) {
    const match = shape.exec(plain);
    if (match) return `表达式写法有误：${words(match)}${placeOf(error)}`;
  }
  return `表达式写法有误：${error.message}`;
}

/** A value as a type report names it (`a number (3)`, `a string ('abc')`), in Chinese. */
function valueInChinese(described: string): string {
  const match = /^(a string|a number|a boolean|an object|a list|nothing)(?: \((.*)\))?$/.exec(described);
  if (!match) return described;
  const [, kind, value] = match;
  const word = { 'a string': '文字', 'a number': '数字', 'a boolean': '是否值', 'an object': '对象', 'a list': '列表', nothing: '空值' }[kind]!;
  if (value === undefined) return word;
  return kind === 'a string' ? `${word}“${value.replace(/^'|'$/g, '')}”` : `${word}（${value}）`;
}

const TYPE_SHAPES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/^"(.+)" cannot be used between (.+) and (.+)$/, ([, op, a, b]) => `“${op}”不能用在${valueInChinese(a)}与${valueInChinese(b)}之间：请先用 | number 或 | text 把两边变成同一类型`],
  [/^"-" cannot be used on (.+)$/, ([, value]) => `“-”不能用在${valueInChinese(value)}前`],
];

/** A type problem the evaluator reported. */
export function typeProblemInChinese(message: string): string {
  for (const [shape, words] of TYPE_SHAPES) {
    const match = shape.exec(message);
    if (match) return `类型不符：${words(match)}`;
  }
  return `类型不符：${message}`;
}

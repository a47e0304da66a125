// What the shapes of the compiler's problems share: how a shape is written, and the words for the types,
// lists and places the compiler names in English.

/**
 * The Chinese for a message of the shape; `say` words a problem quoted inside it (undefined when no shape
 * fits that one). Undefined: the shape does not fit after all, and the message keeps its English.
 */
export type Words = (match: RegExpExecArray, say: (message: string) => string | undefined) => string | undefined;
export type Shapes = ReadonlyArray<readonly [RegExp, Words]>;

const TYPES: Record<string, string> = { string: '文字', number: '数字', integer: '整数', boolean: '是否（true/false）', object: '对象', array: '列表', null: '空值' };
export const typeWord = (type: string) => TYPES[type] ?? type;

/** `"a", "b"` as “a”、“b”. */
export const quotedList = (values: string) => values.replace(/"([^"]*)"/g, '“$1”').replace(/, /g, '、');
/** `a, b` as a、b. */
export const list = (values: string) => values.replace(/, /g, '、');

/**
 * What an expression reads, as the compiler names it (`the items of data.list`, `(the expression).x`), in
 * Chinese and ready to be followed by Chinese: a space after a name, none after a Chinese word.
 */
export function readPlace(where: string): string {
  const said = where.replace(/^the items of (.+)$/, '$1 的每一项').replace(/the expression/g, '表达式的值');
  return /[\x21-\x7e]$/.test(said) ? `${said} ` : said;
}

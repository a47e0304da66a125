// The problems of the text in the editor, each at its line:column when it has one: JSON syntax errors
// found here as staff type, and the gates' refusals, whose `field` is a JSON pointer into the page (or a
// schedule field: validFrom, validTo, activityCode, which has no place in the text).
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { parseLocated } from '../../../../../runtime/config/locate';
import type { GateRefusal } from '../../../api-client/types';

export interface TextProblem {
  /** The JSON pointer or schedule field it is about (empty for a syntax error). */
  field: string;
  message: string;
  /** 1-based; absent for a field outside the text. */
  line?: number;
  column?: number;
}

const SYNTAX_WORDS: Record<string, string> = {
  InvalidSymbol: '这里有无法识别的字符',
  InvalidNumberFormat: '数字格式不正确',
  PropertyNameExpected: '这里应为带双引号的属性名（"name": …），或多了一个逗号',
  ValueExpected: '这里缺少一个值，或多了一个逗号',
  ColonExpected: '属性名和值之间缺少冒号“:”',
  CommaExpected: '两项之间缺少逗号“,”',
  CloseBraceExpected: '缺少“}”：对象没有闭合',
  CloseBracketExpected: '缺少“]”：列表没有闭合',
  EndOfFileExpected: '文档结束后还有多余的内容（多了一个“}”或“]”？）',
  InvalidCommentToken: 'JSON 中不能写注释',
  UnexpectedEndOfComment: 'JSON 中不能写注释',
  UnexpectedEndOfString: '字符串没有闭合（字符串中的换行请写作 \\n）',
  UnexpectedEndOfNumber: '数字不完整',
  InvalidUnicode: '\\u 转义须为四位十六进制数字',
  InvalidEscapeCharacter: '字符串中的转义不正确（反斜杠请写作 \\\\）',
  InvalidCharacter: '字符串中有控制字符（如制表符），请改用转义',
};

/** The text's syntax errors in Chinese, each where it was found; none when the text is JSON. */
export function syntaxProblems(text: string): TextProblem[] {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length === 0) return [];
  const { position } = parseLocated(text);
  return errors.map((error) => ({ field: '', message: `JSON 格式错误：${SYNTAX_WORDS[printParseErrorCode(error.error)] ?? '无法解析'}`, ...position(error.offset) }));
}

/** The gates' refusals, those about the page placed at the value their pointer names (or its nearest existing parent). */
export function placeRefusals(text: string, refusals: readonly GateRefusal[]): TextProblem[] {
  const located = parseLocated(text);
  return refusals.map((refusal) => (refusal.field.startsWith('/') ? { ...refusal, ...located.locate(refusal.field === '/' ? '' : refusal.field) } : { ...refusal }));
}

import { printParseErrorCode, type ParseError } from 'jsonc-parser';

/** A JSON syntax error in plain words, at the place that caused it. */
export interface SyntaxIssue { offset: number; message: string }

/** By jsonc-parser's code name (its enum is const, so unusable here). */
const WORDS: Record<string, string> = {
  ValueExpected: 'a value is missing here',
  ColonExpected: 'missing ":" between a key and its value',
  CloseBraceExpected: 'missing "}": an object is not closed',
  CloseBracketExpected: 'missing "]": a list is not closed',
  EndOfFileExpected: 'extra text after the end of the document (one "}" or "]" too many?)',
  UnexpectedEndOfString: 'a string is not closed (write a line break inside a string as \\n)',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  InvalidEscapeCharacter: 'invalid escape in a string (write a backslash as \\\\)',
  InvalidUnicode: 'invalid \\u escape in a string (four hex digits expected)',
  InvalidCharacter: 'a control character (such as a tab) inside a string: write it as an escape',
  InvalidNumberFormat: 'not a valid number',
  UnexpectedEndOfNumber: 'a number is cut short',
};

const KEY = 'a key must be a quoted string ("name": …)';

/** The offset of the last non-space character before `offset`, or -1. */
function previousToken(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}

/**
 * Says what a jsonc-parser error means to an author. A missing comma is reported right after the
 * value that lacks it and a trailing comma at the comma, not at the token the parser stumbled on.
 */
export function describeSyntaxError(text: string, error: ParseError): SyntaxIssue {
  const { offset } = error;
  const code = printParseErrorCode(error.error);
  const here = text[offset];
  const before = previousToken(text, offset);
  switch (code) {
    case 'CommaExpected':
      if (here === '}') return { offset, message: '"}" here, but a list opened with "[" is not closed yet' };
      if (here === ']') return { offset, message: '"]" here, but an object opened with "{" is not closed yet' };
      return { offset: before + 1, message: 'missing comma between two entries (add "," here)' };
    case 'PropertyNameExpected':
    case 'ValueExpected':
      if ((here === '}' || here === ']') && text[before] === ',') return { offset: before, message: `trailing comma before ${here}` };
      if (code === 'PropertyNameExpected') return { offset, message: KEY };
      break;
    case 'InvalidSymbol': {
      if (here === "'") return { offset, message: 'strings and keys take double quotes ("…"), not single quotes' };
      const isKey = text[before] === '{' || (text[before] === ',' && /^[\w$-]+\s*:/.test(text.slice(offset)));
      return { offset, message: isKey ? KEY : 'not a JSON value: text must be quoted ("…"); true, false and null are lowercase' };
    }
  }
  return { offset, message: WORDS[code] ?? code };
}

// How the editor lays out what it writes: two-space JSON with '\n', as pages are written. A value goes on
// one line where its neighbours are on one line, else it is spread over lines; nothing around it moves.
import { applyEdits, format, type Node } from 'jsonc-parser';

export const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

/** Longest value written on one line where its list writes items so. */
const ONE_LINE_MAX = 100;

export const endOf = (node: Node): number => node.offset + node.length;

export const spansOneLine = (text: string, node: Node): boolean => !text.slice(node.offset, endOf(node)).includes('\n');

const lineStart = (text: string, offset: number): number => text.lastIndexOf('\n', offset - 1) + 1;

/** The indentation of the line `offset` lies on. */
export const indentAt = (text: string, offset: number): string => /^[ \t]*/.exec(text.slice(lineStart(text, offset)))![0];

/** Whether only indentation comes before the node on its line. */
export const startsLine = (text: string, node: Node): boolean => text.slice(lineStart(text, node.offset), node.offset).trim() === '';

/** A value as text at indentation "": on one line (`{ "type": "divider" }`) or spread over lines. */
export function render(value: unknown, oneLine: boolean): string {
  const compact = JSON.stringify(value);
  return applyEdits(compact, format(compact, undefined, { ...FORMATTING, keepLines: oneLine }));
}

/** On one line when it is short and its list writes items on one line, else spread over lines. */
export function renderFor(value: unknown, oneLineList: boolean): string {
  const line = render(value, true);
  return oneLineList && line.length <= ONE_LINE_MAX ? line : render(value, false);
}

/** A value's text moved from one indentation to another: every line after the first shifts (JSON strings hold no line breaks). */
export function reindent(raw: string, from: string, to: string): string {
  if (from === to) return raw;
  return raw.split('\n').map((line, index) => (index > 0 && line.startsWith(from) ? to + line.slice(from.length) : line)).join('\n');
}

import { encode } from 'uqr';

/** Measures the width of a text in the current canvas font. */
export type Measure = (text: string) => number;

/**
 * Breaks a text into lines no wider than `maxWidth`, character by character (Chinese has no spaces to
 * break at); past `maxLines` the last line ends with an ellipsis.
 */
export function wrapLines(text: string, maxWidth: number, measure: Measure, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const char of text) {
    if (line && measure(line + char) > maxWidth) {
      lines.push(line);
      line = char;
    } else {
      line += char;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** The dark modules of a QR code of the text, as squares in a `size` × `size` box. */
export function qrSquares(text: string, size: number): { cell: number; squares: Array<[number, number]> } {
  const { data } = encode(text, { ecc: 'M', border: 0 });
  const cell = size / data.length;
  const squares: Array<[number, number]> = [];
  data.forEach((row, y) => row.forEach((dark, x) => { if (dark) squares.push([x * cell, y * cell]); }));
  return { cell, squares };
}

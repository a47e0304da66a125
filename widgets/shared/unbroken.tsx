import type { ReactNode } from 'react';

/**
 * A run of digits with its separators (a hotline 400-xxx-xxxx, a masked phone *******8000, an amount
 * 12,000.00, a time 08:30-20:00): browsers may break a line after its hyphen, which splits the number.
 */
const NUMBER_RUN = /[0-9*][0-9*,.:\-–]*[0-9]/g;

/** The text with every number of more than three characters kept on one line (a .nowrap span). */
export function unbroken(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    if (match[0].length <= 3) continue;
    parts.push(text.slice(last, match.index), <span className="nowrap" key={match.index}>{match[0]}</span>);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts;
}

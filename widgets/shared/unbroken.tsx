import type { ReactNode } from 'react';
import { numberRuns } from './number-runs';

/** The text with every number of more than three characters kept on one line (a .nowrap span). */
export function unbroken(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const { index, run } of numberRuns(text)) {
    parts.push(text.slice(last, index), <span className="nowrap" key={index}>{run}</span>);
    last = index + run.length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts;
}

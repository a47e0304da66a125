import { NUMBER_RUN, SHORTEST_KEPT_WHOLE } from '../../../widgets/shared/number-runs';

/** A number that the page wrapped across two lines, with the text it stands in. */
export interface BrokenNumber { number: string; text: string }

/** The runs the widgets keep whole (widgets/shared/number-runs.ts), as the page function takes them. */
export const KEPT_WHOLE = { source: NUMBER_RUN.source, shortest: SHORTEST_KEPT_WHOLE };

/**
 * Run in the page (`page.evaluate(findBrokenNumbers, KEPT_WHOLE)`): every visible phone number, policy
 * number, amount or time the widgets keep whole whose first and last characters sit on different lines
 * (400-820- / 9555). Code blocks are left out: JSON may wrap. Self-contained: Playwright sends only this
 * function's source to the page, and the pattern as its argument.
 */
export function findBrokenNumbers({ source, shortest }: typeof KEPT_WHOLE): BrokenNumber[] {
  const numberRun = new RegExp(source, 'g');
  const broken: BrokenNumber[] = [];
  const middle = (node: Text, index: number): number | undefined => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const rect = range.getClientRects()[0];
    return rect && rect.width > 0 ? (rect.top + rect.bottom) / 2 : undefined;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || parent.closest('pre, code, textarea, script, style, [aria-hidden="true"]')) continue;
    const text = node.textContent ?? '';
    for (const match of text.matchAll(numberRun)) {
      if (match[0].length < shortest) continue;
      const first = middle(node, match.index);
      const last = middle(node, match.index + match[0].length - 1);
      if (first === undefined || last === undefined) continue;
      // Characters of one line share their vertical middle, whatever their font's ascent.
      if (Math.abs(first - last) > 4) broken.push({ number: match[0], text: text.trim() });
    }
  }
  return broken;
}

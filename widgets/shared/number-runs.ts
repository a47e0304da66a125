/**
 * A run of digits with its separators (a hotline 400-xxx-xxxx, a masked phone *******8000, an amount
 * 12,000.00, a time 08:30-20:00): browsers may break a line after its hyphen, which splits the number.
 */
export const NUMBER_RUN = /[0-9*][0-9*,.:\-–]*[0-9]/g;
/** Shorter runs (12 期, 3 天) may wrap with the words around them. */
export const SHORTEST_KEPT_WHOLE = 4;

/** The number runs kept whole in the text, where a break would split what is read as one. */
export function* numberRuns(text: string): Generator<{ index: number; run: string }> {
  for (const match of text.matchAll(NUMBER_RUN)) if (match[0].length >= SHORTEST_KEPT_WHOLE) yield { index: match.index, run: match[0] };
}

const SHOW_TEXT = 4;

/** `unbroken` for markup (sanitised rich text): each number run of the element's text, wrapped in place. */
export function keepNumbersWhole(root: Element): void {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    // From the last run back, so the earlier runs' offsets still hold as the node is split.
    for (const { index, run } of [...numberRuns(text.data)].reverse()) {
      const number = text.splitText(index);
      number.splitText(run.length);
      const span = document.createElement('span');
      span.className = 'nowrap';
      number.replaceWith(span);
      span.append(number);
    }
  }
}

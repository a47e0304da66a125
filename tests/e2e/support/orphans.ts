/** One title, label, heading or step name whose text leaves a single Chinese character alone on a line. */
export interface Orphan { text: string; line: string }

/**
 * Run in the page (`page.evaluate(findOrphans)`): every visible title, label, heading and step name whose
 * wrapped text has a line holding one CJK character and nothing else but punctuation (领取起始年 / 龄).
 * Lines are measured per character with Range.getClientRects. Self-contained: Playwright sends only
 * this function's source to the page.
 */
export function findOrphans(): Orphan[] {
  const SELECTOR = [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'label', 'legend', 'th',
    '[class*="__title"]', '[class*="__label"]', '[class*="-title"]', '[class*="-label"]',
  ].join(',');
  const han = /\p{Script=Han}/u;
  const letterOrDigit = /[\p{L}\p{N}]/u;
  const orphans: Orphan[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    // Only the innermost match: a title's wrapper would report the same line again.
    if (element.querySelector(SELECTOR) || element.getClientRects().length === 0) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        if (!text[index].trim()) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        // Characters of one line share their vertical middle, whatever their font's ascent.
        const middle = Math.round((rect.top + rect.bottom) / 2 / 4);
        lines.set(middle, (lines.get(middle) ?? '') + text[index]);
      }
    }
    if (lines.size < 2) continue;
    for (const line of lines.values()) {
      const letters = [...line].filter((char) => letterOrDigit.test(char));
      if (letters.length === 1 && han.test(letters[0])) orphans.push({ text: element.textContent?.trim() ?? '', line });
    }
  }
  return orphans;
}

const HEADING = 'main h1';

/**
 * Moves focus to the h1 of the page a client-side navigation is showing, so a screen reader announces
 * the new page and a keyboard user goes on from its top. Called when the navigation settles, before
 * React has drawn the new page (whose widgets may still be loading): waits for an h1 other than the
 * one on screen now, for a few seconds at most. Returns a function that stops waiting.
 */
export function focusNextHeading(doc: Document = document, timeoutMs = 5_000): () => void {
  const previous = doc.querySelector(HEADING);
  const focus = (): boolean => {
    const heading = doc.querySelector<HTMLElement>(HEADING);
    if (!heading || heading === previous) return false;
    // Focusable by script only, never by Tab; browsers draw no ring for it after a tap (:focus-visible).
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  if (focus()) stop();
  else observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

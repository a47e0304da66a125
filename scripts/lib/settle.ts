import type { Page } from '@playwright/test';

/**
 * Follows a page's requests from now on; `settled()` resolves once the page has finished its work: no
 * request in flight, and none started, no node added, removed, retyped or restyled, no loading placeholder
 * (`aria-busy`), no transition or animation that ends still running (a sheet closing), every picture and
 * web font in, over two painted frames and 50 ms of the page's own
 * time. It waits as long as a slow page needs, where Playwright's `networkidle` always waits a fixed
 * 500 ms and ignores what the page does meanwhile.
 *
 *   const activity = watchActivity(page);
 *   await page.goto(address);
 *   await activity.settled();
 */
export function watchActivity(page: Page): { settled(options?: { timeout?: number }): Promise<void> } {
  let inFlight = 0;
  let changes = 0;
  const started = () => { inFlight += 1; changes += 1; };
  const ended = () => { inFlight -= 1; changes += 1; };
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  return {
    async settled({ timeout = 15_000 } = {}) {
      const deadline = Date.now() + timeout;
      try {
        for (;;) {
          if (Date.now() > deadline) throw new Error(`the page at ${page.url()} was still busy after ${timeout} ms (${inFlight} request(s) in flight)`);
          if (inFlight > 0) { await page.waitForTimeout(20); continue; }
          const seen = changes;
          // A navigation meanwhile destroys the context the window ran in: the new page is watched again.
          const quiet = await page.evaluate(QUIET_WINDOW).catch(() => false);
          if (quiet && inFlight === 0 && changes === seen) return;
        }
      } finally {
        page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
      }
    },
  };
}

/**
 * In the page: true when nothing changed in the document over two frames and 50 ms, and all is loaded (a
 * lazy picture far below the fold never starts; one that does is a request, watched above).
 */
const QUIET_WINDOW = `new Promise((resolve) => {
  let changed = false;
  const observer = new MutationObserver(() => { changed = true; });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
    observer.disconnect();
    // Every loading placeholder of the portal is marked busy; React may still be rendering behind one.
    const loaded = document.readyState === 'complete' && document.fonts.status === 'loaded' && !document.querySelector('[aria-busy="true"]')
      && [...document.images].every((image) => image.complete || image.loading === 'lazy')
      // A spinner turns for ever; a sheet's closing slide ends, and then the sheet is gone.
      && document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
    resolve(!changed && loaded);
  }, 50)));
})`;

// Scripts the bench puts into a page before any of its own code runs. Plain JavaScript text: they
// run in the browser as written.

/**
 * Records, per name, when the frame that first has a text in the document has been painted (just
 * after it: milliseconds since navigation start): `window.__benchShown`, complete once `window.__benchAllShown` resolves.
 */
export function appearanceProbe(texts: Record<string, string>): string {
  return `(() => {
    const texts = ${JSON.stringify(texts)};
    const shown = (window.__benchShown = {});
    const waiting = new Set(Object.keys(texts));
    let done;
    window.__benchAllShown = new Promise((resolve) => { done = resolve; });
    const observer = new MutationObserver(() => {
      const content = document.body ? document.body.textContent : '';
      for (const name of [...waiting]) {
        if (!content.includes(texts[name])) continue;
        waiting.delete(name);
        requestAnimationFrame(() => setTimeout(() => {
          shown[name] = performance.now();
          if (Object.keys(shown).length === Object.keys(texts).length) done(shown);
        }));
      }
      if (waiting.size === 0) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();`;
}

/**
 * Times each keystroke from its keydown to just after the next frame is painted:
 * `window.__benchKeys` (ms each), `window.__benchKeysAtLeast(n)` resolves once n are timed.
 */
export const keystrokeProbe = `(() => {
  const times = (window.__benchKeys = []);
  const waiters = [];
  window.__benchKeysAtLeast = (n) => new Promise((resolve) => (times.length >= n ? resolve() : waiters.push([n, resolve])));
  addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => setTimeout(() => {
      times.push(performance.now() - start);
      for (const [n, resolve] of waiters.splice(0)) (times.length >= n ? resolve() : waiters.push([n, resolve]));
    }));
  }, true);
})();`;

/**
 * Largest contentful paint (ms) and the layout shifts summed over the load: `window.__benchVitals`;
 * `window.__benchVitalsQuiet(ms)` resolves with them once there is a paint and neither changed for `ms`.
 */
export const vitalsProbe = `(() => {
  const vitals = (window.__benchVitals = { lcp: 0, cls: 0 });
  let changed = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.startTime;
    changed = performance.now();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
    changed = performance.now();
  }).observe({ type: 'layout-shift', buffered: true });
  window.__benchVitalsQuiet = (ms) => new Promise((resolve) => {
    const check = () => (vitals.lcp > 0 && performance.now() - changed >= ms ? resolve(vitals) : setTimeout(check, 100));
    check();
  });
})();`;

/**
 * Times an in-app navigation: `window.__benchArm(texts)` waits for the next tap or back (`popstate`), and
 * `window.__benchArrived` resolves with, per name, the ms from that event to just after the frame that
 * first shows its text is painted.
 */
export const navigationProbe = `(() => {
  window.__benchArm = (texts) => {
    let start = null;
    const shown = {};
    const waiting = new Set(Object.keys(texts));
    let resolve;
    window.__benchArrived = new Promise((done) => { resolve = done; });
    const look = () => {
      if (start === null) return;
      const content = document.body.textContent;
      for (const name of [...waiting]) {
        if (!content.includes(texts[name])) continue;
        waiting.delete(name);
        requestAnimationFrame(() => setTimeout(() => {
          shown[name] = performance.now() - start;
          if (Object.keys(shown).length === Object.keys(texts).length) resolve(shown);
        }));
      }
      if (waiting.size === 0) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    // The app's own back listener runs first: a list back from the cache may already be drawn by now.
    const begin = (event) => { if (start === null) { start = event.timeStamp; look(); } };
    addEventListener('click', begin, { capture: true, once: true });
    addEventListener('popstate', begin, { once: true });
  };
})();`;

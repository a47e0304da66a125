// What a list renders (issue 49 §3), counted in the production build as React DevTools counts it: an init
// script stands in for the DevTools hook React calls on every commit, and walks the committed tree. A
// component rendered in a commit is a new one (no alternate) or one flagged PerformedWork; a subtree whose
// children are the ones it had is skipped, as React left it alone. Each render is put down to the repeated
// row it is in (a node whose props carry the repeat's scope and index: names are minified, props are not).
import type { Browser } from '@playwright/test';
import { CPU_SLOWDOWN, freshPage } from './chromium';

export const renderCounter = `(() => {
  const PERFORMED_WORK = 1;
  let counts = { total: 0, outside: 0, rows: new Map() };
  const isComponent = (fiber) => typeof fiber.type === 'function' || (fiber.type !== null && typeof fiber.type === 'object' && ('render' in fiber.type || 'type' in fiber.type));
  const rowOf = (fiber) => {
    for (let at = fiber; at; at = at.return) {
      const props = at.memoizedProps;
      if (at.key !== null && props && props.node && props.scope && typeof props.scope.index === 'number') return props.scope.index;
    }
    return undefined;
  };
  const visit = (first) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const before = fiber.alternate;
      if (isComponent(fiber) && (before === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
        counts.total += 1;
        const row = rowOf(fiber);
        if (row === undefined) counts.outside += 1;
        else counts.rows.set(row, (counts.rows.get(row) || 0) + 1);
      }
      if (fiber.child && !(before && before.child === fiber.child)) visit(fiber.child);
    }
  };
  window.__benchRenders = {
    reset() { counts = { total: 0, outside: 0, rows: new Map() }; },
    read() { return { total: counts.total, outside: counts.outside, rows: [...counts.rows.keys()].sort((a, b) => a - b) }; },
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot(_id, root) { visit(root.current.child); },
    onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };
})();`;

export interface Renders {
  /** Component renders in all. */
  total: number;
  /** Those outside any repeated row (the page, the list, the source's state). */
  outside: number;
  /** The repeated rows (by index) that rendered. */
  rows: number[];
}

const ROWS = '.w-list .w-cell';

/**
 * A list's renders at CPU ×4: until its first `firstRows` rows are shown, then, once the customer scrolls to
 * its end, until the next page's rows are there too (`nextRows` more).
 */
export async function listRenders(browser: Browser, url: string, firstRows: number, nextRows = 0): Promise<{ first: Renders; next?: Renders }> {
  const { context, page } = await freshPage(browser, { cpu: CPU_SLOWDOWN });
  const read = () => page.evaluate('window.__benchRenders.read()') as Promise<Renders>;
  const rowsAtLeast = (count: number) => page.waitForFunction(([selector, wanted]) => document.querySelectorAll(selector as string).length >= (wanted as number), [ROWS, count], { timeout: 120_000 });
  try {
    await page.addInitScript({ content: renderCounter });
    await page.goto(url);
    await rowsAtLeast(firstRows);
    // Whatever follows the first rows in idle moments belongs to the first page, not the next.
    await page.waitForTimeout(1500);
    const first = await read();
    if (nextRows === 0) return { first };
    await page.evaluate('window.__benchRenders.reset()');
    for (let round = 0; round < 20 && (await page.locator(ROWS).count()) < firstRows + nextRows; round += 1) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    await rowsAtLeast(firstRows + nextRows);
    await page.waitForTimeout(1500);
    return { first, next: await read() };
  } finally {
    await context.close();
  }
}

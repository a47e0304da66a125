import { useEffect, useRef } from 'react';

/**
 * Calls `refit` whenever the element's width changes (a tablet turned, a window resized, the root size
 * of docs/product.md's Layout recomputed): arco measures some widgets only when their content changes, or on the window's resize
 * event, which can come before the page has its new root size. The element is looked up after each render,
 * so one that appears later (tabs once their data is in) is observed too; the refit called is the latest
 * render's, so it may read props as well as refs.
 */
export function useRefitOnWidth(element: () => HTMLElement | null | undefined, refit: () => void): void {
  const watched = useRef<{ target: HTMLElement; observer: ResizeObserver } | null>(null);
  const latestRefit = useRef(refit);
  useEffect(() => {
    latestRefit.current = refit;
    const target = element() ?? null;
    if (watched.current?.target === target) return;
    watched.current?.observer.disconnect();
    watched.current = null;
    if (!target) return;
    let width = target.clientWidth;
    const observer = new ResizeObserver(() => {
      if (target.clientWidth === width) return;
      width = target.clientWidth;
      latestRefit.current();
    });
    observer.observe(target);
    watched.current = { target, observer };
  });
  useEffect(() => () => watched.current?.observer.disconnect(), []);
}

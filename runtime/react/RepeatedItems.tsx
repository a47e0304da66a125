import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Rows rendered at once: more than a phone screen of cells, so the first paint is complete. */
const FIRST_ROWS = 30;
/** Rows added per idle moment or whenever the end of what is rendered nears the viewport. */
const MORE_ROWS = 50;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 300 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 16);
  return () => window.clearTimeout(handle);
}

/**
 * A repeated node's rows (or a long form's fields), rendered incrementally: the first screenful at once
 * (`first`, when a row is taller than a cell), the rest in idle moments, and sooner when the customer
 * scrolls towards the end. A 1,000-row list paints as fast as a 30-row one and never blocks a tap for long.
 */
export function RepeatedItems<Item>({ items, render, first = FIRST_ROWS }: { items: readonly Item[]; render: (item: Item, index: number) => ReactNode; first?: number }) {
  const [count, setCount] = useState(first);
  const end = useRef<HTMLSpanElement>(null);
  const complete = count >= items.length;

  useEffect(() => {
    if (complete) return undefined;
    const more = () => setCount((current) => current + MORE_ROWS);
    const cancelIdle = whenIdle(more);
    const observer = typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => { if (entries.some((entry) => entry.isIntersecting)) more(); }, { rootMargin: '800px 0px' });
    if (end.current) observer?.observe(end.current);
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [complete, count]);

  return (
    <>
      {(complete ? items : items.slice(0, count)).map(render)}
      {!complete && <span ref={end} className="repeat-more" aria-hidden="true" />}
    </>
  );
}

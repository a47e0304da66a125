import { useLayoutEffect, useRef, useState } from 'react';

/** An element's size as it is laid out, followed as it changes: a stage a phone is scaled down to fit. */
export function useElementSize<T extends HTMLElement>() {
  const element = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element.current!);
    return () => observer.disconnect();
  }, []);
  return { element, size };
}

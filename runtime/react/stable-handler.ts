import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A function of one identity for the component's life that calls the handler of its latest render: a
 * memoised child handed it is not drawn again because its parent was.
 */
export function useStableHandler<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useState(() => (...args: A) => latest.current(...args))[0];
}

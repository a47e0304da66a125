import { useEffect, useState } from 'react';

/** Whole seconds left of a countdown (by the clock, so a paused page catches up) and how to start one. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [clock, setClock] = useState({ now: 0, deadline: 0 });
  const left = Math.max(0, clock.deadline - clock.now);
  useEffect(() => {
    if (left === 0) return;
    const timer = setTimeout(() => setClock((current) => ({ ...current, now: Date.now() })), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ now, deadline: now + seconds * 1000 });
  };
  return [Math.ceil(left / 1000), start];
}

/** A request's start and end, in milliseconds on one clock. */
export interface Timed { start: number; end: number }

/**
 * How many sequential rounds the requests came in: a new wave starts with a request that begins
 * once every earlier one has finished, so nothing was in flight and the browser was waiting on code
 * (a chunk had to arrive and run before it knew what to fetch next).
 */
export function countWaves(requests: readonly Timed[]): number {
  let waves = 0;
  let busyUntil = -Infinity;
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    if (request.start >= busyUntil) waves++;
    busyUntil = Math.max(busyUntil, request.end);
  }
  return waves;
}

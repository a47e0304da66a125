import { availableParallelism, loadavg } from 'node:os';

/** Opening a state at rest: its load, data, pictures and fonts, its steps. */
const OPEN_MS = 15_000;
/** Capturing and comparing one layout at rest. */
const CAPTURE_MS = 5_000;
/** Capturing one layout and writing its picture as it is stored (tests/snapshots/pictures.ts: seconds a picture). */
const WRITE_MS = 20_000;
/** A machine busier than this is waited on no longer: something else is wrong. */
const MOST_SLOWDOWN = 4;

export interface Machine { load: number; cores: number }

export const thisMachine = (): Machine => ({ load: loadavg()[0], cores: availableParallelism() });

/** Every wait stretched by how busy the machine is: 1 at rest, 2 when twice the work its cores can do wants them. */
export const slowdown = ({ load, cores }: Machine): number => Math.min(MOST_SLOWDOWN, Math.max(1, load / cores));

/**
 * How long one state may take, opened once and captured at each of its layouts in turn: longer when the
 * run writes pictures (--update) and on a busy machine. At rest, comparing three layouts, Playwright's
 * usual 30 s.
 */
export function stateTimeout(layouts: number, updating: boolean, machine: Machine): number {
  return Math.round((OPEN_MS + layouts * (updating ? WRITE_MS : CAPTURE_MS)) * slowdown(machine));
}

/** How long a page may stay busy before it counts as stuck (scripts/lib/settle.ts waits 15 s at rest). */
export const settleTimeout = (machine: Machine): number => Math.round(15_000 * slowdown(machine));

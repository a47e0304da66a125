import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Above this share of the CPU busy with other work, the bench's figures are not comparable with a quiet run. */
export const BUSY_SHARE_LIMIT = 0.15;

const cpuTimes = () => cpus().reduce((sum, { times }) => ({
  idle: sum.idle + times.idle,
  total: sum.total + times.user + times.nice + times.sys + times.idle + times.irq,
}), { idle: 0, total: 0 });

/** The share of the machine's CPU time spent busy over the next `ms`, from the kernel's counters of every core. */
export async function busyShare(ms = 2_000): Promise<number> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * A line for the bench's report: how busy the machine was while the bench itself was idle. Typing above all
 * shows it: with one of two cores held by another process, a key in the 50-field form took 28 ms against
 * 19 on a quiet machine, while a plain input went from 18 to 15 ms (the next frame came sooner).
 */
export function busyLine(when: string, share: number): string {
  const percent = `${Math.round(share * 100)} %`;
  return share > BUSY_SHARE_LIMIT
    ? `Warning: ${when} the machine's CPU was ${percent} busy with other work; these figures are not comparable with a quiet run`
    : `${when} the machine's CPU was ${percent} busy with other work`;
}
